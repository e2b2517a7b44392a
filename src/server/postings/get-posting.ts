import { and, arrayOverlaps, asc, eq, ne, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { channels, type Posting, postings } from '../../db/schema';
import { postingStatusCondition, publishedPosting } from './posting-visibility';

export interface OrganiserChannelCard {
  id: string;
  url: string;
  title: string;
  /** The channel's published postings still open or upcoming. */
  openPostingCount: number;
}

export interface PostingDetail {
  posting: Posting;
  channel: OrganiserChannelCard;
  /** Up to `relatedLimit` open postings of the same kind sharing a field, soonest deadline first. */
  related: Posting[];
}

/** A published posting of the brand with its organiser's channel card and related postings; null when none. */
export async function getPosting(
  db: Db,
  input: { brand: BrandId; id: number; relatedLimit?: number; now?: Date },
): Promise<PostingDetail | null> {
  const now = input.now ?? new Date();
  const [found] = await db
    .select({
      posting: postings,
      channel: { id: channels.id, url: channels.url, title: channels.title },
      openPostingCount: sql<number>`(
        select count(*)::int from ${postings} p
        where p.channel_id = ${channels.id} and p.brand = ${input.brand} and p.published_at <= ${now}
          and p.reception_end_at >= ${now}
      )`,
    })
    .from(postings)
    .innerJoin(channels, eq(channels.id, postings.channelId))
    .where(and(publishedPosting(input.brand, now), eq(postings.id, input.id)));
  if (!found) return null;
  const { posting } = found;
  const related = await db
    .select()
    .from(postings)
    .where(
      and(
        publishedPosting(input.brand, now),
        eq(postings.kind, posting.kind),
        ne(postings.id, posting.id),
        postingStatusCondition('OPEN', now),
        posting.fields.length ? arrayOverlaps(postings.fields, posting.fields) : undefined,
      ),
    )
    .orderBy(asc(postings.receptionEndAt), asc(postings.id))
    .limit(input.relatedLimit ?? 4);
  return { posting, channel: { ...found.channel, openPostingCount: found.openPostingCount }, related };
}
