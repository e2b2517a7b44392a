import { describe, expect, it } from 'vitest';
import { formatChatDate, formatChatTime, formatRelativeTime, kstDayKey } from './chat-time';

describe('formatChatDate', () => {
  it('writes the Korean date with the weekday, in Korea time', () => {
    expect(formatChatDate('2026-11-22T06:05:00Z')).toBe('2026년 11월 22일 일요일');
    // 16:00 UTC is already the next day in Korea.
    expect(formatChatDate('2026-11-22T16:00:00Z')).toBe('2026년 11월 23일 월요일');
    expect(formatChatDate('2026-01-01T00:00:00+09:00')).toBe('2026년 1월 1일 목요일');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatChatDate('nope')).toBe('');
  });
});

describe('formatChatTime', () => {
  it('uses 오전/오후 and a 12-hour clock with two-digit minutes', () => {
    expect(formatChatTime('2026-11-22T06:05:00Z')).toBe('오후 3:05');
    expect(formatChatTime('2026-11-22T00:09:00Z')).toBe('오전 9:09');
    expect(formatChatTime('2026-11-22T00:00:00+09:00')).toBe('오전 12:00');
    expect(formatChatTime('2026-11-22T12:30:00+09:00')).toBe('오후 12:30');
    expect(formatChatTime('2026-11-22T23:59:00+09:00')).toBe('오후 11:59');
  });
});

describe('kstDayKey', () => {
  it('groups by the Korean calendar day', () => {
    expect(kstDayKey('2026-11-22T14:59:59Z')).toBe('2026-11-22');
    expect(kstDayKey('2026-11-22T15:00:00Z')).toBe('2026-11-23');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-22T12:00:00+09:00');
  it('counts minutes and hours within a day', () => {
    expect(formatRelativeTime('2026-11-22T11:59:30+09:00', now)).toBe('방금 전');
    expect(formatRelativeTime('2026-11-22T11:55:00+09:00', now)).toBe('5분 전');
    expect(formatRelativeTime('2026-11-22T09:00:00+09:00', now)).toBe('3시간 전');
    expect(formatRelativeTime('2026-11-21T13:00:00+09:00', now)).toBe('23시간 전');
  });

  it('names yesterday, days within a week, then the date', () => {
    expect(formatRelativeTime('2026-11-21T08:00:00+09:00', now)).toBe('어제');
    expect(formatRelativeTime('2026-11-19T08:00:00+09:00', now)).toBe('3일 전');
    expect(formatRelativeTime('2026-11-02T08:00:00+09:00', now)).toBe('11월 2일');
    expect(formatRelativeTime('2025-11-02T08:00:00+09:00', now)).toBe('2025. 11. 2.');
  });

  it('treats a clock slightly ahead of ours as just now', () => {
    expect(formatRelativeTime('2026-11-22T12:00:05+09:00', now)).toBe('방금 전');
  });
});
