/**
 * Only a DRAFT may lack what the form requires (임시저장 keeps whatever the company has filled in); the table's
 * `postings_complete_unless_draft` check holds every other posting to it. Readers of postings past review (public
 * lists, details, applications, cover-letter targets) narrow their rows here instead of handling nulls that cannot
 * occur; a null is a broken invariant and throws rather than showing a posting without its reception period.
 */
import type { Posting } from '../../db/schema';

const REQUIRED_ONCE_SUBMITTED = ['organiserType', 'region', 'receptionStartAt', 'receptionEndAt'] as const;
type RequiredKey = (typeof REQUIRED_ONCE_SUBMITTED)[number];

export type Completed<P> = Omit<P, RequiredKey> & { [K in RequiredKey & keyof P]-?: NonNullable<P[K]> };
export type CompletePosting = Completed<Posting>;

/** The row with the form's required columns non-null; throws for a draft's row, which no reader past review gets. */
export function completePosting<P extends Partial<Record<RequiredKey, unknown>>>(row: P): Completed<P> {
  for (const key of REQUIRED_ONCE_SUBMITTED) {
    if (key in row && row[key] == null) throw new Error(`posting without ${key}: only a draft may be incomplete`);
  }
  return row as Completed<P>;
}
