import { describe, expect, it } from 'vitest';
import { dDayText, dDayTone, tintOnWhite } from './d-day-badge';

describe('D-day badge', () => {
  it('counts days down to the last day, then says 마감', () => {
    expect(dDayText({ status: 'OPEN', dDay: 12 })).toBe('D-12');
    expect(dDayText({ status: 'OPEN', dDay: 0 })).toBe('D-Day');
    expect(dDayText({ status: 'CLOSED', dDay: null })).toBe('마감');
    expect(dDayText({ status: 'UPCOMING', dDay: 30 })).toBe('모집예정');
  });

  it('turns red for the last three days and grey once closed', () => {
    expect(dDayTone({ status: 'OPEN', dDay: 3 })).toBe('urgent');
    expect(dDayTone({ status: 'OPEN', dDay: 4 })).toBe('open');
    expect(dDayTone({ status: 'CLOSED', dDay: null })).toBe('closed');
    expect(dDayTone({ status: 'UPCOMING', dDay: 9 })).toBe('upcoming');
  });

  it('tints on white so the badge keeps its contrast on any page background', () => {
    expect(tintOnWhite('#1f5eff')).toBe('#eff4ff');
    expect(tintOnWhite('#000000')).toBe('#ededed');
    expect(tintOnWhite('red')).toBe('#fff');
  });
});
