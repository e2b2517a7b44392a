/**
 * The console's posting review queue (ADR 25 and 30) for the brand's ADMINs: the IN_REVIEW postings, first
 * submitted first; a posting's preview as the portal will show it; approve; reject with the reason the company reads.
 * The same operations as the portal GraphQL `postingReviewQueue` / `approvePosting` / `rejectPosting` (audited in the
 * change's transaction, the company's manager notified in it and mailed after it); a decision drops the brand's
 * cached public posting lists. Rate limit → authenticate (401) → authorize (posting-management-policy: 403 for anyone
 * but an ADMIN of the brand) → validate → operation.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponses } from '../../../contracts/common';
import {
  POSTING_REVIEWS_DEFAULT_PAGE_SIZE,
  PostingReviewPage,
  PostingReviewParams,
  PostingReviewPreview,
  PostingReviewResult,
  PostingReviewsQuery,
  RejectPostingBody,
} from '../../../contracts/posting-reviews';
import type { Db } from '../../../db/client';
import { readTags } from '../../http/public-read';
import { approvePosting } from '../../postings/approve-posting';
import { findPostingsInReview } from '../../postings/find-postings-in-review';
import { getPostingForReview } from '../../postings/get-posting-for-review';
import { parseRejectionReason } from '../../postings/posting-management-arguments';
import { authorizePostingReview } from '../../postings/posting-management-policy';
import { rejectPosting } from '../../postings/reject-posting';
import type { ReadCache } from '../../read-cache/read-cache';
import { consoleRateLimit, consoleSchemaErrorFormatter, noStore, operatorsOnly } from './console-route-kit';

export async function consolePostingReviewRoutes(fastify: FastifyInstance, options: { db: Db; readCache: ReadCache }) {
  const { db, readCache } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const effects = { mailer: fastify.mailer, profileCounts: fastify.profileCounts };
  app.setSchemaErrorFormatter(consoleSchemaErrorFormatter);
  noStore(app);

  app.get(
    '/apiV2/admin/posting-reviews',
    {
      config: consoleRateLimit(),
      ...operatorsOnly(authorizePostingReview),
      schema: {
        tags: ['admin-postings'],
        summary: '검토 요청된 공고 (먼저 요청된 순)',
        querystring: PostingReviewsQuery,
        response: { 200: PostingReviewPage, ...ErrorResponses },
      },
    },
    async (request) => {
      const reviewer = authorizePostingReview((await request.getSession())?.user, request.site.brand);
      const { page = 1, pageSize = POSTING_REVIEWS_DEFAULT_PAGE_SIZE } = request.query;
      const found = await findPostingsInReview(db, { reviewer, paging: { page, pageSize } });
      return {
        items: found.nodes.map((p) => ({
          id: p.id,
          title: p.title,
          kind: p.kind,
          organiserName: p.organiserName,
          reviewStatus: p.reviewStatus,
          // Submitted postings are complete (the table's postings_complete_unless_draft check).
          receptionStartDay: p.receptionStartDay!,
          receptionEndDay: p.receptionEndDay!,
          submittedAt: p.submittedAt,
        })),
        totalCount: found.totalCount,
        page,
        pageSize,
      };
    },
  );

  app.get(
    '/apiV2/admin/posting-reviews/:postingId',
    {
      config: consoleRateLimit(),
      ...operatorsOnly(authorizePostingReview),
      schema: {
        tags: ['admin-postings'],
        summary: '공고 미리보기 (포털 공고 페이지와 같은 모양)',
        params: PostingReviewParams,
        response: { 200: PostingReviewPreview, ...ErrorResponses },
      },
    },
    async (request) => {
      const reviewer = authorizePostingReview((await request.getSession())?.user, request.site.brand);
      return getPostingForReview(db, { reviewer, postingId: request.params.postingId });
    },
  );

  app.post(
    '/apiV2/admin/posting-reviews/:postingId/approve',
    {
      config: consoleRateLimit(),
      ...operatorsOnly(authorizePostingReview),
      schema: {
        tags: ['admin-postings'],
        summary: '공고 승인 (바로 게시)',
        params: PostingReviewParams,
        response: { 200: PostingReviewResult, ...ErrorResponses },
      },
    },
    async (request) => {
      const reviewer = authorizePostingReview((await request.getSession())?.user, request.site.brand);
      const approved = await approvePosting(db, effects, { reviewer, postingId: request.params.postingId });
      await readCache.invalidate(readTags.postings(reviewer.brand));
      return { id: approved.id, reviewStatus: approved.reviewStatus };
    },
  );

  app.post(
    '/apiV2/admin/posting-reviews/:postingId/reject',
    {
      config: consoleRateLimit(),
      ...operatorsOnly(authorizePostingReview),
      schema: {
        tags: ['admin-postings'],
        summary: '공고 반려 (사유는 기업회원에게 보입니다)',
        params: PostingReviewParams,
        body: RejectPostingBody,
        response: { 200: PostingReviewResult, ...ErrorResponses },
      },
    },
    async (request) => {
      const reviewer = authorizePostingReview((await request.getSession())?.user, request.site.brand);
      const reason = parseRejectionReason(request.body.reason);
      const rejected = await rejectPosting(db, effects, { reviewer, postingId: request.params.postingId, reason });
      await readCache.invalidate(readTags.postings(reviewer.brand));
      return { id: rejected.id, reviewStatus: rejected.reviewStatus };
    },
  );
}
