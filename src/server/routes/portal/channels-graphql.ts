/**
 * Resolvers of the portal channels (channels-graphql-schema.ts), thin over src/server/channels:
 * rate limit → authenticate → validate → authorize (channel-follow-policy.ts) → operation → present.
 * Channel pages are not read-cached: followerCount and viewerIsFollowing must be exact right after a follow.
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

/** A channel page shows a dozen postings per tab: a 3- or 4-column grid fills evenly. */
const CHANNEL_PAGE_POSTINGS = 12;

export function channelsGraphqlResolvers(app: FastifyInstance, { db }: { db: Db }) {
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
      followChannel: (_root: unknown, args: { channelId: string }, ctx: Ctx) => follow(args, ctx, true),
      unfollowChannel: (_root: unknown, args: { channelId: string }, ctx: Ctx) => follow(args, ctx, false),
    },
  };
}
