/**
 * Dates as Korean users read them (KST, Asia/Seoul, no daylight saving): calendar days, D-day and the status of a
 * posting's reception. date-fns with @date-fns/tz and the ko locale print the same on Node and in the browser, where
 * `Intl` does not (field notes), so server-rendered and hydrated pages agree. Imports nothing of ours.
 */
import { TZDate, tz } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, format, startOfDay } from 'date-fns';
import { ko } from 'date-fns/locale';

export const KST_ZONE = 'Asia/Seoul';
const inKst = tz(KST_ZONE);

/** 모집예정, 모집중, 마감. */
export const POSTING_STATUSES = ['UPCOMING', 'OPEN', 'CLOSED'] as const;
export type PostingStatus = (typeof POSTING_STATUSES)[number];

export const POSTING_STATUS_LABELS: Record<PostingStatus, string> = {
  UPCOMING: '모집예정',
  OPEN: '모집중',
  CLOSED: '마감',
};

type DateInput = Date | string | number;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** The instant the KST calendar day of `at` begins (00:00 KST). */
export function startOfKstDay(at: DateInput): Date {
  return new Date(startOfDay(toDate(at), { in: inKst }).getTime());
}

/** The instant the next KST day begins: a day's range is [startOfKstDay, endOfKstDayExclusive). */
export function endOfKstDayExclusive(at: DateInput): Date {
  return new Date(addDays(startOfDay(toDate(at), { in: inKst }), 1).getTime());
}

/** `yyyy-MM-dd` of the KST day of `at`; the key of per-day counters. */
export function kstDayKey(at: DateInput): string {
  return format(new TZDate(toDate(at).getTime(), KST_ZONE), 'yyyy-MM-dd');
}

/** KST calendar days from `now` to `target`: 0 on the same day, negative once the day has passed. */
export function kstDaysUntil(target: DateInput, now: DateInput): number {
  return differenceInCalendarDays(toDate(target), toDate(now), { in: inKst });
}

/** `D-3`, `D-Day` on the last day, `null` once the day has passed (the page shows 마감). */
export function dDayLabel(target: DateInput, now: DateInput): string | null {
  const days = kstDaysUntil(target, now);
  if (days < 0) return null;
  return days === 0 ? 'D-Day' : `D-${days}`;
}

/**
 * A posting's status from its reception period: 모집예정 before the start, 모집중 up to and including the end
 * instant (the seed and the console store ends as 23:59:59 KST of the last day), 마감 after it.
 */
export function postingStatusAt(reception: { startAt: DateInput; endAt: DateInput }, now: DateInput): PostingStatus {
  const t = toDate(now).getTime();
  if (t < toDate(reception.startAt).getTime()) return 'UPCOMING';
  if (t > toDate(reception.endAt).getTime()) return 'CLOSED';
  return 'OPEN';
}

const isValid = (date: Date) => !Number.isNaN(date.getTime());

/**
 * `at` in KST with a date-fns pattern and the ko locale (`a` → 오전/오후, `EEE` → 일, `EEEE` → 일요일); an empty
 * string for an invalid instant, so a bad value from an API never breaks a page.
 */
export function formatInKst(at: DateInput, pattern: string): string {
  const date = toDate(at);
  return isValid(date) ? format(new TZDate(date.getTime(), KST_ZONE), pattern, { locale: ko }) : '';
}

/** `2026.03.01` (lists and tables). */
export function formatKstDay(at: DateInput): string {
  return formatInKst(at, 'yyyy.MM.dd');
}

/** `2026.03.01 14:05` (lists and tables). */
export function formatKstDayTime(at: DateInput): string {
  return formatInKst(at, 'yyyy.MM.dd HH:mm');
}

/** `2026.03.01 (일)` */
export function formatKstDate(at: DateInput): string {
  return formatInKst(at, 'yyyy.MM.dd (EEE)');
}

/** `2026.03.01 (일) 오전 9:00` */
export function formatKstDateTime(at: DateInput): string {
  return formatInKst(at, 'yyyy.MM.dd (EEE) a h:mm');
}

/**
 * When a post was written, as Korean boards list it: the time for today (`14:05`), month and day this year (`03.01`),
 * the full date before (`2025.12.31`), all by KST calendar days relative to `now`.
 */
export function formatKstListTime(at: DateInput, now: DateInput): string {
  const date = toDate(at);
  if (!isValid(date)) return '';
  if (kstDayKey(date) === kstDayKey(now)) return formatInKst(date, 'HH:mm');
  return kstDayKey(date).slice(0, 4) === kstDayKey(now).slice(0, 4) ? formatInKst(date, 'MM.dd') : formatKstDay(date);
}

/**
 * When a post was written, as its page says it: `방금 전`, `12분 전`, `3시간 전` within today (KST), else the full
 * date and time (`2026.03.01 (일) 오전 9:00`). A time ahead of `now` (a clock a little behind) reads as 방금 전.
 */
export function formatKstRelativeTime(at: DateInput, now: DateInput): string {
  const date = toDate(at);
  if (!isValid(date)) return '';
  if (kstDayKey(date) !== kstDayKey(now)) return formatKstDateTime(date);
  const minutes = Math.floor((toDate(now).getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return '방금 전';
  if (minutes < 60) return `${minutes}분 전`;
  return `${Math.floor(minutes / 60)}시간 전`;
}

/** The instant of `hh:mm` KST on the KST day `dayKey` (`yyyy-MM-dd`). */
export function kstInstant(dayKey: string, hours = 0, minutes = 0, seconds = 0): Date {
  const [y, m, d] = dayKey.split('-').map(Number);
  return new Date(new TZDate(y!, m! - 1, d!, hours, minutes, seconds, KST_ZONE).getTime());
}
