/**
 * Resolvers of posting management and review (posting-management-graphql-schema.ts), thin over src/server/postings:
 * rate limit → authenticate → validate → authorize (posting-management-policy.ts) → operation → present. A write
 * that changes what the public reads (approve, a live edit, closing early) bumps `postings:<brand>` after commit.
 */
import type { FastifyInstance } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import type { Db } from '../../../db/client';
import { readTags } from '../../http/public-read';
import type { ReadCache } from '../../read-cache/read-cache';
import { countPostingApplications } from '../../applications/find-posting-applications';
import { approvePosting } from '../../postings/approve-posting';
import { closePostingEarly } from '../../postings/close-posting-early';
import { createPostingDraft } from '../../postings/create-posting-draft';
import { deletePostingDraft } from '../../postings/delete-posting-draft';
import { duplicatePosting } from '../../postings/duplicate-posting';
import { findManagedPostings } from '../../postings/find-managed-postings';
import { findPostingsInReview } from '../../postings/find-postings-in-review';
import { getManagedPosting } from '../../postings/get-managed-posting';
import { parsePostingId } from '../../postings/posting-arguments';
import {
  parseManagedPaging,
  parseManagedPostingFilter,
  parsePostingInput,
  parseRejectionReason,
  type RawPostingInput,
} from '../../postings/posting-management-arguments';
import { authorizePostingManaging, authorizePostingReview, type PostingManager } from '../../postings/posting-management-policy';
import { previewManagedPosting } from '../../postings/preview-managed-posting';
import { rejectPosting } from '../../postings/reject-posting';
import { submitPostingForReview } from '../../postings/submit-posting-for-review';
import { updateManagedPosting } from '../../postings/update-managed-posting';

type Ctx = MercuriusContext;

export const POSTING_WRITE_RATE_LIMIT_MESSAGE = '공고 변경 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.';

