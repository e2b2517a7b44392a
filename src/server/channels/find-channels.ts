import { asc, desc, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { channels, users } from '../../db/schema';
import type { ChannelPaging } from './channel-arguments';
import { activeChannelOf, channelOwnerJoin } from './channel-visibility';

export interface ChannelSummary {
  id: string;
  url: string;
  title: string;
  introduction: string;
  logoUrl: string | null;
  logoSvg: string | null;
  followerCount: number;
  /** Published postings still open or upcoming. */
  openPostingCount: number;
}

/** A channel as the directory and the search list it (with its owner joined for the brand). */
export function channelSummaryColumns(brand: BrandId, now: Date) {
  return {
    id: channels.id,
    url: channels.url,
    title: channels.title,
    introduction: channels.introduction,
    logoUrl: channels.logoUrl,
    logoSvg: channels.logoSvg,
    followerCount: channels.followerCount,
    openPostingCount: sql<number>`(
      select count(*)::int from postings p
      where p.channel_id = ${channels.id} and p.brand = ${brand} and p.published_at <= ${now}
        and p.reception_end_at >= ${now}
    )`,
  };
}

/**
 * The brand's channel directory (/channel): active channels, most followed first, then by title; deactivated
 * channels and other brands' never show.
 */
export async function findChannels(
  db: Db,
  input: { brand: BrandId; paging: ChannelPaging; now?: Date },
): Promise<{ totalCount: number; nodes: ChannelSummary[] }> {
  const now = input.now ?? new Date();
  const where = activeChannelOf(input.brand);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(channels).innerJoin(users, channelOwnerJoin).where(where);
  const totalCount = counted?.n ?? 0;
  const { page, pageSize } = input.paging;
  const offset = (page - 1) * pageSize;
  if (offset >= totalCount) return { totalCount, nodes: [] };
  const nodes = await db
    .select(channelSummaryColumns(input.brand, now))
    .from(channels)
    .innerJoin(users, channelOwnerJoin)
    .where(where)
    .orderBy(desc(channels.followerCount), asc(channels.title), asc(channels.id))
    .limit(pageSize)
    .offset(offset);
  return { totalCount, nodes };
}
