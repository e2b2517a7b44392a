/**
 * Dates and times in the chat, in Korean and in Korea's time zone (UTC+9, no daylight saving), so the server
 * render, the browser and the tests agree whatever the machine's zone is.
 */

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const WEEKDAYS = ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'] as const;

interface KstParts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function kstParts(date: Date): KstParts {
  const shifted = new Date(date.getTime() + KST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** `YYYY-MM-DD` of the Korean calendar day, for grouping messages by day. */
export function kstDayKey(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return '';
  const p = kstParts(date);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Date separator: `2026년 11월 22일 일요일`. */
export function formatChatDate(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return '';
  const p = kstParts(date);
  return `${p.year}년 ${p.month}월 ${p.day}일 ${WEEKDAYS[p.weekday]}`;
}

/** Message time: `오전 9:05`, `오후 3:05`, `오전 12:00` (midnight), `오후 12:30` (noon). */
export function formatChatTime(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return '';
  const { hour, minute } = kstParts(date);
  const half = hour < 12 ? '오전' : '오후';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${half} ${hour12}:${String(minute).padStart(2, '0')}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Room list time: `방금 전`, `5분 전`, `3시간 전` within the day's 24 hours, then `어제`, `3일 전` within a week,
 * then `11월 2일` this year or `2025. 11. 2.` before it.
 */
export function formatRelativeTime(value: string | number | Date, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const diff = now.getTime() - date.getTime();
  if (diff < MINUTE) return '방금 전';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}분 전`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}시간 전`;
  const then = kstParts(date);
  const today = kstParts(now);
  const dayDiff = Math.round(
    (Date.UTC(today.year, today.month - 1, today.day) - Date.UTC(then.year, then.month - 1, then.day)) / DAY,
  );
  if (dayDiff <= 1) return '어제';
  if (dayDiff < 7) return `${dayDiff}일 전`;
  if (then.year === today.year) return `${then.month}월 ${then.day}일`;
  return `${then.year}. ${then.month}. ${then.day}.`;
}
