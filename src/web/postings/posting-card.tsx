/**
 * One posting in a list (home rows, list pages, search, scraps, channel pages): poster, kind, title linking to its page,
 * organiser, D-day badge and scrap count. A closed posting stays listed but greyed: its poster is faded and its title
 * muted (text keeps full contrast, so greying never costs WCAG AA).
 */
import { Link } from '../ui/link';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PostingStatus } from '../api/postings-api';
import { mobileQuery } from '../styles/theme';
import { DDayBadge } from './d-day-badge';
import { labelOf, ORGANISER_TYPE_LABELS, POSTING_KIND_LABELS, postingHref } from './posting-labels';
import { PostingPoster } from './posting-poster';

/** What a card needs of a posting (PostingSummary of postings-api.ts has all of it). */
export interface PostingCardFields {
  id: string;
  kind: string;
  title: string;
  organiserName: string;
  organiserType?: string;
  posterUrl?: string | null;
  posterSvg?: string | null;
  status: PostingStatus;
  dDay?: number | null;
  scrapCount: number;
  views?: number;
}

export interface PostingCardProps {
  posting: PostingCardFields;
  /** Heading level of the title inside its section (h3 under a section's h2 by default). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Extra line under the organiser (e.g. when it was scrapped, or the written test date). */
  note?: ReactNode;
  /** Controls acting on the posting without opening it (e.g. unscrap); they sit above the card's link. */
  actions?: ReactNode;
  /** Where the card leads when not this site's `/activity/<id>` (another brand's site shows the portal's page). */
  href?: string;
  /** The card is in the first screen: its poster loads at once (PostingPoster's `eager`). */
  eagerPoster?: boolean;
}

const formatNumber = (n: number) => n.toLocaleString('en-US');

export function PostingCard({ posting, headingLevel = 'h3', note, actions, href, eagerPoster = false }: PostingCardProps) {
  const closed = posting.status === 'CLOSED';
  return (
    <Item data-testid="posting-card" data-posting-id={posting.id} data-status={posting.status} $closed={closed}>
      <PosterBox $closed={closed}>
        <PostingPoster posting={posting} decorative eager={eagerPoster} />
        <BadgeCorner>
          <DDayBadge posting={posting} overlay />
        </BadgeCorner>
      </PosterBox>
      <Body>
        <Kind>
          <span>{labelOf(POSTING_KIND_LABELS, posting.kind)}</span>
          {posting.organiserType ? <span>{labelOf(ORGANISER_TYPE_LABELS, posting.organiserType)}</span> : null}
        </Kind>
        <Title as={headingLevel} $closed={closed}>
          <StretchedLink href={href ?? postingHref(posting.id)} data-testid="posting-card-link">
            {posting.title}
          </StretchedLink>
        </Title>
        <Organiser>{posting.organiserName}</Organiser>
        <Meta>
          {posting.views != null ? <span>조회 {formatNumber(posting.views)}</span> : null}
          <span data-testid="posting-card-scraps">스크랩 {formatNumber(posting.scrapCount)}</span>
        </Meta>
        {note ? <Note>{note}</Note> : null}
        {actions ? <Actions>{actions}</Actions> : null}
      </Body>
    </Item>
  );
}

const Item = styled.li<{ $closed: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $closed }) => ($closed ? theme.colors.background : theme.colors.surface)};
  transition: border-color 120ms ease, box-shadow 120ms ease;
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 8px 24px rgba(15, 23, 42, 0.08);
  }
`;

const PosterBox = styled.div<{ $closed: boolean }>`
  position: relative;
  padding: 10px 10px 0;
  img {
    ${({ $closed }) => ($closed ? 'filter: grayscale(1); opacity: 0.55;' : '')}
  }
`;

/** Top right: the generated posters print their own kind label at the top left. */
const BadgeCorner = styled.div`
  position: absolute;
  top: 18px;
  right: 18px;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  padding: 10px 12px 12px;
`;

const Kind = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 12px;
  font-weight: 600;
  span + span::before {
    content: '·';
    margin-right: 4px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Title = styled.h3<{ $closed: boolean }>`
  display: -webkit-box;
  overflow: hidden;
  color: ${({ theme, $closed }) => ($closed ? theme.colors.muted : theme.colors.text)};
  font-size: 15px;
  font-weight: 700;
  line-height: 1.4;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  ${({ theme }) => mobileQuery(theme)} {
    font-size: 14px;
  }
`;

/** The title link covers the card so the whole card opens the posting; actions sit above it. */
const StretchedLink = styled(Link)`
  color: inherit;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Organiser = styled.p`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 10px;
  margin-top: auto;
  padding-top: 4px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 12px;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 12px;
`;

const Actions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  padding-top: 6px;
`;
