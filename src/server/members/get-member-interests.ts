import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export interface MemberInterests {
  /** Posting field codes (src/db/schema/postings.ts POSTING_FIELDS). */
  interests: string[];
  /** Posting target codes (POSTING_TARGETS): who the member is. */
  targets: string[];
  /** When the member first saved them (/manage/welcome); null until then. */
  onboardedAt: Date | null;
}

/**
 * A member's interests as stored now. Read from the table rather than the session's cached user row, so a member who
 * just saved them sees them at once on every instance.
 */
export async function getMemberInterests(db: Db, userId: string): Promise<MemberInterests> {
  const [row] = await db
    .select({ interests: users.interests, targets: users.targets, onboardedAt: users.onboardedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { interests: [], targets: [], onboardedAt: null };
}
