/**
 * Display formatting for the catalogue and my-CBT lists. Numbers by hand instead of Intl/toLocaleString: Node's ICU
 * and Chromium format Korean text differently, which would break hydration (field notes). Dates: src/config/kst.ts.
 */
import type { ExamTypeRef } from '../api/exams-api';
import { formatContactPhone, phoneDigits } from '../../config/corporate-account';

/** `12900` → `12,900원`. */
export function formatPrice(won: number): string {
  const sign = won < 0 ? '-' : '';
  const digits = String(Math.abs(Math.trunc(won)));
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}원`;
}

/** `1234` → `1,234`. */
export function formatNumber(n: number): string {
  return formatPrice(n).slice(0, -1);
}

/**
 * A phone number as people write it — 010-1234-5678, 02-123-4567, 031-123-4567, 1588-1234 — however it is stored
 * (members' and companies' phones are kept as digits). The one display rule for every phone the web shows; what is
 * not a number is shown as stored.
 */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value.trim());
  return /^\d+$/.test(digits) ? formatContactPhone(digits) : value;
}

/** Seconds → `1시간 5분 3초`, `12분 30초`, `45초`. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts: string[] = [];
  if (h) parts.push(`${h}시간`);
  if (m) parts.push(`${m}분`);
  if (s || parts.length === 0) parts.push(`${s}초`);
  return parts.join(' ');
}

/** The exam's category: the first top-level type (the API lists types top level first). */
export function topLevelType(types: readonly ExamTypeRef[]): ExamTypeRef | undefined {
  return types.find((type) => type.parentId === null) ?? types[0];
}

/** The most specific type (the exam's own), for the badge next to the category. */
export function leafType(types: readonly ExamTypeRef[]): ExamTypeRef | undefined {
  const last = types[types.length - 1];
  return last && last.parentId !== null ? last : undefined;
}

/** Cuts text for meta descriptions at a word boundary with an ellipsis. */
export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}
