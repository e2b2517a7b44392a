/** A post's comment thread on /community/graphql (graphql.ts): reading a page, writing, editing and deleting. */
import type { MercuriusContext } from 'mercurius';
import { parseCommentBody, parseCommentId, parseCommentPaging } from '../../comments/comment-arguments';
import { parsePostId } from '../../community/community-arguments';
import {
  authorizeCommunityCommentChanging,
  authorizeCommunityCommentWriting,
  requireCommenter,
} from '../../community/community-comment-policy';
import { presentCommunityComment } from '../../community/community-presenter';
import { createCommunityComment } from '../../community/create-community-comment';
import { deleteCommunityComment } from '../../community/delete-community-comment';
import { findCommunityComments } from '../../community/find-community-comments';
import { updateCommunityComment } from '../../community/update-community-comment';
import type { CommunityResolverContext, PageArgs } from './community-resolver-context';

type Ctx = MercuriusContext;

interface CreateCommentArgs {
  input: { postId: string; parentId?: string | null; body: string };
}

export function communityCommentResolvers(context: CommunityResolverContext) {
  const { db, viewerOf, memberOf, postsChanged } = context;
  const limitCommentWrite = context.limits.commentWrite;
  return {
    Query: {
    communityComments: async (_root: unknown, args: { postId: string } & PageArgs, ctx: Ctx) => {
      const { request } = ctx.reply;
      const postId = parsePostId(args.postId);
      const paging = parseCommentPaging(args);
      const page = await findCommunityComments(db, {
        brand: request.site.brand,
        postId,
        paging,
        viewer: await viewerOf(request),
      });
      return { ...page, ...paging };
    },
    },
    Mutation: {
    createCommunityComment: async (_root: unknown, args: CreateCommentArgs, ctx: Ctx) => {
      const { request } = ctx.reply;
      await limitCommentWrite(request);
      const member = requireCommenter(await memberOf(request));
      const postId = parsePostId(args.input.postId);
      const parentId = args.input.parentId == null ? null : parseCommentId(args.input.parentId);
      const body = parseCommentBody(args.input.body);
      const actor = authorizeCommunityCommentWriting(member);
      const brand = request.site.brand;
      const created = await createCommunityComment(db, { brand, postId, parentId, author: member, body });
      await postsChanged(brand);
      return {
        comment: presentCommunityComment(created.comment, { viewer: actor, anonymous: created.anonymous }),
        commentCount: created.commentCount,
      };
    },
    updateCommunityComment: async (_root: unknown, args: { id: string; body: string }, ctx: Ctx) => {
      const { request } = ctx.reply;
      await limitCommentWrite(request);
      const member = requireCommenter(await memberOf(request));
      const commentId = parseCommentId(args.id);
      const body = parseCommentBody(args.body);
      const actor = authorizeCommunityCommentChanging(member);
      const brand = request.site.brand;
      const updated = await updateCommunityComment(db, { brand, actor, commentId, body });
      // The thread is part of what a visitor's cached communityComments answer shows.
      await postsChanged(brand);
      return updated;
    },
    deleteCommunityComment: async (_root: unknown, args: { id: string }, ctx: Ctx) => {
      const { request } = ctx.reply;
      await limitCommentWrite(request);
      const member = requireCommenter(await memberOf(request));
      const commentId = parseCommentId(args.id);
      const actor = authorizeCommunityCommentChanging(member);
      const brand = request.site.brand;
      const deleted = await deleteCommunityComment(db, { brand, actor, commentId });
      await postsChanged(brand);
      return { id: String(deleted.id), commentCount: deleted.commentCount };
    },
    },
  };
}
