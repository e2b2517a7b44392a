/**
 * Dates and times in the chat, in Korean and in Korea's time zone, from the one date module (src/config/kst.ts:
 * date-fns with @date-fns/tz and the ko locale), so the server render, the browser and the tests agree whatever the
 * machine's zone is.
 */
import { formatInKst, kstDaysUntil } from '../../config/kst';

type DateInput = string | number | Date;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `YYYY-MM-DD` of the Korean calendar day, for grouping messages by day. */
export function kstDayKey(value: DateInput): string {
  return formatInKst(value, 'yyyy-MM-dd');
}

/** Date separator: `2026년 11월 22일 일요일`. */
export function formatChatDate(value: DateInput): string {
  return formatInKst(value, 'yyyy년 M월 d일 EEEE');
}

/** Message time: `오전 9:05`, `오후 3:05`, `오전 12:00` (midnight), `오후 12:30` (noon). */
export function formatChatTime(value: DateInput): string {
  return formatInKst(value, 'a h:mm');
}

/**
 * Room list time: `방금 전`, `5분 전`, `3시간 전` within the day's 24 hours, then `어제`, `3일 전` within a week,
 * then `11월 2일` this year or `2025. 11. 2.` before it.
 */
export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const diff = now.getTime() - date.getTime();
  if (diff < MINUTE) return '방금 전';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}분 전`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}시간 전`;
  const dayDiff = kstDaysUntil(now, date);
  if (dayDiff <= 1) return '어제';
  if (dayDiff < 7) return `${dayDiff}일 전`;
  if (formatInKst(date, 'yyyy') === formatInKst(now, 'yyyy')) return formatInKst(date, 'M월 d일');
  return formatInKst(date, 'yyyy. M. d.');
}
