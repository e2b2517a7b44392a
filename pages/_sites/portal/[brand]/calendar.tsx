/**
 * Postings calendar (spec §2.5 `/calendar`): the URL's month (this KST month by default), view and
 * "내 스크랩만" filter; that filter needs an account, so a visitor asking for it goes to /login?next=<this address>.
 * The month's entries are prefetched with the browser's query key; today's KST day and the device's default view
 * (list on phones) are decided here, once, so the server's and the browser's markup agree.
 */
import { kstDayKey } from '@/config/kst';
import { MOBILE_USER_AGENT } from '@/config/page-variants';
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { CalendarContent, type CalendarContentProps } from '@/web/portal/calendar/calendar-content';
import { parseCalendarPageState } from '@/web/portal/calendar/calendar-page-state';
import { calendarQueries } from '@/web/portal/calendar/calendar-queries';
import { formatMonthKey } from '@/web/portal/calendar/month-grid';
import { createSsrPortalClient } from '@/web/ssr/portal-ssr';
import { loginRedirectFor, shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = shellPage<CalendarContentProps>({
  site: 'portal',
  brands: ['a'],
  seo: { title: '공고 캘린더' },
  load: async ({ ctx, session, user, publicPath }) => {
    const today = kstDayKey(new Date());
    const state = parseCalendarPageState(ctx.query, today);
    if (state.scrapped && !user) {
      return { redirect: { destination: loginRedirectFor('portal', publicPath), statusCode: 302 } };
    }
    await ssrPrefetch(session, calendarQueries.month(createSsrPortalClient(ctx.req), formatMonthKey(state.month), state.scrapped));
    const defaultView = MOBILE_USER_AGENT.test(ctx.req.headers['user-agent'] ?? '') ? 'list' : 'month';
    return { props: { today, defaultView } };
  },
});

export default function CalendarPage({ today, defaultView }: ShellPageProps & CalendarContentProps) {
  return <CalendarContent today={today} defaultView={defaultView} />;
}
