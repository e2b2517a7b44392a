import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { SessionInvalidation } from '../accounts/session-cache';
import { type BasicInfo, type BasicInfoInput, parseBasicInfo } from './profile-arguments';

/**
 * Saves /profile's 기본 정보 (checked by parseBasicInfo: Korean 400s, nothing written). The name is the account's
 * name, so it is written to `username` too (what the header, comments and chat show when there is no nickname) as
 * well as `name` (스펙 관리's basic info). The header shows the nickname from the session's user row, so the member's
 * cached sessions are forgotten after the update (docs/ARCHITECTURE.md "Sessions") and the next page shows it.
 */
export async function updateProfile(
  db: Db,
  sessionCache: SessionInvalidation,
  userId: string,
  input: BasicInfoInput,
  now: Date = new Date(),
): Promise<BasicInfo> {
  const info = parseBasicInfo(input, now);
  await db
    .update(users)
    .set({
      name: info.name,
      username: info.name,
      nickname: info.nickname,
      phone: info.phone,
      birthYear: info.birthYear,
      school: info.school,
      major: info.major,
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  await sessionCache.forgetUser(userId);
  return info;
}
