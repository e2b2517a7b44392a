/**
 * One search result as a row (spec §2.5 search): the title and organiser with the matching parts marked, kind,
 * reception period, D-day and counts, and a small poster. The posting card (posting-card.tsx) prints titles as plain
 * text, so results that must show their matches are rows of their own built from the same pieces (poster, D-day
 * badge, labels); a closed posting is greyed the same way.
 */
import { Link } from '../../ui/link';
import styled from 'styled-components';
import { formatKstDate } from '../../../config/kst';
import type { PostingSummary } from '../../api/postings-api';
import { mobileQuery } from '../../styles/theme';
import { DDayBadge } from '../../postings/d-day-badge';
import { labelOf, ORGANISER_TYPE_LABELS, POSTING_KIND_LABELS, postingHref } from '../../postings/posting-labels';
import { PostingPoster } from '../../postings/posting-poster';
import { HighlightedText } from './highlighted-text';
import { formatCount } from './tab-links';

/** `eagerPoster`: the result shows in the first screen (PostingPoster's `eager`). */
export function SearchResultItem({ posting, query, eagerPoster = false }: { posting: PostingSummary; query: string; eagerPoster?: boolean }) {
  const closed = posting.status === 'CLOSED';
  return (
    <Row data-testid="search-result" data-posting-id={posting.id} data-status={posting.status} $closed={closed}>
      <Poster $closed={closed}>
        <PostingPoster posting={posting} decorative eager={eagerPoster} />
      </Poster>
      <Body>
        <Kind>
          <DDayBadge posting={posting} />
          <span>{labelOf(POSTING_KIND_LABELS, posting.kind)}</span>
          <span>{labelOf(ORGANISER_TYPE_LABELS, posting.organiserType)}</span>
        </Kind>
        <Title $closed={closed}>
          <StretchedLink href={postingHref(posting.id)} data-testid="search-result-link">
            <HighlightedText text={posting.title} query={query} />
          </StretchedLink>
        </Title>
        <Organiser>
          <HighlightedText text={posting.organiserName} query={query} />
        </Organiser>
        <Meta>
          <span>
            접수 {formatKstDate(posting.receptionStartAt)} ~ {formatKstDate(posting.receptionEndAt)}
          </span>
          <span>조회 {formatCount(posting.views)}</span>
          <span>스크랩 {formatCount(posting.scrapCount)}</span>
        </Meta>
      </Body>
    </Row>
  );
}

const Row = styled.li<{ $closed: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  gap: 16px;
  padding: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $closed }) => ($closed ? theme.colors.background : theme.colors.surface)};
  &:hover,
  &:focus-within {
    background: ${({ theme }) => theme.colors.background};
  }
  ${({ theme }) => mobileQuery(theme)} {
    grid-template-columns: 56px minmax(0, 1fr);
    gap: 12px;
    padding: 12px 4px;
  }
`;

const Poster = styled.div<{ $closed: boolean }>`
  img {
    ${({ $closed }) => ($closed ? 'filter: grayscale(1); opacity: 0.55;' : '')}
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const Kind = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 12px;
  font-weight: 600;
`;

const Title = styled.h2<{ $closed: boolean }>`
  color: ${({ theme, $closed }) => ($closed ? theme.colors.muted : theme.colors.text)};
  font-size: 16px;
  font-weight: 700;
  line-height: 1.4;
`;

/** The title link covers the row, so the whole row opens the posting. */
const StretchedLink = styled(Link)`
  color: inherit;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

const Organiser = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 12px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 12px;
`;
