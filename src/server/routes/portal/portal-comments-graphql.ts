/**
 * Resolvers of the portal comments (portal-comments-graphql-schema.ts), thin over src/server/portal-comments:
 * rate limit (writes) → authenticate → validate → authorize (portal-comment-policy.ts) → operation → present.
 * A comment on a posting changes its commentCount, which the cached posting lists and details show, so writes that
 * touched a posting bump `postings:<brand>` after their commit.
 */
import type { FastifyInstance } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import type { Db } from '../../../db/client';
import { readTags } from '../../http/public-read';
import { notificationCapsOn } from '../../notifications/notification-caps';
import { createPortalComment } from '../../portal-comments/create-portal-comment';
import { deletePortalComment } from '../../portal-comments/delete-portal-comment';
import { updatePortalComment } from '../../portal-comments/update-portal-comment';
import { findMyPortalComments } from '../../portal-comments/find-my-portal-comments';
import { findPortalComments } from '../../portal-comments/find-portal-comments';
import {
  parseCommentBody,
  parseCommentId,
  parseCommentPaging,
  parseCommentTarget,
} from '../../portal-comments/portal-comment-arguments';
import {
  authorizeCommentChanging,
  authorizeCommentWriting,
  type CommentActor,
} from '../../portal-comments/portal-comment-policy';
import type { ReadCache } from '../../read-cache/read-cache';

type Ctx = MercuriusContext;

interface PageArgs {
  page?: number | null;
  pageSize?: number | null;
}

interface CreateArgs {
  input: { postingId?: string | null; channelId?: string | null; parentId?: string | null; body: string };
}

export const COMMENT_RATE_LIMIT_MESSAGE = '댓글을 너무 자주 쓰고 있습니다. 잠시 후 다시 시도해주세요.';

export function portalCommentsGraphqlResolvers(app: FastifyInstance, { db, readCache }: { db: Db; readCache: ReadCache }) {
  // Per member: enough for a lively conversation, too few for a flood.
  const limitWrite = app.rateLimiter.limit('portal', 'comment-write', 20, 60_000, COMMENT_RATE_LIMIT_MESSAGE);
  // Hourly caps on the notifications replies send, in the limits' store (ADR 40).
  const notificationCaps = notificationCapsOn(app.rateLimiter.store);

  const viewerOf = async (ctx: Ctx): Promise<CommentActor | null> => {
    const session = await ctx.reply.request.getSession();
    return session ? { userId: session.user.id, role: session.user.role } : null;
  };

  return {
    Query: {
      portalComments: async (_root: unknown, args: { postingId?: string | null; channelId?: string | null } & PageArgs, ctx: Ctx) => {
        const target = parseCommentTarget(args);
        const paging = parseCommentPaging(args);
        const page = await findPortalComments(db, {
          brand: ctx.reply.request.site.brand,
          target,
          paging,
          viewer: await viewerOf(ctx),
        });
        return { ...page, ...paging };
      },
      myPortalComments: async (_root: unknown, args: { answeredOnly?: boolean | null } & PageArgs, ctx: Ctx) => {
        const { request } = ctx.reply;
        const { user } = await app.requireUser(request);
        const paging = parseCommentPaging(args);
        const page = await findMyPortalComments(db, {
          brand: request.site.brand,
          actor: { userId: user.id, role: user.role },
          answeredOnly: args.answeredOnly ?? false,
          paging,
        });
        return { ...page, ...paging };
      },
    },
    Mutation: {
      createPortalComment: async (_root: unknown, args: CreateArgs, ctx: Ctx) => {
        const { request } = ctx.reply;
        await limitWrite(request);
        const { user } = await app.requireUser(request);
        const target = parseCommentTarget(args.input);
        const parentId = args.input.parentId == null ? null : parseCommentId(args.input.parentId);
        const body = parseCommentBody(args.input.body);
        const actor = authorizeCommentWriting(user);
        const brand = request.site.brand;
        const created = await createPortalComment(db, app.profileCounts, notificationCaps, { brand, actor, target, parentId, body });
        if (created.postingId !== null) await readCache.invalidate(readTags.postings(brand));
        return { comment: created.comment, commentCount: created.commentCount };
      },
      updatePortalComment: async (_root: unknown, args: { id: string; body: string }, ctx: Ctx) => {
        const { request } = ctx.reply;
        await limitWrite(request);
        const { user } = await app.requireUser(request);
        const commentId = parseCommentId(args.id);
        const body = parseCommentBody(args.body);
        const actor = authorizeCommentChanging(user);
        return updatePortalComment(db, { brand: request.site.brand, actor, commentId, body });
      },
      deletePortalComment: async (_root: unknown, args: { id: string }, ctx: Ctx) => {
        const { request } = ctx.reply;
        await limitWrite(request);
        const { user } = await app.requireUser(request);
        const commentId = parseCommentId(args.id);
        const actor = authorizeCommentChanging(user);
        const brand = request.site.brand;
        const deleted = await deletePortalComment(db, { brand, actor, commentId });
        if (deleted.postingId !== null) await readCache.invalidate(readTags.postings(brand));
        return { id: String(deleted.id), commentCount: deleted.commentCount };
      },
    },
  };
}
