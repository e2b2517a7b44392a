/**
 * Checks of /profile's arguments before any query runs (Korean 400s of profile-errors.ts). The sign-up's rules where
 * /profile edits the same thing (name 2~20자, nickname up to 20, password of letters and digits, 8~64), so a member
 * never meets two rules for one field.
 */
import { kstDayKey } from '../../config/kst';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../db/schema';
import { DELETE_CONFIRM_PHRASE } from '../../contracts/profile';
import { profileErrors } from './profile-errors';
import { formatContactPhone } from '../../config/corporate-account';

export const PROFILE_NAME_MIN = 2;
export const PROFILE_NAME_MAX = 20;
export const PROFILE_NICKNAME_MAX = 20;
export const PROFILE_SCHOOL_MAX = 50;
export const PROFILE_MAJOR_MAX = 50;
export const BIRTH_YEAR_MIN = 1900;
/** Members are at least this old in the year they give (the service is for job seekers, not children). */
export const BIRTH_YEAR_MIN_AGE = 10;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

// The sign-up's pattern (src/server/accounts and the web's validation.ts).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Control characters have no place in a one-line field (a pasted NUL would fail in PostgreSQL as a 500).
const CONTROL = /[\u0000-\u001f\u007f]/;

export interface BasicInfoInput {
  name: string;
  nickname?: string | null;
  phone?: string | null;
  birthYear?: number | null;
  school?: string | null;
  major?: string | null;
}

export interface BasicInfo {
  name: string;
  nickname: string | null;
  /** Digits only (01012345678). */
  phone: string | null;
  birthYear: number | null;
  school: string | null;
  major: string | null;
}

/** The latest birth year accepted now: this KST year minus 10. */
export function latestBirthYear(now: Date = new Date()): number {
  return Number(kstDayKey(now).slice(0, 4)) - BIRTH_YEAR_MIN_AGE;
}

/** Trimmed text or null when blank; refused beyond `max` characters (counted as the member sees them). */
function optionalText(value: string | null | undefined, max: number, tooLong: () => Error): string | null {
  const text = value?.trim() ?? '';
  if (CONTROL.test(text)) throw profileErrors.invalidText();
  if ([...text].length > max) throw tooLong();
  return text || null;
}

/**
 * A Korean mobile number: 010 and eight digits (the old 011/016/017/018/019 with seven or eight), typed with or
 * without dashes or spaces; kept as digits only. Blank clears it.
 */
export function parsePhone(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  if (text.length > 20 || !/^[\d\s-]+$/.test(text)) throw profileErrors.invalidPhone();
  const digits = text.replace(/\D/g, '');
  if (!/^010\d{8}$/.test(digits) && !/^01[16789]\d{7,8}$/.test(digits)) throw profileErrors.invalidPhone();
  return digits;
}

/** 01012345678 → 010-1234-5678 (010-123-4567 for the old ten-digit numbers): the one grouping rule the web shows too. */
export function formatPhone(digits: string): string {
  return formatContactPhone(digits);
}

export function parseBasicInfo(input: BasicInfoInput, now: Date = new Date()): BasicInfo {
  const name = input.name?.trim() ?? '';
  if (!name) throw profileErrors.nameRequired();
  if (CONTROL.test(name)) throw profileErrors.invalidText();
  const nameLength = [...name].length;
  if (nameLength < PROFILE_NAME_MIN || nameLength > PROFILE_NAME_MAX) throw profileErrors.nameLength();

  const latest = latestBirthYear(now);
  const birthYear = input.birthYear ?? null;
  if (birthYear !== null && (!Number.isInteger(birthYear) || birthYear < BIRTH_YEAR_MIN || birthYear > latest)) {
    throw profileErrors.invalidBirthYear(latest);
  }
  return {
    name,
    nickname: optionalText(input.nickname, PROFILE_NICKNAME_MAX, profileErrors.nicknameLength),
    phone: parsePhone(input.phone),
    birthYear,
    school: optionalText(input.school, PROFILE_SCHOOL_MAX, profileErrors.schoolLength),
    major: optionalText(input.major, PROFILE_MAJOR_MAX, profileErrors.majorLength),
  };
}

/** The kinds the member turns off: known kinds only, each once, in the schema's order. */
export function parseMutedKinds(kinds: readonly string[]): NotificationKind[] {
  if (kinds.length > NOTIFICATION_KINDS.length * 2) throw profileErrors.invalidNotificationKind();
  for (const kind of kinds) if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) throw profileErrors.invalidNotificationKind();
  return NOTIFICATION_KINDS.filter((kind) => kinds.includes(kind));
}

/** An address to change to: trimmed, lower-cased (the users table keeps emails lower-case), the sign-up's format. */
export function parseNewEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (!email) throw profileErrors.emailRequired();
  if (email.length > 254 || !EMAIL_PATTERN.test(email) || CONTROL.test(email)) throw profileErrors.emailInvalid();
  return email;
}

/** The current password a sensitive change asks for: present and of a length a password can have. */
export function parseCurrentPassword(value: string): string {
  if (!value) throw profileErrors.passwordRequired();
  // Longer than any password the sign-up accepts cannot match; refused before hashing it.
  if (value.length > 128) throw profileErrors.wrongPassword();
  return value;
}

/** A new password: the sign-up's rule, typed twice alike. */
export function parseNewPassword(password: string, confirm: string): string {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX || !/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    throw profileErrors.newPasswordRule();
  }
  if (password !== confirm) throw profileErrors.newPasswordConfirm();
  return password;
}

/** The 6-digit email-change code (spaces around it forgiven). */
export function parseEmailCode(value: string): string {
  const code = value.trim();
  if (!/^\d{6}$/.test(code)) throw profileErrors.codeFormat();
  return code;
}

/** Deleting the account needs the phrase typed as shown (spaces around it forgiven). */
export function parseDeleteConfirmation(value: string): void {
  if (value.trim() !== DELETE_CONFIRM_PHRASE) throw profileErrors.deleteConfirm();
}
