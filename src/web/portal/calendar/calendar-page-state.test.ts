import { describe, expect, it } from 'vitest';
import { calendarPageHref, parseCalendarPageState } from './calendar-page-state';

const TODAY = '2026-11-25';

describe('calendar page address', () => {
  it('reads month, view and the scraps filter; the month defaults to today\'s', () => {
    expect(parseCalendarPageState({}, TODAY)).toEqual({ month: { year: 2026, month: 11 }, view: null, scrapped: false });
    expect(parseCalendarPageState({ month: '2027-01', view: 'list', scrapped: '1' }, TODAY)).toEqual({
      month: { year: 2027, month: 1 },
      view: 'list',
      scrapped: true,
    });
    expect(parseCalendarPageState({ month: '2101-01', view: 'week', scrapped: 'yes' }, TODAY)).toEqual({
      month: { year: 2026, month: 11 },
      view: null,
      scrapped: false,
    });
  });

  it('writes the month always and the rest when set', () => {
    expect(calendarPageHref({ month: { year: 2026, month: 3 }, view: null, scrapped: false })).toBe('/calendar?month=2026-03');
    expect(calendarPageHref({ month: { year: 2026, month: 12 }, view: 'month', scrapped: true })).toBe(
      '/calendar?month=2026-12&view=month&scrapped=1',
    );
  });
});
