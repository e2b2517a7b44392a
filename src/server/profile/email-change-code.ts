/**
 * The 6-digit code of an email change: random, mailed to the new address, kept only as a SHA-256 that also covers the
 * member and the address, so a leaked row neither shows the code nor confirms another address with it.
 */
import { hash, randomInt, timingSafeEqual } from 'node:crypto';

export const EMAIL_CODE_TTL_MS = 10 * 60_000;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

export function createEmailCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashEmailCode(userId: string, newEmail: string, code: string): string {
  return hash('sha256', `${userId}\n${newEmail}\n${code}`, 'hex');
}

/** Compared in constant time: how much of a guess matched must not show in the response time. */
export function emailCodeMatches(stored: string, userId: string, newEmail: string, code: string): boolean {
  const given = Buffer.from(hashEmailCode(userId, newEmail, code), 'hex');
  const kept = Buffer.from(stored, 'hex');
  return kept.length === given.length && timingSafeEqual(kept, given);
}
