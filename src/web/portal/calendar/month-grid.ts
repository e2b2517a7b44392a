/**
 * The calendar page's month arithmetic (pure): the `?month=2026-11` parameter, the months before and after, and the
 * weeks of a month grid, Sunday first as Korean calendars are. Days are plain calendar dates (`yyyy-MM-dd`) with no
 * time zone: the server already placed each posting on its KST day, so nothing here depends on the device's clock.
 */
import { FIRST_CALENDAR_YEAR, LAST_CALENDAR_YEAR } from '../../../contracts/postings';

export interface MonthKey {
  year: number;
  /** 1..12 */
  month: number;
}


const pad = (n: number) => String(n).padStart(2, '0');

export function formatMonthKey({ year, month }: MonthKey): string {
  return `${year}-${pad(month)}`;
}

/** `2026-11` → { 2026, 11 }; null for anything else or a month outside 2000-01..2100-12. */
export function parseMonthKey(value: unknown): MonthKey | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < FIRST_CALENDAR_YEAR || year > LAST_CALENDAR_YEAR || month < 1 || month > 12) return null;
  return { year, month };
}

/** The month `delta` months away; null past the calendar's range. */
export function shiftMonth({ year, month }: MonthKey, delta: number): MonthKey | null {
  const index = year * 12 + (month - 1) + delta;
  const shifted = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return shifted.year < FIRST_CALENDAR_YEAR || shifted.year > LAST_CALENDAR_YEAR ? null : shifted;
}

/** `2026년 11월` */
export function monthLabel({ year, month }: MonthKey): string {
  return `${year}년 ${month}월`;
}

export interface GridDay {
  /** `yyyy-MM-dd` */
  key: string;
  day: number;
  /** Day of the week, 0 Sunday .. 6 Saturday. */
  weekday: number;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
}

const dayKeyOf = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** Whole weeks (Sunday..Saturday) covering the month: four to six rows of seven days. */
export function monthWeeks({ year, month }: MonthKey): GridDay[][] {
  // UTC dates are used only as a calendar: no instant of them is ever shown or compared with a clock.
  const first = new Date(Date.UTC(year, month - 1, 1));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = first.getUTCDay();
  const cells = Math.ceil((lead + daysInMonth) / 7) * 7;
  const weeks: GridDay[][] = [];
  for (let i = 0; i < cells; i++) {
    const date = new Date(Date.UTC(year, month - 1, 1 - lead + i));
    const day: GridDay = {
      key: dayKeyOf(date),
      day: date.getUTCDate(),
      weekday: date.getUTCDay(),
      inMonth: date.getUTCMonth() === month - 1,
    };
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]!.push(day);
  }
  return weeks;
}

export const WEEKDAY_LABELS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** `11월 3일 (화)` for a `yyyy-MM-dd` day. */
export function dayLabel(key: string): string {
  const [y, m, d] = key.split('-').map(Number);
  const weekday = new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
  return `${m}월 ${d}일 (${WEEKDAY_LABELS[weekday]})`;
}

/** Entries grouped by their day, days in order, each day's entries in the order given. */
export function groupByDay<E extends { date: string }>(entries: readonly E[]): Map<string, E[]> {
  const days = new Map<string, E[]>();
  for (const entry of [...entries].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))) {
    const list = days.get(entry.date);
    if (list) list.push(entry);
    else days.set(entry.date, [entry]);
  }
  return days;
}

/** Calendar days from day `from` to day `to` (both `yyyy-MM-dd`): 0 the same day, negative once past. */
export function daysBetween(from: string, to: string): number {
  const at = (key: string) => {
    const [y, m, d] = key.split('-').map(Number);
    return Date.UTC(y!, m! - 1, d!);
  };
  return Math.round((at(to) - at(from)) / 86_400_000);
}

/** The written test's countdown: `D-12`, `D-Day`, or `종료` once held. */
export function testCountdownLabel(today: string, testDay: string): string {
  const days = daysBetween(today, testDay);
  if (days < 0) return '종료';
  return days === 0 ? 'D-Day' : `D-${days}`;
}
