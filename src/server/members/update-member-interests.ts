import { eq, sql } from 'drizzle-orm';
import { MEMBER_INTERESTS_MAX } from '../../contracts/member-interests';
import type { Db } from '../../db/client';
import { POSTING_FIELDS, POSTING_TARGETS, type PostingField, type PostingTarget, users } from '../../db/schema';
import type { SessionInvalidation } from '../accounts/session-cache';
import type { MemberInterests } from './get-member-interests';
import { memberInterestErrors } from './member-interests-errors';

export interface MemberInterestsInput {
  interests: PostingField[];
  targets: PostingTarget[];
}

/**
 * The codes a member chose, checked: every one a known posting field (interests) or target (targets), at most 10 each
 * once duplicates are dropped; order kept as chosen. Throws the Korean 400s of member-interests-errors.ts.
 */
export function validateMemberInterests(input: { interests: readonly string[]; targets: readonly string[] }): MemberInterestsInput {
  const interests = [...new Set(input.interests)];
  const targets = [...new Set(input.targets)];
  if (interests.length > MEMBER_INTERESTS_MAX) throw memberInterestErrors.tooManyInterests();
  if (targets.length > MEMBER_INTERESTS_MAX) throw memberInterestErrors.tooManyTargets();
  for (const code of interests) if (!(POSTING_FIELDS as readonly string[]).includes(code)) throw memberInterestErrors.invalidInterest();
  for (const code of targets) if (!(POSTING_TARGETS as readonly string[]).includes(code)) throw memberInterestErrors.invalidTarget();
  return { interests: interests as PostingField[], targets: targets as PostingTarget[] };
}

/**
 * Saves the member's interests and targets (/manage/welcome; they drive 추천) and marks them onboarded the first time
 * (a later save keeps the first instant). The user row is what sessions carry, so the member's cached sessions are
 * forgotten after the update, as every operation that changes a user's row does (docs/ARCHITECTURE.md "Sessions").
 */
export async function updateMemberInterests(
  db: Db,
  sessionCache: SessionInvalidation,
  userId: string,
  input: { interests: readonly string[]; targets: readonly string[] },
): Promise<MemberInterests> {
  const valid = validateMemberInterests(input);
  const [row] = await db
    .update(users)
    .set({
      interests: valid.interests,
      targets: valid.targets,
      onboardedAt: sql`coalesce(${users.onboardedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ interests: users.interests, targets: users.targets, onboardedAt: users.onboardedAt });
  await sessionCache.forgetUser(userId);
  return row ?? { interests: valid.interests, targets: valid.targets, onboardedAt: null };
}
