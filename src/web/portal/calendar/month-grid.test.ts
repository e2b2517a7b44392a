import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  daysBetween,
  formatMonthKey,
  groupByDay,
  monthLabel,
  monthWeeks,
  parseMonthKey,
  shiftMonth,
  testCountdownLabel,
} from './month-grid';

describe('month keys', () => {
  it('parses YYYY-MM within 2000-01..2100-12 only', () => {
    expect(parseMonthKey('2026-11')).toEqual({ year: 2026, month: 11 });
    expect(parseMonthKey('2000-01')).toEqual({ year: 2000, month: 1 });
    expect(parseMonthKey('2100-12')).toEqual({ year: 2100, month: 12 });
    for (const bad of ['2026-13', '2026-00', '1999-12', '2101-01', '2026-1', '2026/11', '', undefined, ['2026-11']]) {
      expect(parseMonthKey(bad), String(bad)).toBeNull();
    }
  });

  it('moves across years and stops at the range', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2000, month: 1 }, -1)).toBeNull();
    expect(shiftMonth({ year: 2100, month: 12 }, 1)).toBeNull();
    expect(formatMonthKey({ year: 2026, month: 3 })).toBe('2026-03');
    expect(monthLabel({ year: 2026, month: 3 })).toBe('2026년 3월');
  });
});

describe('monthWeeks', () => {
  it('covers November 2026 (starts on a Sunday, 30 days) in five weeks, Sunday first', () => {
    const weeks = monthWeeks({ year: 2026, month: 11 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toEqual({ key: '2026-11-01', day: 1, weekday: 0, inMonth: true });
    expect(weeks[4]![1]).toMatchObject({ key: '2026-11-30', inMonth: true });
    expect(weeks[4]![6]).toMatchObject({ key: '2026-12-05', inMonth: false });
  });

  it('pads with the neighbouring months and handles leap Februaries', () => {
    const feb2028 = monthWeeks({ year: 2028, month: 2 });
    const days = feb2028.flat();
    expect(days.filter((d) => d.inMonth)).toHaveLength(29);
    expect(days[0]).toMatchObject({ key: '2028-01-30', inMonth: false });
    expect(days.every((d, i) => d.weekday === i % 7)).toBe(true);
    // February 2026 starts on a Sunday and has 28 days: exactly four weeks.
    expect(monthWeeks({ year: 2026, month: 2 })).toHaveLength(4);
    // August 2026 starts on a Saturday and has 31 days: six weeks.
    expect(monthWeeks({ year: 2026, month: 8 })).toHaveLength(6);
  });
});

describe('days', () => {
  it('labels a day and counts days between two', () => {
    expect(dayLabel('2026-11-03')).toBe('11월 3일 (화)');
    expect(daysBetween('2026-11-25', '2026-12-01')).toBe(6);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(testCountdownLabel('2026-11-25', '2026-12-01')).toBe('D-6');
    expect(testCountdownLabel('2026-11-25', '2026-11-25')).toBe('D-Day');
    expect(testCountdownLabel('2026-11-25', '2026-11-24')).toBe('종료');
  });

  it('groups entries by day in day order, keeping each day\'s order', () => {
    const grouped = groupByDay([
      { date: '2026-11-05', id: 'a' },
      { date: '2026-11-01', id: 'b' },
      { date: '2026-11-05', id: 'c' },
    ]);
    expect([...grouped.keys()]).toEqual(['2026-11-01', '2026-11-05']);
    expect(grouped.get('2026-11-05')!.map((e) => e.id)).toEqual(['a', 'c']);
  });
});
