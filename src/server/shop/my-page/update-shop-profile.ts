import type { Db } from '../../../db/client';
import type { SessionInvalidation } from '../../accounts/session-cache';
import { getProfileSettings } from '../../profile/get-profile-settings';
import { notFound } from '../../errors/domain-error';
import { updateProfile } from '../../profile/update-profile';

/**
 * The shop's 회원정보 수정 saves the name and phone through the portal's own updateProfile (one profile model, one
 * rule: Korean 400s of profile-arguments.ts). That operation writes every 기본 정보 field, so the fields the shop does
 * not show (nickname, birth year, school, major) are carried over from the stored row instead of being cleared.
 */
export async function updateShopProfile(
  db: Db,
  sessionCache: SessionInvalidation,
  userId: string,
  input: { name: string; phone?: string | null },
): Promise<void> {
  const settings = await getProfileSettings(db, userId);
  if (!settings) throw notFound('회원 정보를 찾을 수 없습니다.');
  const { user } = settings;
  await updateProfile(db, sessionCache, userId, {
    name: input.name,
    phone: input.phone ?? null,
    nickname: user.nickname,
    birthYear: user.birthYear,
    school: user.school,
    major: user.major,
  });
}
