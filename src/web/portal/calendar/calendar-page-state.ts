/**
 * The calendar page's address (`/calendar?month=2026-11&view=list&scrapped=1`): the month shown (this KST month when
 * absent or out of range), month grid or list (the device's default when absent: list on phones), and the
 * "내 스크랩만" filter. Pure, shared by getServerSideProps and the page.
 */
import { formatMonthKey, type MonthKey, parseMonthKey } from './month-grid';

export const CALENDAR_PAGE_PATH = '/calendar';
export const CALENDAR_VIEWS = ['month', 'list'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export interface CalendarPageState {
  month: MonthKey;
  /** null: the device's default. */
  view: CalendarView | null;
  scrapped: boolean;
}

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** `today` is the KST day (`yyyy-MM-dd`) the server rendered on; its month is the default. */
export function parseCalendarPageState(query: Record<string, unknown>, today: string): CalendarPageState {
  const view = first(query.view);
  return {
    month: parseMonthKey(first(query.month)) ?? parseMonthKey(today.slice(0, 7))!,
    view: (CALENDAR_VIEWS as readonly unknown[]).includes(view) ? (view as CalendarView) : null,
    scrapped: first(query.scrapped) === '1',
  };
}

/** The page's address for a state; the month is always written so a shared link keeps its month. */
export function calendarPageHref(state: CalendarPageState): string {
  const params = new URLSearchParams({ month: formatMonthKey(state.month) });
  if (state.view) params.set('view', state.view);
  if (state.scrapped) params.set('scrapped', '1');
  return `${CALENDAR_PAGE_PATH}?${params.toString()}`;
}
