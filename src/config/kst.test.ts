import { describe, expect, it } from 'vitest';
import {
  dDayLabel,
  endOfKstDayExclusive,
  formatKstDate,
  formatKstDateTime,
  formatKstDay,
  formatKstDayTime,
  formatKstListTime,
  formatKstRelativeTime,
  kstDayKey,
  kstDaysUntil,
  kstInstant,
  postingStatusAt,
  startOfKstDay,
} from './kst';

// 2026-03-01 00:00 KST is 2026-02-28 15:00 UTC.
const MIDNIGHT_MAR_1 = new Date('2026-02-28T15:00:00.000Z');
const LAST_MINUTE_FEB_28 = new Date('2026-02-28T14:59:00.000Z'); // 23:59 KST on Feb 28

describe('KST days', () => {
  it('puts 23:59 KST and 00:00 KST on different days although both are Feb 28 in UTC', () => {
    expect(kstDayKey(LAST_MINUTE_FEB_28)).toBe('2026-02-28');
    expect(kstDayKey(MIDNIGHT_MAR_1)).toBe('2026-03-01');
  });

  it('gives the day boundaries as instants', () => {
    expect(startOfKstDay(new Date('2026-03-01T10:00:00Z')).toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(endOfKstDayExclusive(LAST_MINUTE_FEB_28).toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(kstInstant('2026-03-01', 23, 59, 59).toISOString()).toBe('2026-03-01T14:59:59.000Z');
  });

  it('counts D-day in KST calendar days', () => {
    const deadline = kstInstant('2026-03-01', 23, 59, 59);
    expect(dDayLabel(deadline, LAST_MINUTE_FEB_28)).toBe('D-1');
    expect(dDayLabel(deadline, MIDNIGHT_MAR_1)).toBe('D-Day');
    expect(dDayLabel(deadline, kstInstant('2026-03-02'))).toBeNull();
    expect(kstDaysUntil(kstInstant('2026-03-11', 9), MIDNIGHT_MAR_1)).toBe(10);
  });

  it('prints list dates in Korean wall-clock time, crossing midnight, month ends and the year boundary', () => {
    expect(formatKstDay('2026-02-28T15:30:00.000Z')).toBe('2026.03.01');
    expect(formatKstDayTime('2026-02-28T15:05:00.000Z')).toBe('2026.03.01 00:05');
    expect(formatKstDayTime('2026-01-02T03:04:05.000Z')).toBe('2026.01.02 12:04');
    expect(formatKstDayTime('2026-12-31T14:59:00.000Z')).toBe('2026.12.31 23:59');
    expect(formatKstDayTime('2026-12-31T15:00:00.000Z')).toBe('2027.01.01 00:00');
    expect(formatKstDay('2028-02-29T14:59:59.000Z')).toBe('2028.02.29');
    expect(formatKstDay('2028-02-29T15:00:00.000Z')).toBe('2028.03.01');
  });

  it('gives an empty list date for an invalid instant', () => {
    expect(formatKstDay('nope')).toBe('');
    expect(formatKstDayTime('')).toBe('');
  });

  it('counts D-day across the year boundary and month ends', () => {
    expect(dDayLabel(kstInstant('2027-01-01', 23, 59, 59), kstInstant('2026-12-31', 23, 59))).toBe('D-1');
    expect(kstDaysUntil(kstInstant('2026-03-01'), kstInstant('2026-01-31', 12))).toBe(29);
    expect(kstDaysUntil(kstInstant('2028-03-01'), kstInstant('2028-02-28', 23, 59))).toBe(2);
  });

  it('prints dates with the ko locale', () => {
    expect(formatKstDate(MIDNIGHT_MAR_1)).toBe('2026.03.01 (일)');
    expect(formatKstDateTime(kstInstant('2026-03-01', 9))).toBe('2026.03.01 (일) 오전 9:00');
    expect(formatKstDateTime('2026-03-01T15:30:00.000Z')).toBe('2026.03.02 (월) 오전 12:30');
    expect(formatKstDateTime('nope')).toBe('');
  });
});

describe('postingStatusAt', () => {
  const reception = { startAt: kstInstant('2026-03-01'), endAt: kstInstant('2026-03-10', 23, 59, 59) };

  it('is 모집예정 until the start, 모집중 at 00:00 KST of the first day', () => {
    expect(postingStatusAt(reception, LAST_MINUTE_FEB_28)).toBe('UPCOMING');
    expect(postingStatusAt(reception, MIDNIGHT_MAR_1)).toBe('OPEN');
  });

  it('is 모집중 at 23:59 KST of the last day and 마감 at 00:00 KST the next day', () => {
    expect(postingStatusAt(reception, kstInstant('2026-03-10', 23, 59))).toBe('OPEN');
    expect(postingStatusAt(reception, kstInstant('2026-03-11'))).toBe('CLOSED');
  });
});

describe('formatKstListTime', () => {
  const now = new Date('2026-03-01T03:00:00.000Z'); // 12:00 KST on Mar 1
  it('prints the time for today in KST, even when UTC still says yesterday', () => {
    expect(formatKstListTime(MIDNIGHT_MAR_1, now)).toBe('00:00');
  });
  it('prints month and day for an earlier day of the year, and the full date across the year boundary', () => {
    expect(formatKstListTime(LAST_MINUTE_FEB_28, now)).toBe('02.28');
    expect(formatKstListTime(new Date('2025-12-31T14:59:00.000Z'), new Date('2025-12-31T15:00:00.000Z'))).toBe('2025.12.31');
  });
  it('prints nothing for an invalid instant', () => {
    expect(formatKstListTime('nope', now)).toBe('');
  });
});

describe('formatKstRelativeTime', () => {
  const now = new Date('2026-03-01T03:00:00.000Z'); // 12:00 KST on Mar 1
  it('counts minutes and hours within the KST day', () => {
    expect(formatKstRelativeTime(new Date('2026-03-01T02:59:30.000Z'), now)).toBe('방금 전');
    expect(formatKstRelativeTime(new Date('2026-03-01T02:48:00.000Z'), now)).toBe('12분 전');
    expect(formatKstRelativeTime(MIDNIGHT_MAR_1, now)).toBe('12시간 전');
  });
  it('prints the full date for yesterday in KST, even one minute before midnight', () => {
    expect(formatKstRelativeTime(LAST_MINUTE_FEB_28, MIDNIGHT_MAR_1)).toBe('2026.02.28 (토) 오후 11:59');
  });
  it('reads a time slightly ahead of the clock as 방금 전, and an invalid one as nothing', () => {
    expect(formatKstRelativeTime(new Date('2026-03-01T03:00:20.000Z'), now)).toBe('방금 전');
    expect(formatKstRelativeTime('nope', now)).toBe('');
  });
});