export function postingManagementGraphqlResolvers(app: FastifyInstance, { db, readCache }: { db: Db; readCache: ReadCache }) {
  // Per company: saving a form every few seconds while writing is normal; hundreds a minute is a script.
  const limitWrite = app.rateLimiter.limit('portal', 'posting-write', 60, 60_000, POSTING_WRITE_RATE_LIMIT_MESSAGE);
  const limitReview = app.rateLimiter.limit('portal', 'posting-review', 120, 60_000, POSTING_WRITE_RATE_LIMIT_MESSAGE);

  // Approve and reject notify and mail the posting's company (posting-review-notice.ts).
  const reviewEffects = { mailer: app.mailer, profileCounts: app.profileCounts };

  const bumpPublic = (ctx: Ctx) => readCache.invalidate(readTags.postings(ctx.reply.request.site.brand));

  /** rate limit → authenticate → validate → authorize → operation. */
  const manage = async <T, R>(ctx: Ctx, validate: () => T, run: (manager: PostingManager, args: T) => Promise<R>): Promise<R> => {
    const { request } = ctx.reply;
    await limitWrite(request);
    const { user } = await app.requireUser(request);
    const args = validate();
    return run(authorizePostingManaging(user), args);
  };

  const review = async <T, R>(ctx: Ctx, validate: () => T, run: (reviewer: ReturnType<typeof authorizePostingReview>, args: T) => Promise<R>) => {
    const { request } = ctx.reply;
    await limitReview(request);
    const { user } = await app.requireUser(request);
    const args = validate();
    const result = await run(authorizePostingReview(user, request.site.brand), args);
    await bumpPublic(ctx);
    return result;
  };

  const read = async <T, R>(ctx: Ctx, validate: () => T, run: (manager: PostingManager, args: T) => Promise<R>): Promise<R> => {
    const { user } = await app.requireUser(ctx.reply.request);
    const args = validate();
    return run(authorizePostingManaging(user), args);
  };

  return {
    Query: {
      managedPostings: (_root: unknown, args: { status?: string | null; page?: number | null; pageSize?: number | null }, ctx: Ctx) =>
        read(
          ctx,
          () => ({ filter: parseManagedPostingFilter(args.status), paging: parseManagedPaging(args) }),
          async (manager, { filter, paging }) => {
            const found = await findManagedPostings(db, { manager, filter, paging });
            // One count query for the page's applicants column instead of one per row (ADR 26).
            const applicants = await countPostingApplications(db, found.nodes.map((n) => Number(n.id)));
            const c = found.counts;
            return {
              totalCount: found.totalCount,
              ...paging,
              counts: { all: c.ALL, draft: c.DRAFT, inReview: c.IN_REVIEW, open: c.OPEN, closed: c.CLOSED },
              nodes: found.nodes.map((n) => ({ ...n, applicantCount: applicants.get(Number(n.id)) ?? 0 })),
            };
          },
        ),
      managedPosting: (_root: unknown, args: { id: string }, ctx: Ctx) =>
        read(ctx, () => parsePostingId(args.id), (manager, postingId) => getManagedPosting(db, { manager, postingId })),
      managedPostingPreview: (_root: unknown, args: { id?: string | null; input: RawPostingInput }, ctx: Ctx) =>
        read(
          ctx,
          () => ({ postingId: args.id == null ? null : parsePostingId(args.id), posting: parsePostingInput(args.input) }),
          (manager, input) => previewManagedPosting(db, { manager, ...input }),
        ),
      postingReviewQueue: async (_root: unknown, args: { page?: number | null; pageSize?: number | null }, ctx: Ctx) => {
        const { request } = ctx.reply;
        const { user } = await app.requireUser(request);
        const paging = parseManagedPaging(args);
        const found = await findPostingsInReview(db, { reviewer: authorizePostingReview(user, request.site.brand), paging });
        return { ...found, ...paging };
      },
    },
    Mutation: {
      createPostingDraft: (_root: unknown, args: { input: RawPostingInput }, ctx: Ctx) =>
        manage(ctx, () => parsePostingInput(args.input), (manager, posting) => createPostingDraft(db, { manager, posting })),
      updateManagedPosting: (_root: unknown, args: { id: string; input: RawPostingInput }, ctx: Ctx) =>
        manage(
          ctx,
          () => ({ postingId: parsePostingId(args.id), posting: parsePostingInput(args.input) }),
          async (manager, input) => {
            const result = await updateManagedPosting(db, { manager, ...input });
            if (result.live) await bumpPublic(ctx);
            return result.posting;
          },
        ),
      submitPostingForReview: (_root: unknown, args: { id: string }, ctx: Ctx) =>
        manage(ctx, () => parsePostingId(args.id), (manager, postingId) => submitPostingForReview(db, { manager, postingId })),
      closePostingEarly: (_root: unknown, args: { id: string }, ctx: Ctx) =>
        manage(ctx, () => parsePostingId(args.id), async (manager, postingId) => {
          const closed = await closePostingEarly(db, { manager, postingId });
          await bumpPublic(ctx);
          return closed;
        }),
      duplicatePosting: (_root: unknown, args: { id: string }, ctx: Ctx) =>
        manage(ctx, () => parsePostingId(args.id), (manager, postingId) => duplicatePosting(db, { manager, postingId })),
      deletePostingDraft: (_root: unknown, args: { id: string }, ctx: Ctx) =>
        manage(ctx, () => parsePostingId(args.id), (manager, postingId) => deletePostingDraft(db, { manager, postingId })),
      approvePosting: (_root: unknown, args: { id: string }, ctx: Ctx) =>
        review(ctx, () => parsePostingId(args.id), (reviewer, postingId) => approvePosting(db, reviewEffects, { reviewer, postingId })),
      rejectPosting: (_root: unknown, args: { id: string; reason: string }, ctx: Ctx) =>
        review(
          ctx,
          () => ({ postingId: parsePostingId(args.id), reason: parseRejectionReason(args.reason) }),
          (reviewer, input) => rejectPosting(db, reviewEffects, { reviewer, ...input }),
        ),
    },
  };
}
