/**
 * A community post on /community/graphql (graphql.ts): reading one, a member's scraps, a view, writing, editing and
 * deleting, and the member's like and scrap. Writes bump the cached lists; views, likes and scraps do not.
 */
import type { MercuriusContext } from 'mercurius';
import type { BrandId } from '../../../config/hosts';
import { parseCommunityPostInput, parseBoardSlug, parsePostId } from '../../community/community-arguments';
import {
  LIKE_LOGIN_MESSAGE,
  type PostActor,
  SCRAPS_LOGIN_MESSAGE,
  SCRAP_LOGIN_MESSAGE,
  authorizeCommunityPostDeleting,
  authorizeCommunityPostWriting,
  requireCommunityMember,
  requirePostWriter,
} from '../../community/community-post-policy';
import type { PostReactionState } from '../../community/community-post-reactions';
import { presentCommunityPost, presentEmbeddablePost } from '../../community/community-presenter';
import { parseMyScrapsPaging } from '../../community/community-report-arguments';
import { countCommunityPostView } from '../../community/count-community-post-view';
import { deleteCommunityPost } from '../../community/delete-community-post';
import { findMyCommunityScraps } from '../../community/find-my-community-scraps';
import { getCommunityPost } from '../../community/get-community-post';
import { likeCommunityPost } from '../../community/like-community-post';
import { publishCommunityPost } from '../../community/publish-community-post';
import { scrapCommunityPost } from '../../community/scrap-community-post';
import { unlikeCommunityPost } from '../../community/unlike-community-post';
import { unscrapCommunityPost } from '../../community/unscrap-community-post';
import { updateCommunityPost } from '../../community/update-community-post';
import { visitorKeyOf } from '../../http/visitor-key';
import type { CommunityResolverContext, PageArgs } from './community-resolver-context';

type Ctx = MercuriusContext;

interface PostInputArgs {
  input: { title: string; bodyHtml: string; isNotice?: boolean | null };
}

const presentLike = (state: PostReactionState) => ({ postId: String(state.postId), liked: state.on, likeCount: state.count });
const presentScrap = (state: PostReactionState) => ({
  postId: String(state.postId),
  scrapped: state.on,
  scrapCount: state.count,
});

export function communityPostResolvers(context: CommunityResolverContext) {
  const { db, viewerOf, memberOf, postsChanged } = context;
  const limitPostCreate = context.limits.postCreate;
  const limitPostChange = context.limits.postChange;
  const limitReaction = context.limits.reaction;

  /** Like, unlike, scrap, unscrap: rate limit → member (a visitor gets `loginMessage`) → post id → operation. */
  const reaction =
    <R>(loginMessage: string, operate: (input: { brand: BrandId; actor: PostActor; postId: number }) => Promise<R>) =>
    async (_root: unknown, args: { id: string }, ctx: Ctx): Promise<R> => {
      const { request } = ctx.reply;
      await limitReaction(request);
      const actor = requireCommunityMember(await memberOf(request), loginMessage);
      return operate({ brand: request.site.brand, actor, postId: parsePostId(args.id) });
    };

  return {
    Query: {
    communityPost: async (_root: unknown, args: { id: string }, ctx: Ctx) => {
      const { request } = ctx.reply;
      const postId = parsePostId(args.id);
      const viewer = await viewerOf(request);
      const post = await getCommunityPost(db, {
        brand: request.site.brand,
        postId,
        viewerId: viewer?.userId ?? null,
        viewerRole: viewer?.role ?? null,
      });
      return presentCommunityPost(post, viewer);
    },
    myCommunityScraps: async (_root: unknown, args: PageArgs, ctx: Ctx) => {
      const { request } = ctx.reply;
      const actor = requireCommunityMember(await memberOf(request), SCRAPS_LOGIN_MESSAGE);
      const paging = parseMyScrapsPaging(args);
      const brand = request.site.brand;
      const page = await findMyCommunityScraps(db, { brand, userId: actor.userId, paging });
      return {
        totalCount: page.totalCount,
        ...paging,
        nodes: page.posts.map((post) => presentEmbeddablePost(post, page.boards.get(post.boardId)!)),
      };
    },
    },
    Mutation: {
    recordCommunityPostView: async (_root: unknown, args: { id: string }, ctx: Ctx) => {
      const { request } = ctx.reply;
      const postId = parsePostId(args.id);
      return countCommunityPostView(db, { brand: request.site.brand, postId, visitorKey: await visitorKeyOf(request) });
    },
    createCommunityPost: async (_root: unknown, args: { boardSlug: string } & PostInputArgs, ctx: Ctx) => {
      const { request } = ctx.reply;
      await limitPostCreate(request);
      const member = requirePostWriter(await memberOf(request));
      const boardSlug = parseBoardSlug(args.boardSlug);
      const fields = parseCommunityPostInput(args.input);
      const actor = authorizeCommunityPostWriting(member, fields);
      const brand = request.site.brand;
      const post = await publishCommunityPost(db, { brand, boardSlug, author: member, actor, fields });
      await postsChanged(brand);
      return presentCommunityPost(post, actor);
    },
    updateCommunityPost: async (_root: unknown, args: { id: string } & PostInputArgs, ctx: Ctx) => {
      const { request } = ctx.reply;
      await limitPostChange(request);
      const member = requirePostWriter(await memberOf(request));
      const postId = parsePostId(args.id);
      const fields = parseCommunityPostInput(args.input);
      const actor = authorizeCommunityPostWriting(member, fields);
      const brand = request.site.brand;
      const post = await updateCommunityPost(db, { brand, actor, postId, fields });
      await postsChanged(brand);
      return presentCommunityPost(post, actor);
    },
    deleteCommunityPost: async (_root: unknown, args: { id: string }, ctx: Ctx) => {
      const { request } = ctx.reply;
      await limitPostChange(request);
      const member = requirePostWriter(await memberOf(request));
      const postId = parsePostId(args.id);
      const actor = authorizeCommunityPostDeleting(member);
      const brand = request.site.brand;
      const deleted = await deleteCommunityPost(db, { brand, actor, postId });
      await postsChanged(brand);
      return { id: String(deleted.id), boardSlug: deleted.boardSlug };
    },
    likeCommunityPost: reaction(LIKE_LOGIN_MESSAGE, async (input) => presentLike(await likeCommunityPost(db, input))),
    unlikeCommunityPost: reaction(LIKE_LOGIN_MESSAGE, async (input) => presentLike(await unlikeCommunityPost(db, input))),
    scrapCommunityPost: reaction(SCRAP_LOGIN_MESSAGE, async (input) => presentScrap(await scrapCommunityPost(db, input))),
    unscrapCommunityPost: reaction(SCRAP_LOGIN_MESSAGE, async (input) => presentScrap(await unscrapCommunityPost(db, input))),
    },
  };
}
