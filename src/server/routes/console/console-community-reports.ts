/**
 * The console's community report queue (ADR 20 and 24) for the brand's ADMINs: the posts and comments with
 * open reports, and a decision on one — hide (confirm), restore (overturn) or dismiss (the reports were unfounded;
 * the target is left as it is). Hide and restore are the operations the post page's moderation uses; each decision
 * is audited in its transaction and, when it changed something, makes the visitors' cached lists stale. Rate limit →
 * authenticate (401) → authorize (community-report-policy: 403 for anyone but an ADMIN) → validate → operation.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { BrandId } from '../../../config/hosts';
import { ErrorResponses } from '../../../contracts/common';
import {
  COMMUNITY_REPORTS_DEFAULT_PAGE_SIZE,
  CommunityReportsQuery,
  ReportDecisionResult,
  ReportedCommentParams,
  ReportedPostParams,
  ReportedTargetPage,
} from '../../../contracts/community-reports';
import type { Db } from '../../../db/client';
import { communityReportReviewerOf } from '../../community/community-report-policy';
import type { PostActor } from '../../community/community-post-policy';
import { dismissCommunityReports } from '../../community/dismiss-community-reports';
import { findReportedTargets } from '../../community/find-reported-targets';
import { hideCommunityComment } from '../../community/hide-community-comment';
import { hideCommunityPost } from '../../community/hide-community-post';
import { restoreCommunityComment } from '../../community/restore-community-comment';
import { restoreCommunityPost } from '../../community/restore-community-post';
import { readTags } from '../../http/public-read';
import type { ReadCache } from '../../read-cache/read-cache';
import { consoleRateLimit, consoleSchemaErrorFormatter, noStore, operatorsOnly } from './console-route-kit';

type Decide = (input: { brand: BrandId; actor: PostActor; id: number }) => Promise<{ hidden: boolean; changed: boolean }>;

export async function consoleCommunityReportRoutes(fastify: FastifyInstance, options: { db: Db; readCache: ReadCache }) {
  const { db, readCache } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(consoleSchemaErrorFormatter);
  noStore(app);

  app.get(
    '/apiV2/admin/community-reports',
    {
      config: consoleRateLimit(),
      ...operatorsOnly(communityReportReviewerOf),
      schema: {
        tags: ['admin-community'],
        summary: '신고된 게시글·댓글 (숨겨진 것 먼저, 오래 기다린 순)',
        querystring: CommunityReportsQuery,
        response: { 200: ReportedTargetPage, ...ErrorResponses },
      },
    },
    async (request) => {
      const brand = request.site.brand;
      communityReportReviewerOf((await request.getSession())?.user, brand);
      const { page = 1, pageSize = COMMUNITY_REPORTS_DEFAULT_PAGE_SIZE } = request.query;
      return findReportedTargets(db, brand, { page, pageSize });
    },
  );

  const postDecisions: Record<string, Decide> = {
    hide: async ({ brand, actor, id }) => {
      const { post, changed } = await hideCommunityPost(db, { brand, actor, postId: id });
      return { hidden: post.hiddenAt !== null, changed };
    },
    restore: async ({ brand, actor, id }) => {
      const { post, changed } = await restoreCommunityPost(db, { brand, actor, postId: id });
      return { hidden: post.hiddenAt !== null, changed };
    },
    dismiss: async ({ brand, actor, id }) => {
      const { hidden, resolvedReports } = await dismissCommunityReports(db, { brand, actor, target: { postId: id } });
      return { hidden, changed: resolvedReports > 0 };
    },
  };
  const commentDecisions: Record<string, Decide> = {
    hide: async ({ brand, actor, id }) => {
      const { comment, changed } = await hideCommunityComment(db, { brand, actor, commentId: id });
      return { hidden: comment.hidden, changed };
    },
    restore: async ({ brand, actor, id }) => {
      const { comment, changed } = await restoreCommunityComment(db, { brand, actor, commentId: id });
      return { hidden: comment.hidden, changed };
    },
    dismiss: async ({ brand, actor, id }) => {
      const { hidden, resolvedReports } = await dismissCommunityReports(db, { brand, actor, target: { commentId: id } });
      return { hidden, changed: resolvedReports > 0 };
    },
  };

  const SUMMARIES = { hide: '숨김 (신고 처리: 숨김)', restore: '복구 (신고 처리: 복구)', dismiss: '신고 기각 (글은 그대로)' } as const;
  for (const verb of ['hide', 'restore', 'dismiss'] as const) {
    app.post(
      `/apiV2/admin/community-reports/posts/:postId/${verb}`,
      {
        config: consoleRateLimit(),
        ...operatorsOnly(communityReportReviewerOf),
        schema: {
          tags: ['admin-community'],
          summary: `게시글 ${SUMMARIES[verb]}`,
          params: ReportedPostParams,
          response: { 200: ReportDecisionResult, ...ErrorResponses },
        },
      },
      async (request) => {
        const brand = request.site.brand;
        const actor = communityReportReviewerOf((await request.getSession())?.user, brand);
        const id = request.params.postId;
        const { hidden, changed } = await postDecisions[verb]!({ brand, actor, id });
        if (changed) await readCache.invalidate(readTags.communityPosts(brand));
        return { kind: 'POST' as const, id, hidden, changed };
      },
    );
    app.post(
      `/apiV2/admin/community-reports/comments/:commentId/${verb}`,
      {
        config: consoleRateLimit(),
        ...operatorsOnly(communityReportReviewerOf),
        schema: {
          tags: ['admin-community'],
          summary: `댓글 ${SUMMARIES[verb]}`,
          params: ReportedCommentParams,
          response: { 200: ReportDecisionResult, ...ErrorResponses },
        },
      },
      async (request) => {
        const brand = request.site.brand;
        const actor = communityReportReviewerOf((await request.getSession())?.user, brand);
        const id = request.params.commentId;
        const { hidden, changed } = await commentDecisions[verb]!({ brand, actor, id });
        if (changed) await readCache.invalidate(readTags.communityPosts(brand));
        return { kind: 'COMMENT' as const, id, hidden, changed };
      },
    );
  }
}
