/**
 * The month grid (Sunday first, KST days): each day lists the postings starting, ending or holding their written test
 * on it, up to a few per cell; a fuller day links to that day in the list view. A table, so screen readers announce
 * the weekday and day of every cell.
 */
import { Link } from '../../ui/link';
import styled from 'styled-components';
import type { PostingCalendarEntry } from '../../api/posting-calendar-api';
import { mobileQuery } from '../../styles/theme';
import { GridEntry } from './calendar-entry';
import { type MonthKey, monthLabel, monthWeeks, WEEKDAY_LABELS } from './month-grid';

/** Entries shown in one cell before "+N". */
export const CELL_ENTRY_LIMIT = 3;

const WEEKDAY_NAMES = ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'] as const;

export interface MonthViewProps {
  month: MonthKey;
  byDay: Map<string, PostingCalendarEntry[]>;
  today: string;
  /** The list view's address of a day, for a cell with more entries than it shows. */
  dayHref: (dayKey: string) => string;
}

export function MonthView({ month, byDay, today, dayHref }: MonthViewProps) {
  const weeks = monthWeeks(month);
  return (
    <Table data-testid="calendar-month">
      <caption className="visually-hidden">{monthLabel(month)} 공고 달력</caption>
      <thead>
        <tr>
          {WEEKDAY_LABELS.map((label, i) => (
            <Weekday key={label} scope="col" abbr={WEEKDAY_NAMES[i]} $weekday={i}>
              {label}
            </Weekday>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]!.key}>
            {week.map((day) => {
              const entries = day.inMonth ? (byDay.get(day.key) ?? []) : [];
              const hidden = entries.length - CELL_ENTRY_LIMIT;
              const isToday = day.key === today;
              return (
                <Cell
                  key={day.key}
                  $inMonth={day.inMonth}
                  aria-current={isToday ? 'date' : undefined}
                  data-day={day.key}
                  data-testid={day.inMonth ? 'calendar-day' : undefined}
                >
                  <DayNumber $weekday={day.weekday} $today={isToday} $inMonth={day.inMonth}>
                    {day.inMonth ? day.day : <span aria-hidden="true">{day.day}</span>}
                  </DayNumber>
                  {entries.length > 0 ? (
                    <Entries>
                      {entries.slice(0, CELL_ENTRY_LIMIT).map((entry) => (
                        <GridEntry key={`${entry.type}-${entry.posting.id}`} entry={entry} />
                      ))}
                    </Entries>
                  ) : null}
                  {hidden > 0 ? (
                    <More href={dayHref(day.key)} aria-label={`${day.day}일 공고 ${hidden}개 더 보기`}>
                      +{hidden}
                    </More>
                  ) : null}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const weekdayColor = (weekday: number, theme: { colors: { danger: string; primary: string; text: string } }) =>
  weekday === 0 ? theme.colors.danger : weekday === 6 ? theme.colors.primary : theme.colors.text;

const Table = styled.table`
  width: 100%;
  margin-top: 12px;
  border-collapse: collapse;
  table-layout: fixed;
  background: ${({ theme }) => theme.colors.surface};
`;

const Weekday = styled.th<{ $weekday: number }>`
  padding: 8px 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme, $weekday }) => weekdayColor($weekday, theme)};
  font-size: 13px;
  font-weight: 700;
`;

const Cell = styled.td<{ $inMonth: boolean }>`
  height: 120px;
  padding: 4px 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  vertical-align: top;
  background: ${({ theme, $inMonth }) => ($inMonth ? theme.colors.surface : theme.colors.background)};
  &[aria-current='date'] {
    background: ${({ theme }) => theme.colors.primary}0d;
  }
  ${({ theme }) => mobileQuery(theme)} {
    height: 72px;
    padding: 2px;
  }
`;

const DayNumber = styled.div<{ $weekday: number; $today: boolean; $inMonth: boolean }>`
  margin-bottom: 2px;
  color: ${({ theme, $weekday, $inMonth }) => ($inMonth ? weekdayColor($weekday, theme) : theme.colors.muted)};
  font-size: 13px;
  font-weight: ${({ $today }) => ($today ? 800 : 600)};
`;

const Entries = styled.ul`
  display: grid;
  gap: 1px;
  ${({ theme }) => mobileQuery(theme)} {
    li span:last-child {
      display: none;
    }
  }
`;

const More = styled(Link)`
  display: inline-block;
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 12px;
  font-weight: 700;
`;
