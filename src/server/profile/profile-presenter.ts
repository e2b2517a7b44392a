/** /profile as the portal GraphQL answers it: the phone formatted (010-1234-5678), instants in ISO 8601. */
import { notFound } from '../errors/domain-error';
import type { ProfileSettings } from './get-profile-settings';
import { formatPhone, latestBirthYear } from './profile-arguments';

export interface ProfileSettingsView {
  email: string;
  type: string;
  /** The member's name: what they set here, else the name they signed up with. */
  name: string;
  nickname: string | null;
  phone: string | null;
  birthYear: number | null;
  school: string | null;
  major: string | null;
  interests: string[];
  targets: string[];
  mutedNotificationKinds: string[];
  pendingEmailChange: { newEmail: string; expiresAt: string } | null;
  /** The latest birth year accepted today (the form's bound). */
  latestBirthYear: number;
}

export function presentProfileSettings(settings: ProfileSettings | null, now: Date = new Date()): ProfileSettingsView {
  // The member's own row is gone only when the account was deleted in another tab.
  if (!settings) throw notFound('회원 정보를 찾을 수 없습니다.');
  const { user, pendingEmailChange } = settings;
  return {
    email: user.email,
    type: user.type,
    name: user.name ?? user.username,
    nickname: user.nickname,
    phone: user.phone ? formatPhone(user.phone) : null,
    birthYear: user.birthYear,
    school: user.school,
    major: user.major,
    interests: user.interests,
    targets: user.targets,
    mutedNotificationKinds: user.mutedNotificationKinds,
    pendingEmailChange: pendingEmailChange
      ? { newEmail: pendingEmailChange.newEmail, expiresAt: pendingEmailChange.expiresAt.toISOString() }
      : null,
    latestBirthYear: latestBirthYear(now),
  };
}
