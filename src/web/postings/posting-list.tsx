/**
 * A grid of posting cards (list pages, search, scraps, channel pages) and the home's one-row variant. An empty list
 * says so instead of leaving a hole.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mobileQuery } from '../styles/theme';
import { EmptyState } from '../ui/page-layout';
import { PostingCard, type PostingCardFields, type PostingCardProps, postingCardStyles } from './posting-card';

export interface PostingListProps<P extends PostingCardFields> {
  postings: readonly P[];
  /** Shown when there are none. */
  emptyTitle?: string;
  emptyText?: ReactNode;
  /** `row`: one line of at most five cards (the home's curated rows); `grid` wraps. */
  layout?: 'grid' | 'row';
  headingLevel?: PostingCardProps['headingLevel'];
  /** Per-posting extras (a note line, actions). */
  renderNote?: (posting: P) => ReactNode;
  renderActions?: (posting: P) => ReactNode;
  /** Each card's link when not this site's posting page (PostingCardProps.href). */
  hrefFor?: (posting: P) => string;
  testId?: string;
  /** Accessible name of the list (a section heading's text). */
  label?: string;
  /**
   * How many of the first cards are in the first screen when the list opens the page (their posters load at once):
   * FIRST_SCREEN_CARDS for a page's first list, 0 (all lazy) below it.
   */
  eagerPosters?: number;
}

/** Cards of a list at the top of a page that show in the first screen: one row of five on a desktop, two of two on a phone. */
export const FIRST_SCREEN_CARDS = 5;

export function PostingList<P extends PostingCardFields>({
  postings,
  emptyTitle = '조건에 맞는 공고가 없습니다.',
  emptyText,
  layout = 'grid',
  headingLevel,
  renderNote,
  renderActions,
  hrefFor,
  testId = 'posting-list',
  label,
  eagerPosters = 0,
}: PostingListProps<P>) {
  if (postings.length === 0) return <EmptyState title={emptyTitle}>{emptyText}</EmptyState>;
  return (
    <Grid data-testid={testId} aria-label={label} $layout={layout}>
      {postings.map((posting, index) => (
        <PostingCard
          key={posting.id}
          eagerPoster={index < eagerPosters}
          posting={posting}
          headingLevel={headingLevel}
          note={renderNote?.(posting)}
          actions={renderActions?.(posting)}
          href={hrefFor?.(posting)}
        />
      ))}
    </Grid>
  );
}

export const PostingGrid = styled.ul<{ $layout?: 'grid' | 'row' }>`
  ${postingCardStyles}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 16px;
  ${({ $layout }) =>
    $layout === 'row'
      ? `
    grid-template-columns: repeat(5, minmax(0, 1fr));
  `
      : ''}
  ${({ theme }) => mobileQuery(theme)} {
    gap: 10px;
    ${({ $layout }) =>
      $layout === 'row'
        ? `
      /* One swipeable line of cards on a phone, as Korean portal apps show curated rows. */
      grid-template-columns: none;
      grid-auto-flow: column;
      grid-auto-columns: minmax(150px, 42%);
      overflow-x: auto;
      padding-bottom: 6px;
      scroll-snap-type: x mandatory;
      & > li { scroll-snap-align: start; }
    `
        : 'grid-template-columns: repeat(2, minmax(0, 1fr));'}
  }
`;

const Grid = PostingGrid;
