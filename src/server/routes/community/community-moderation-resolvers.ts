/**
 * Reports and moderation on /community/graphql (graphql.ts): a member's report of a post or comment, and an ADMIN's
 * hide, restore and pin. The cached lists go stale only when something visitors see changed.
 */
import type { MercuriusContext } from 'mercurius';
import type { BrandId } from '../../../config/hosts';
import { parseCommentId } from '../../comments/comment-arguments';
import { parsePostId } from '../../community/community-arguments';
import type { ModeratedComment } from '../../community/community-comment-moderation';
import type { ModeratedPost } from '../../community/community-post-moderation';
import {
  type PostActor,
  REPORT_LOGIN_MESSAGE,
  authorizeCommunityModeration,
  requireCommunityMember,
} from '../../community/community-post-policy';
import { presentCommunityPost } from '../../community/community-presenter';
import { parseCommunityReportInput } from '../../community/community-report-arguments';
import { hideCommunityComment } from '../../community/hide-community-comment';
import { hideCommunityPost } from '../../community/hide-community-post';
import { reportCommunityComment } from '../../community/report-community-comment';
import { reportCommunityPost } from '../../community/report-community-post';
import { restoreCommunityComment } from '../../community/restore-community-comment';
import { restoreCommunityPost } from '../../community/restore-community-post';
import { setCommunityPostPinned } from '../../community/set-community-post-pinned';
import type { CommunityResolverContext } from './community-resolver-context';

type Ctx = MercuriusContext;

interface ReportArgs {
  id: string;
  input: { reason: string; detail?: string | null };
}

export function communityModerationResolvers(context: CommunityResolverContext) {
  const { db, memberOf, postsChanged } = context;
  const limitReport = context.limits.report;
  const limitModeration = context.limits.moderation;

  /**
   * An ADMIN's hide, restore or pin of a post: rate limit → member → post id → ADMIN (403) → operation; the cached
   * lists go stale only when something changed.
   */
  const postModeration =
    <A extends { id: string }>(
      operate: (input: { brand: BrandId; actor: PostActor; postId: number }, args: A) => Promise<ModeratedPost>,
    ) =>
    async (_root: unknown, args: A, ctx: Ctx) => {
      const { request } = ctx.reply;
      await limitModeration(request);
      const member = requireCommunityMember(await memberOf(request));
      const postId = parsePostId(args.id);
      const actor = authorizeCommunityModeration(member);
      const brand = request.site.brand;
      const moderated = await operate({ brand, actor, postId }, args);
      if (moderated.changed) await postsChanged(brand);
      return presentCommunityPost(moderated.post, actor);
    };

  /** An ADMIN's hide or restore of a comment, in the same steps. */
  const commentModeration =
    (operate: (input: { brand: BrandId; actor: PostActor; commentId: number }) => Promise<ModeratedComment>) =>
    async (_root: unknown, args: { id: string }, ctx: Ctx) => {
      const { request } = ctx.reply;
      await limitModeration(request);
      const member = requireCommunityMember(await memberOf(request));
      const commentId = parseCommentId(args.id);
      const actor = authorizeCommunityModeration(member);
      const brand = request.site.brand;
      const moderated = await operate({ brand, actor, commentId });
      if (moderated.changed) await postsChanged(brand);
      return moderated.comment;
    };

  return {
    Mutation: {
    reportCommunityPost: async (_root: unknown, args: ReportArgs, ctx: Ctx) => {
      const { request } = ctx.reply;
      await limitReport(request);
      const actor = requireCommunityMember(await memberOf(request), REPORT_LOGIN_MESSAGE);
      const postId = parsePostId(args.id);
      const fields = parseCommunityReportInput(args.input);
      const brand = request.site.brand;
      const outcome = await reportCommunityPost(db, { brand, actor, postId, fields });
      // Only a report that hid the post changes what visitors see.
      if (outcome.hiddenNow) await postsChanged(brand);
      return { reported: outcome.reported, hidden: outcome.hidden };
    },
    reportCommunityComment: async (_root: unknown, args: ReportArgs, ctx: Ctx) => {
      const { request } = ctx.reply;
      await limitReport(request);
      const actor = requireCommunityMember(await memberOf(request), REPORT_LOGIN_MESSAGE);
      const commentId = parseCommentId(args.id);
      const fields = parseCommunityReportInput(args.input);
      const brand = request.site.brand;
      const outcome = await reportCommunityComment(db, { brand, actor, commentId, fields });
      if (outcome.hiddenNow) await postsChanged(brand);
      return { reported: outcome.reported, hidden: outcome.hidden };
    },
    hideCommunityPost: postModeration((input) => hideCommunityPost(db, input)),
    restoreCommunityPost: postModeration((input) => restoreCommunityPost(db, input)),
    setCommunityPostPinned: postModeration((input, args: { id: string; pinned: boolean }) =>
      setCommunityPostPinned(db, { ...input, pinned: args.pinned }),
    ),
    hideCommunityComment: commentModeration((input) => hideCommunityComment(db, input)),
    restoreCommunityComment: commentModeration((input) => restoreCommunityComment(db, input)),
    },
  };
}
