import { describe, expect, it } from 'vitest';
import { localDeadline, secondsLeft, serverRemainingMs } from './exam-clock';
import { choiceSymbol, formatClock, formatDuration, formatPercent } from './format';

describe('serverRemainingMs', () => {
  const open = {
    status: 'IN_PROGRESS' as const,
    deadlineAt: '2026-03-01T00:30:00.000Z',
    serverNow: '2026-03-01T00:05:00.400Z',
    remainingSeconds: 1499,
  };

  it('uses deadlineAt − serverNow to the millisecond', () => {
    expect(serverRemainingMs(open)).toBe(1_499_600);
  });

  it('falls back to remainingSeconds and never goes below zero', () => {
    expect(serverRemainingMs({ ...open, deadlineAt: null })).toBe(1_499_000);
    expect(serverRemainingMs({ ...open, serverNow: '2026-03-01T01:00:00.000Z', remainingSeconds: 0 })).toBe(0);
  });

  it('is null for closed records and for records without a deadline', () => {
    expect(serverRemainingMs({ ...open, status: 'SUBMITTED', remainingSeconds: null })).toBeNull();
    expect(serverRemainingMs({ ...open, deadlineAt: null, remainingSeconds: null })).toBeNull();
  });

  it('anchors to the browser clock, whatever that clock says', () => {
    // A browser clock an hour behind still counts down the same 25 minutes.
    const receivedAt = Date.parse('2026-02-28T23:05:00.000Z');
    const deadline = localDeadline(serverRemainingMs(open)!, receivedAt);
    expect(secondsLeft(deadline, receivedAt)).toBe(1500);
    expect(secondsLeft(deadline, receivedAt + 1_499_000)).toBe(1);
    expect(secondsLeft(deadline, receivedAt + 1_499_600)).toBe(0);
    expect(secondsLeft(deadline, receivedAt + 9_999_999)).toBe(0);
  });
});

describe('formats', () => {
  it('clock', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(25 * 60)).toBe('25:00');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(-5)).toBe('00:00');
  });

  it('duration', () => {
    expect(formatDuration(45)).toBe('45초');
    expect(formatDuration(32 * 60 + 10)).toBe('32분 10초');
    expect(formatDuration(3600 + 5 * 60 + 9)).toBe('1시간 5분');
    expect(formatDuration(0)).toBe('0초');
  });

  it('choice symbols and percents', () => {
    expect(choiceSymbol(1)).toBe('①');
    expect(choiceSymbol(5)).toBe('⑤');
    expect(choiceSymbol(11)).toBe('11번');
    expect(formatPercent(87.5)).toBe('87.5');
    expect(formatPercent(90)).toBe('90');
  });
});
