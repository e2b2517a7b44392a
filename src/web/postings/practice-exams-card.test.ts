import { describe, expect, it } from 'vitest';
import { kstInstant } from '../../config/kst';
import { writtenTestDDay } from './practice-exams-card';

describe('writtenTestDDay', () => {
  const test = kstInstant('2026-12-05', 10).toISOString();

  it('counts KST calendar days to the written test', () => {
    expect(writtenTestDDay(test, kstInstant('2026-11-28', 23, 59))).toBe('필기 D-7');
    // 00:30 KST on the 5th is still the 4th in UTC: the count follows the Korean calendar.
    expect(writtenTestDDay(test, kstInstant('2026-12-05', 0, 30))).toBe('필기 D-Day');
  });

  it('has no D-day once the test day has passed', () => {
    expect(writtenTestDDay(test, kstInstant('2026-12-06'))).toBeNull();
  });
});
