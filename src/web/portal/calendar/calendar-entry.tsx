/**
 * What the month grid and the list show of one calendar entry: its type chip (시작, 마감, 필기) and the posting's title
 * linking to its page. Colours come with words, never alone.
 */
import { Link } from '../../ui/link';
import styled from 'styled-components';
import type { PostingCalendarEntry } from '../../api/posting-calendar-api';
import type { AppTheme } from '../../styles/theme';
import { tintOnWhite } from '../../postings/d-day-badge';
import { postingHref } from '../../postings/posting-labels';

export type CalendarEntryType = PostingCalendarEntry['type'];

export const ENTRY_TYPE_LABELS: Record<CalendarEntryType, string> = {
  START: '시작',
  END: '마감',
  WRITTEN_TEST: '필기',
};

/** Spoken after the title in the grid, where the chip is short. */
export const ENTRY_TYPE_NAMES: Record<CalendarEntryType, string> = {
  START: '접수 시작',
  END: '접수 마감',
  WRITTEN_TEST: '필기시험',
};

function toneOf(theme: AppTheme, type: CalendarEntryType): string {
  if (type === 'START') return theme.colors.success;
  if (type === 'END') return theme.colors.danger;
  return theme.colors.warn;
}

export const TypeChip = styled.span<{ $type: CalendarEntryType }>`
  flex: 0 0 auto;
  display: inline-block;
  padding: 0 4px;
  border-radius: 3px;
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  white-space: nowrap;
  ${({ theme, $type }) => {
    const color = toneOf(theme, $type);
    // Text on an opaque 7% tint of itself keeps 4.5:1 for the theme's status colours, on white and grey rows alike.
    return `color: ${color}; background: ${tintOnWhite(color)};`;
  }}
`;

/** One entry in a day cell of the month grid: chip and title on one line, cut with an ellipsis. */
export function GridEntry({ entry }: { entry: PostingCalendarEntry }) {
  const closed = entry.posting.status === 'CLOSED';
  return (
    <GridItem data-testid="calendar-entry" data-type={entry.type} data-posting-id={entry.posting.id} $closed={closed}>
      <Link href={postingHref(entry.posting.id)} title={`${entry.posting.title} (${ENTRY_TYPE_NAMES[entry.type]})`}>
        <TypeChip $type={entry.type} aria-hidden="true">
          {ENTRY_TYPE_LABELS[entry.type]}
        </TypeChip>
        <span className="visually-hidden">{ENTRY_TYPE_NAMES[entry.type]}: </span>
        <GridTitle>{entry.posting.title}</GridTitle>
      </Link>
    </GridItem>
  );
}

const GridItem = styled.li<{ $closed: boolean }>`
  min-width: 0;
  a {
    display: flex;
    align-items: center;
    gap: 4px;
    min-width: 0;
    padding: 1px 0;
    color: ${({ theme, $closed }) => ($closed ? theme.colors.muted : theme.colors.text)};
    font-size: 12px;
  }
  a:hover span:last-child {
    text-decoration: underline;
  }
`;

const GridTitle = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;
