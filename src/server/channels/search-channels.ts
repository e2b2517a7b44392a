/**
 * Channel search for /search ("over postings and channels"). It lives with the channels, not in
 * src/server/search, because the postings search module must not depend on channels (channels depend on postings);
 * it uses the same text normalisation (src/server/search/search-text.ts). A channel matches when its title contains the query, or when each word of the query is close to a word of
 * the title (`<%`, pg_trgm's word similarity ≥ 0.6: 한빛전쟈 still finds 한빛전자), through the trigram index on
 * lower(title) of drizzle/0012. Titles are compared as written, not as jamo: channels are few and their names short,
 * so they carry no search columns for every channel writer to keep (초성 queries search postings only). Ranking:
 * contains first, then closeness, then followers.
 */
import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { channels, users } from '../../db/schema';
import { type ChannelSummary, channelSummaryColumns } from './find-channels';
import { activeChannelOf, channelOwnerJoin } from './channel-visibility';
import { escapeLike, isChoseongQuery, normalizeSearchQuery } from '../search/search-text';

const MAX_QUERY_WORDS = 8;

export async function searchChannels(
  db: Db,
  input: { brand: BrandId; query: string; limit: number; now?: Date },
): Promise<ChannelSummary[]> {
  const normalized = normalizeSearchQuery(input.query);
  if (normalized.length === 0 || isChoseongQuery(normalized)) return [];
  const title = sql`lower(${channels.title})`;
  const contains = sql`${title} like ${`%${escapeLike(normalized)}%`}`;
  const words = normalized.split(' ').slice(0, MAX_QUERY_WORDS);
  const close: SQL = and(...words.map((word) => sql`${word} <% ${title}`))!;
  return db
    .select(channelSummaryColumns(input.brand, input.now ?? new Date()))
    .from(channels)
    .innerJoin(users, channelOwnerJoin)
    .where(and(activeChannelOf(input.brand), sql`(${contains} or ${close})`))
    .orderBy(desc(sql`(${contains})::int`), desc(sql`word_similarity(${normalized}, ${title})`), desc(channels.followerCount), channels.id)
    .limit(input.limit);
}
