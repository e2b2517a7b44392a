import { inArray } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { channels, type NewPosting, postings } from '../../db/schema';
import { postingSearchColumns } from '../search/search-postings';
import { type Completed, type CompletePosting, completePosting } from './complete-posting';
import { postingErrors } from './posting-errors';
import { sanitizePostingBody } from './sanitize-posting-body';

/**
 * What a writer gives (the seed, the console): a whole posting, never a draft. The organiser name, search columns and
 * counts are the operation's.
 */
export type PostingInput = Omit<
  Completed<NewPosting>,
  'id' | 'brand' | 'organiserName' | 'searchJamo' | 'searchChoseong' | 'createdAt' | 'scrapCount' | 'commentCount'
> & { brand: BrandId; commentCount?: number };

/**
 * Writes postings in one statement per 500 (the seed writes hundreds; one round trip each would dominate a fresh
 * database's start). Bodies are sanitised, the organiser name is copied from the channel, and the search columns are
 * computed here, so every written posting is searchable. The caller bumps `postings:<brand>` after commit.
 */
export async function createPostings(db: Db, inputs: readonly PostingInput[]): Promise<CompletePosting[]> {
  if (inputs.length === 0) return [];
  const channelIds = [...new Set(inputs.map((p) => p.channelId))];
  const found = await db.select({ id: channels.id, title: channels.title }).from(channels).where(inArray(channels.id, channelIds));
  const titles = new Map(found.map((c) => [c.id, c.title]));
  const rows: NewPosting[] = inputs.map((input) => {
    const organiserName = titles.get(input.channelId);
    if (organiserName === undefined) throw postingErrors.notFound();
    return {
      ...input,
      organiserName,
      bodyHtml: sanitizePostingBody(input.bodyHtml),
      ...postingSearchColumns(input.title, organiserName),
    };
  });
  const created: CompletePosting[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    created.push(...(await db.insert(postings).values(rows.slice(i, i + 500)).returning()).map(completePosting));
  }
  return created;
}
