/**
 * Resolvers of the portal channels (channels-graphql-schema.ts), thin over src/server/channels:
 * rate limit → authenticate → validate → authorize (channel-follow-policy.ts) → operation → present.
 * Channel pages are not read-cached: followerCount and viewerIsFollowing must be exact right after a follow.
 * Channel management: authorize with channel-policy.ts; a write that changes what a posting's
 * channel card shows (title, url, logo, active or not) bumps `postings:<brand>`, whose cached details show that card.
 */
import type { FastifyInstance } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import type { Db } from '../../../db/client';
import {
  parseChannelId,
  parseChannelPaging,
  parseChannelPostingStatus,
  parseChannelSearchLimit,
  parseChannelUrl,
} from '../../channels/channel-arguments';
import { authorizeChannelFollowing } from '../../channels/channel-follow-policy';
import { CHANNEL_PAGE_POSTINGS, CHANNEL_WRITTEN_COMMENTS_PAGE_SIZE } from '../../../contracts/channels';
import { parseChannelInput, type RawChannelInput } from '../../channels/channel-arguments';
import { authorizeChannelManaging } from '../../channels/channel-policy';
import { createChannel } from '../../channels/create-channel';
import { deactivateChannel } from '../../channels/deactivate-channel';
import { findChannelWrittenComments } from '../../portal-comments/find-channel-written-comments';
import { getMyChannel } from '../../channels/get-my-channel';
import { reactivateChannel } from '../../channels/reactivate-channel';
import { updateChannel } from '../../channels/update-channel';
import { readTags } from '../../http/public-read';
import type { ReadCache } from '../../read-cache/read-cache';
import { findChannels } from '../../channels/find-channels';
import { followChannel } from '../../channels/follow-channel';
import { getChannelPage } from '../../channels/get-channel-page';
import { unfollowChannel } from '../../channels/unfollow-channel';
import { parseSearchQuery } from '../../postings/posting-arguments';
import { presentPosting } from '../../postings/posting-presenter';
import { searchChannels } from '../../channels/search-channels';

type Ctx = MercuriusContext;

interface PageArgs {
  page?: number | null;
  pageSize?: number | null;
}

export const CHANNEL_WRITE_RATE_LIMIT_MESSAGE = '채널 변경 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.';

export function channelsGraphqlResolvers(app: FastifyInstance, { db, readCache }: { db: Db; readCache: ReadCache }) {
  // Per company: a form saved a few times a minute is plenty; more is a script.
  const limitChannelWrite = app.rateLimiter.limit('portal', 'channel-write', 20, 60_000, CHANNEL_WRITE_RATE_LIMIT_MESSAGE);

  const managerOf = async (ctx: Ctx) => {
    const { user } = await app.requireUser(ctx.reply.request);
    return { user, manager: authorizeChannelManaging(user) };
  };

  /** rate limit → authenticate → validate → authorize → operation → bump the posting cards' cache. */
  const manage = async <T>(ctx: Ctx, validate: () => T, run: (manager: ReturnType<typeof authorizeChannelManaging>, args: T) => Promise<unknown>) => {
    const { request } = ctx.reply;
    await limitChannelWrite(request);
    const { user } = await app.requireUser(request);
    const args = validate();
    const manager = authorizeChannelManaging(user);
    const result = await run(manager, args);
    await readCache.invalidate(readTags.postings(request.site.brand));
    return result;
  };

  const limitFollow = app.rateLimiter.limit('portal', 'channel-follow', 60, 60_000, '팔로우 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');

  const follow = async (args: { channelId: string }, ctx: Ctx, following: boolean) => {
    const { request } = ctx.reply;
    await limitFollow(request);
    const { user } = await app.requireUser(request);
    const channelId = parseChannelId(args.channelId);
    const follower = authorizeChannelFollowing(user);
    const brand = request.site.brand;
    const result = following
      ? await followChannel(db, { brand, follower, channelId })
      : await unfollowChannel(db, { brand, follower, channelId });
    return { channelId: result.channelId, following: result.following, followerCount: result.followerCount };
  };

  return {
    Query: {
      myChannel: async (_root: unknown, _args: unknown, ctx: Ctx) => {
        const { manager } = await managerOf(ctx);
        return getMyChannel(db, { manager });
      },
      channelWrittenComments: async (_root: unknown, args: PageArgs, ctx: Ctx) => {
        const { user, manager } = await managerOf(ctx);
        const paging = parseChannelPaging(args, CHANNEL_WRITTEN_COMMENTS_PAGE_SIZE);
        const found = await findChannelWrittenComments(db, { manager, viewer: { userId: user.id, role: user.role }, paging });
        return {
          totalCount: found.totalCount,
          ...paging,
          channelUrl: found.channel?.url ?? null,
          channelTitle: found.channel?.title ?? null,
          nodes: found.nodes,
        };
      },
      channels: async (_root: unknown, args: PageArgs, ctx: Ctx) => {
        const paging = parseChannelPaging(args);
        const page = await findChannels(db, { brand: ctx.reply.request.site.brand, paging });
        return { ...page, ...paging };
      },
      searchChannels: async (_root: unknown, args: { query: string; limit?: number | null }, ctx: Ctx) => {
        const query = parseSearchQuery(args.query);
        const limit = parseChannelSearchLimit(args.limit);
        return searchChannels(db, { brand: ctx.reply.request.site.brand, query, limit });
      },
      channelPage: async (_root: unknown, args: { url: string; postingStatus?: string | null } & PageArgs, ctx: Ctx) => {
        const { request } = ctx.reply;
        const url = parseChannelUrl(args.url);
        const status = parseChannelPostingStatus(args.postingStatus);
        const paging = parseChannelPaging(args, CHANNEL_PAGE_POSTINGS);
        const session = await request.getSession();
        const viewerId = session?.user.id ?? null;
        const data = await getChannelPage(db, { brand: request.site.brand, url, viewerId, status, paging });
        if (!data) return null;
        const { ownerId, ...channel } = data.channel;
        return {
          ...channel,
          viewerIsFollowing: data.viewerIsFollowing,
          viewerIsOwner: viewerId === ownerId,
          openPostingCount: data.openPostingCount,
          closedPostingCount: data.closedPostingCount,
          postings: { totalCount: data.postings.totalCount, ...paging, nodes: data.postings.nodes.map(presentPosting) },
        };
      },
    },
    Mutation: {
      createChannel: (_root: unknown, args: { input: RawChannelInput }, ctx: Ctx) =>
        manage(ctx, () => parseChannelInput(args.input), (manager, channel) => createChannel(db, { manager, channel })),
      updateChannel: (_root: unknown, args: { id: string; input: RawChannelInput }, ctx: Ctx) =>
        manage(
          ctx,
          () => ({ channelId: parseChannelId(args.id), channel: parseChannelInput(args.input) }),
          (manager, input) => updateChannel(db, { manager, ...input }),
        ),
      deactivateChannel: (_root: unknown, args: { id: string }, ctx: Ctx) =>
        manage(ctx, () => parseChannelId(args.id), (manager, channelId) => deactivateChannel(db, { manager, channelId })),
      reactivateChannel: (_root: unknown, args: { id: string }, ctx: Ctx) =>
        manage(ctx, () => parseChannelId(args.id), (manager, channelId) => reactivateChannel(db, { manager, channelId })),
      followChannel: (_root: unknown, args: { channelId: string }, ctx: Ctx) => follow(args, ctx, true),
      unfollowChannel: (_root: unknown, args: { channelId: string }, ctx: Ctx) => follow(args, ctx, false),
    },
  };
}
