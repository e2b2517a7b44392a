import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { channelFollows, channels, type Posting, postings, users } from '../../db/schema';
import { postingStatusCondition, publishedPosting } from '../postings/posting-visibility';
import type { ChannelPostingStatus } from '../../contracts/channels';
import type { ChannelPaging } from './channel-arguments';
import { activeChannelOf, channelOwnerJoin } from './channel-visibility';

export interface ChannelPageData {
  channel: {
    id: string;
    url: string;
    title: string;
    introduction: string;
    logoUrl: string | null;
    logoSvg: string | null;
    coverUrl: string | null;
    homepage: string | null;
    industry: string | null;
    companySize: string | null;
    followerCount: number;
    ownerId: string;
  };
  viewerIsFollowing: boolean;
  /** Published postings still open or upcoming, and those closed. */
  openPostingCount: number;
  closedPostingCount: number;
  /** The page of `status` postings asked for: open ones soonest deadline first, closed ones latest ended first. */
  postings: { totalCount: number; nodes: Posting[] };
}

/**
 * A channel's public page (/channel/{url}) by url within the brand: the channel, whether the viewer follows it, and a
 * page of its published postings, open or closed. Null for an unknown url, another brand's or a deactivated channel.
 */
export async function getChannelPage(
  db: Db,
  input: {
    brand: BrandId;
    url: string;
    viewerId: string | null;
    status: ChannelPostingStatus;
    paging: ChannelPaging;
    now?: Date;
  },
): Promise<ChannelPageData | null> {
  const now = input.now ?? new Date();
  const [found] = await db
    .select({
      id: channels.id,
      url: channels.url,
      title: channels.title,
      introduction: channels.introduction,
      logoUrl: channels.logoUrl,
      logoSvg: channels.logoSvg,
      coverUrl: channels.coverUrl,
      homepage: channels.homepage,
      industry: channels.industry,
      companySize: channels.companySize,
      followerCount: channels.followerCount,
      ownerId: channels.ownerId,
    })
    .from(channels)
    .innerJoin(users, channelOwnerJoin)
    .where(and(activeChannelOf(input.brand), eq(channels.url, input.url)));
  if (!found) return null;

  const ofChannel = and(publishedPosting(input.brand, now), eq(postings.channelId, found.id));
  const closed = postingStatusCondition('CLOSED', now);
  const [counts] = await db
    .select({
      closed: sql<number>`count(*) filter (where ${closed})::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(postings)
    .where(ofChannel);
  const closedPostingCount = counts?.closed ?? 0;
  const openPostingCount = (counts?.all ?? 0) - closedPostingCount;

  const totalCount = input.status === 'OPEN' ? openPostingCount : closedPostingCount;
  const offset = (input.paging.page - 1) * input.paging.pageSize;
  const nodes =
    offset >= totalCount
      ? []
      : await db
          .select()
          .from(postings)
          .where(and(ofChannel, input.status === 'OPEN' ? sql`not (${closed})` : closed))
          .orderBy(
            ...(input.status === 'OPEN'
              ? [asc(postings.receptionEndAt), desc(postings.id)]
              : [desc(postings.receptionEndAt), desc(postings.id)]),
          )
          .limit(input.paging.pageSize)
          .offset(offset);

  let viewerIsFollowing = false;
  if (input.viewerId) {
    const [follow] = await db
      .select({ one: sql<number>`1` })
      .from(channelFollows)
      .where(and(eq(channelFollows.userId, input.viewerId), eq(channelFollows.channelId, found.id)));
    viewerIsFollowing = Boolean(follow);
  }

  return { channel: found, viewerIsFollowing, openPostingCount, closedPostingCount, postings: { totalCount, nodes } };
}
