/**
 * The postings calendar (spec §2.5 `/calendar`): postings placed on the KST days their reception starts and
 * ends and their written test is held, as a month grid or a list (a phone's default), months before and after in the
 * URL (`?month=2026-11`), and "내 스크랩만" for a member (a visitor choosing it goes to the login with `next` back
 * here). Changes are shallow route changes: the month's query follows the URL, the previous month staying on screen
 * meanwhile. "Today" is the KST day the server rendered on, so the server's and the browser's markup agree.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { LoadingState, QueryError } from '../../ui/query-state';
import { useCurrentUser } from '../../session/use-current-user';
import { mobileQuery } from '../../styles/theme';
import { PageContainer } from '../../ui/page-layout';
import { browserPortalClient } from '../../api/portal-client';
import { portalLoginHref } from '../../postings/scrap-toggle';
import { PageHead, PillGroup, PillLink } from '../search/tab-links';
import { ENTRY_TYPE_NAMES, TypeChip } from './calendar-entry';
import { calendarPageHref, type CalendarPageState, type CalendarView, parseCalendarPageState } from './calendar-page-state';
import { calendarQueries } from './calendar-queries';
import { dayAnchor, ListView } from './list-view';
import { formatMonthKey, groupByDay, monthLabel, parseMonthKey, shiftMonth } from './month-grid';
import { MonthView } from './month-view';

export interface CalendarContentProps {
  /** The KST day the server rendered on (`yyyy-MM-dd`). */
  today: string;
  /** The view when the address names none: list on phones, the month grid elsewhere. */
  defaultView: CalendarView;
}

const VIEW_LABELS: Record<CalendarView, string> = { month: '달력', list: '목록' };

export function CalendarContent({ today, defaultView }: CalendarContentProps) {
  const router = useRouter();
  const { user } = useCurrentUser();
  const state = parseCalendarPageState(router.query, today);
  const view = state.view ?? defaultView;
  const monthKey = formatMonthKey(state.month);
  const query = useQuery({
    ...calendarQueries.month(browserPortalClient, monthKey, state.scrapped),
    placeholderData: keepPreviousData,
  });
  const hrefOf = (next: CalendarPageState) => calendarPageHref(next);
  const prev = shiftMonth(state.month, -1);
  const next = shiftMonth(state.month, 1);
  const thisMonth = parseMonthKey(today.slice(0, 7))!;
  const scrappedHref = hrefOf({ ...state, scrapped: true });
  const byDay = groupByDay(query.data ?? []);

  return (
    <PageContainer>
      <PageHead>
        <h1>공고 캘린더</h1>
        <p>접수 시작일, 마감일과 필기시험일에 공고를 표시합니다.</p>
      </PageHead>

      <Toolbar>
        <MonthNav aria-label="달 이동">
          {prev ? (
            <NavLink href={hrefOf({ ...state, month: prev })} shallow scroll={false} aria-label="이전 달" data-testid="calendar-prev">
              ‹
            </NavLink>
          ) : null}
          <MonthTitle data-testid="calendar-month-title" aria-live="polite">
            {monthLabel(state.month)}
          </MonthTitle>
          {next ? (
            <NavLink href={hrefOf({ ...state, month: next })} shallow scroll={false} aria-label="다음 달" data-testid="calendar-next">
              ›
            </NavLink>
          ) : null}
          {monthKey !== formatMonthKey(thisMonth) ? (
            <PillLink href={hrefOf({ ...state, month: thisMonth })} shallow scroll={false}>
              이번 달
            </PillLink>
          ) : null}
        </MonthNav>

        <Options>
          <PillGroup role="group" aria-label="공고 범위">
            <PillLink
              href={hrefOf({ ...state, scrapped: false })}
              shallow
              scroll={false}
              aria-current={!state.scrapped ? 'true' : undefined}
              data-testid="calendar-filter-all"
            >
              전체 공고
            </PillLink>
            <PillLink
              // A visitor logs in first and comes back to the filtered calendar.
              href={user ? scrappedHref : portalLoginHref(scrappedHref)}
              shallow={Boolean(user)}
              scroll={false}
              aria-current={state.scrapped ? 'true' : undefined}
              data-testid="calendar-filter-scrapped"
            >
              내 스크랩만
            </PillLink>
          </PillGroup>
          <PillGroup role="group" aria-label="보기 방식">
            {(['month', 'list'] as const).map((v) => (
              <PillLink
                key={v}
                href={hrefOf({ ...state, view: v })}
                shallow
                scroll={false}
                aria-current={view === v ? 'true' : undefined}
                data-testid={`calendar-view-${v}`}
              >
                {VIEW_LABELS[v]}
              </PillLink>
            ))}
          </PillGroup>
        </Options>
      </Toolbar>

      <Legend aria-label="표시">
        {(['START', 'END', 'WRITTEN_TEST'] as const).map((type) => (
          <li key={type}>
            <TypeChip $type={type}>{ENTRY_TYPE_NAMES[type]}</TypeChip>
          </li>
        ))}
      </Legend>

      <section aria-busy={query.isFetching} aria-label={`${monthLabel(state.month)} 공고`} data-testid="calendar-results" data-view={view}>
        {query.isPending ? (
          <LoadingState />
        ) : query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : view === 'month' ? (
          <MonthView
            month={state.month}
            byDay={byDay}
            today={today}
            dayHref={(day) => `${hrefOf({ ...state, view: 'list' })}#${dayAnchor(day)}`}
          />
        ) : (
          <ListView
            byDay={byDay}
            today={today}
            emptyTitle={state.scrapped ? `${monthLabel(state.month)}에 표시할 스크랩한 공고가 없습니다.` : `${monthLabel(state.month)}에 표시할 공고가 없습니다.`}
            emptyText={
              state.scrapped ? <Link href={hrefOf({ ...state, scrapped: false })}>전체 공고 보기</Link> : undefined
            }
          />
        )}
      </section>
    </PageContainer>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 20px;
`;

const MonthNav = styled.nav`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const NavLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 20px;
  line-height: 1;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const MonthTitle = styled.h2`
  min-width: 120px;
  font-size: 20px;
  font-weight: 800;
  text-align: center;
  font-variant-numeric: tabular-nums;
  ${({ theme }) => mobileQuery(theme)} {
    min-width: 100px;
    font-size: 18px;
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
`;

const Legend = styled.ul`
  display: flex;
  gap: 8px;
  margin-top: 12px;
`;
