/**
 * The calendar as a list (the phone's default): the month's days that have entries, in order, each with its
 * postings — type, title, organiser and the posting's D-day; a written test shows its own countdown to the test day.
 * Each day is an anchor (`#day-2026-11-05`) the month grid's "+N" links to.
 */
import { Link } from '../../ui/link';
import styled from 'styled-components';
import type { PostingCalendarEntry } from '../../api/posting-calendar-api';
import { EmptyState } from '../../ui/page-layout';
import { DDayBadge, tintOnWhite } from '../../postings/d-day-badge';
import { labelOf, POSTING_KIND_LABELS, postingHref } from '../../postings/posting-labels';
import { ENTRY_TYPE_LABELS, ENTRY_TYPE_NAMES, TypeChip } from './calendar-entry';
import { dayLabel, testCountdownLabel } from './month-grid';

export const dayAnchor = (dayKey: string) => `day-${dayKey}`;

export interface ListViewProps {
  byDay: Map<string, PostingCalendarEntry[]>;
  today: string;
  emptyTitle: string;
  emptyText?: React.ReactNode;
}

export function ListView({ byDay, today, emptyTitle, emptyText }: ListViewProps) {
  if (byDay.size === 0) return <EmptyState title={emptyTitle}>{emptyText}</EmptyState>;
  return (
    <Days data-testid="calendar-list">
      {[...byDay].map(([day, entries]) => (
        <Day key={day} id={dayAnchor(day)} aria-labelledby={`${dayAnchor(day)}-title`} data-day={day}>
          <DayTitle id={`${dayAnchor(day)}-title`}>
            {dayLabel(day)}
            {day === today ? <Today>오늘</Today> : null}
          </DayTitle>
          <Entries>
            {entries.map((entry) => (
              <ListEntry key={`${entry.type}-${entry.posting.id}`} entry={entry} today={today} />
            ))}
          </Entries>
        </Day>
      ))}
    </Days>
  );
}

function ListEntry({ entry, today }: { entry: PostingCalendarEntry; today: string }) {
  const { posting } = entry;
  const closed = posting.status === 'CLOSED';
  return (
    <Entry data-testid="calendar-entry" data-type={entry.type} data-posting-id={posting.id} $closed={closed}>
      <TypeChip $type={entry.type}>
        <span aria-hidden="true">{ENTRY_TYPE_LABELS[entry.type]}</span>
        <span className="visually-hidden">{ENTRY_TYPE_NAMES[entry.type]}</span>
      </TypeChip>
      <Body>
        <Title $closed={closed}>
          <Link href={postingHref(posting.id)}>{posting.title}</Link>
        </Title>
        <Meta>
          {labelOf(POSTING_KIND_LABELS, posting.kind)} · {posting.organiserName}
        </Meta>
      </Body>
      <Badge>
        {entry.type === 'WRITTEN_TEST' ? (
          <TestCountdown data-testid="written-test-countdown">필기 {testCountdownLabel(today, entry.date)}</TestCountdown>
        ) : (
          <DDayBadge posting={posting} />
        )}
      </Badge>
    </Entry>
  );
}

const Days = styled.div`
  display: grid;
  gap: 16px;
  margin-top: 12px;
`;

const Day = styled.section`
  scroll-margin-top: 80px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const DayTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 10px 14px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 15px;
  font-weight: 700;
`;

const Today = styled.span`
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-size: 12px;
  line-height: 20px;
`;

const Entries = styled.ul`
  display: grid;
`;

const Entry = styled.li<{ $closed: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: 10px;
  padding: 10px 14px;
  background: ${({ theme, $closed }) => ($closed ? theme.colors.background : 'transparent')};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Body = styled.div`
  min-width: 0;
`;

const Title = styled.h3<{ $closed: boolean }>`
  overflow: hidden;
  font-size: 14px;
  font-weight: 600;
  white-space: nowrap;
  text-overflow: ellipsis;
  a {
    color: ${({ theme, $closed }) => ($closed ? theme.colors.muted : theme.colors.text)};
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 12px;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Badge = styled.div`
  flex: 0 0 auto;
`;

const TestCountdown = styled.span`
  display: inline-flex;
  align-items: center;
  height: 24px;
  padding: 0 8px;
  border-radius: 4px;
  background: ${({ theme }) => tintOnWhite(theme.colors.warn)};
  color: ${({ theme }) => theme.colors.warn};
  font-size: 12px;
  font-weight: 700;
  white-space: nowrap;
`;
