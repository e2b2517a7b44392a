import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { certificates, postings, scraps } from '../../db/schema';
import { scrappedBy, scrappedPostingJoin } from '../postings/find-scrapped-postings';
import { publishedPosting } from '../postings/posting-visibility';
import type { CareerSpecEntry } from './career-spec-arguments';
import { fieldError } from './career-spec-errors';

/**
 * What an entry points at, checked against the database before it is written: a certificate picked from the list
 * must exist (its listed name and issuer are stored, so the entry reads as the list spells it), and an activity
 * may link only a published posting of the brand that the member has scrapped (the same join as their scrap page)
 * or, when edited, the posting it links already.
 */
export async function checkCareerSpecLinks(
  db: Db,
  input: { brand: BrandId; userId: string; entry: CareerSpecEntry; now?: Date; linkedPostingId?: number | null },
): Promise<CareerSpecEntry> {
  const { entry } = input;
  if (entry.section === 'CERTIFICATE' && entry.data.certificateId !== null) {
    const [listed] = await db
      .select({ name: certificates.name, issuer: certificates.issuer })
      .from(certificates)
      .where(eq(certificates.id, entry.data.certificateId));
    if (!listed) throw fieldError('certificateId', '자격증 목록에서 다시 선택해주세요.');
    return { ...entry, data: { ...entry.data, name: listed.name, issuer: listed.issuer } };
  }
  // An edit may keep the posting the entry already links, even if the member has unscrapped it since.
  if (entry.section === 'ACTIVITY' && entry.postingId !== null && entry.postingId !== input.linkedPostingId) {
    const [scrapped] = await db
      .select({ id: postings.id })
      .from(scraps)
      .innerJoin(postings, scrappedPostingJoin)
      .where(and(scrappedBy(input.userId), publishedPosting(input.brand, input.now ?? new Date()), eq(postings.id, entry.postingId)));
    if (!scrapped) throw fieldError('postingId', '스크랩한 공고만 연결할 수 있습니다.');
  }
  return entry;
}
