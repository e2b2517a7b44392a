import { and, asc, gte, lt, or, type SQL } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import { kstDayKey, kstInstant } from '../../config/kst';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { FIRST_CALENDAR_YEAR, LAST_CALENDAR_YEAR } from '../../contracts/postings';
import type { Db } from '../../db/client';
import { type Posting, postings, scraps } from '../../db/schema';
import { DomainError } from '../errors/domain-error';
import { scrappedBy, scrappedPostingJoin } from './find-scrapped-postings';
import { publishedPosting } from './posting-visibility';

/** A KST calendar month. */
export interface CalendarMonth {
  year: number;
  /** 1..12 */
  month: number;
}

export const CALENDAR_ENTRY_TYPES = ['START', 'END', 'WRITTEN_TEST'] as const;
export type CalendarEntryType = (typeof CALENDAR_ENTRY_TYPES)[number];

export interface CalendarEntry {
  /** The KST day, `yyyy-MM-dd`. */
  date: string;
  type: CalendarEntryType;
  posting: Posting;
}

/**
 * A month holds a few hundred postings on a busy portal; the bound keeps one request's work finite (a month view
 * cannot show more anyway). Postings ending first are kept when a month has more.
 */
export const CALENDAR_MAX_POSTINGS = 1000;

export const calendarErrors = {
  invalidMonth: () =>
    new DomainError('invalid', 'INVALID_MONTH', '달력의 월은 2000-01부터 2100-12까지 YYYY-MM 형식으로 입력해주세요.'),
};

/** `2026-11` → { year: 2026, month: 11 }; 2000-01..2100-12 only (a wider range is only a way to scan nothing). */
export function parseCalendarMonth(value: string): CalendarMonth {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) throw calendarErrors.invalidMonth();
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < FIRST_CALENDAR_YEAR || year > LAST_CALENDAR_YEAR || month < 1 || month > 12) throw calendarErrors.invalidMonth();
  return { year, month };
}

export function calendarMonthKey({ year, month }: CalendarMonth): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** [00:00 KST of the 1st, 00:00 KST of the next month's 1st). */
export function kstMonthRange({ year, month }: CalendarMonth): { from: Date; until: Date } {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return {
    from: kstInstant(`${calendarMonthKey({ year, month })}-01`),
    until: kstInstant(`${calendarMonthKey(next)}-01`),
  };
}

const TYPE_ORDER: Record<CalendarEntryType, number> = { START: 0, END: 1, WRITTEN_TEST: 2 };

/**
 * The brand's published postings placed on a KST month: one entry on the day reception starts, one on the day it
 * ends and one on the written test's day, for each of those that falls in the month (a posting open all month long
 * with neither date in it is not placed). With `scrappedByUserId`, only that member's scraps. Entries by day, then
 * start before end before written test, then posting id.
 */
export async function findCalendarPostings(
  db: Db,
  input: { brand: BrandId; month: CalendarMonth; scrappedByUserId?: string | null; now?: Date },
): Promise<CalendarEntry[]> {
  const now = input.now ?? new Date();
  const { from, until } = kstMonthRange(input.month);
  const within = (column: PgColumn): SQL =>
    and(gte(column, from), lt(column, until))!;
  // Three range conditions, each served by its own brand-led index (start, end, written test).
  const placed = or(within(postings.receptionStartAt), within(postings.receptionEndAt), within(postings.writtenTestAt));
  const where = and(publishedPosting(input.brand, now), placed);

  let rows: Posting[];
  if (input.scrappedByUserId) {
    const joined = await db
      .select({ posting: postings })
      .from(scraps)
      .innerJoin(postings, scrappedPostingJoin)
      .where(and(scrappedBy(input.scrappedByUserId), where))
      .orderBy(asc(postings.receptionEndAt), asc(postings.id))
      .limit(CALENDAR_MAX_POSTINGS);
    rows = joined.map((r) => r.posting);
  } else {
    rows = await db
      .select()
      .from(postings)
      .where(where)
      .orderBy(asc(postings.receptionEndAt), asc(postings.id))
      .limit(CALENDAR_MAX_POSTINGS);
  }

  const inMonth = (at: Date | null): at is Date => at !== null && at >= from && at < until;
  const entries: CalendarEntry[] = [];
  for (const posting of rows) {
    if (inMonth(posting.receptionStartAt)) entries.push({ date: kstDayKey(posting.receptionStartAt), type: 'START', posting });
    if (inMonth(posting.receptionEndAt)) entries.push({ date: kstDayKey(posting.receptionEndAt), type: 'END', posting });
    if (inMonth(posting.writtenTestAt)) entries.push({ date: kstDayKey(posting.writtenTestAt), type: 'WRITTEN_TEST', posting });
  }
  return entries.sort(
    (a, b) =>
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
      TYPE_ORDER[a.type] - TYPE_ORDER[b.type] ||
      a.posting.id - b.posting.id,
  );
}
