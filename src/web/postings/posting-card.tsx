/**
 * One posting in a list (home rows, list pages, search, scraps, channel pages): poster, kind, title linking to its page,
 * organiser, D-day badge and scrap count. A closed posting stays listed but greyed: its poster is faded and its title
 * muted (text keeps full contrast, so greying never costs WCAG AA).
 *
 * A card is plain elements (`.posting-card`, `.posting-card-body`, …) that its list styles (postingCardStyles, used by
 * posting-list.tsx), not a styled component per part: the portal home draws 45 cards, and a styled component per part
 * of each is about 450 components to render and hash when the page hydrates, for CSS that never differs between cards.
 */
import { Link } from '../ui/link';
import type { ReactNode } from 'react';
import { css } from 'styled-components';
import type { PostingStatus } from '../api/postings-api';
import { mobileQuery } from '../styles/theme';
import { stretchedLinkStyles } from '../ui/stretched-link';
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
  const Heading = headingLevel;
  return (
    <li className="posting-card" data-testid="posting-card" data-posting-id={posting.id} data-status={posting.status}>
      <div className="posting-card-poster">
        <PostingPoster posting={posting} decorative eager={eagerPoster} />
        <div className="posting-card-badge">
          <DDayBadge posting={posting} overlay />
        </div>
      </div>
      <div className="posting-card-body">
        <p className="posting-card-kind">
          <span>{labelOf(POSTING_KIND_LABELS, posting.kind)}</span>
          {posting.organiserType ? <span>{labelOf(ORGANISER_TYPE_LABELS, posting.organiserType)}</span> : null}
        </p>
        <Heading className="posting-card-title">
          <Link className="posting-card-link" href={href ?? postingHref(posting.id)} data-testid="posting-card-link">
            {posting.title}
          </Link>
        </Heading>
        <p className="posting-card-organiser">{posting.organiserName}</p>
        <p className="posting-card-meta">
          {posting.views != null ? <span>조회 {formatNumber(posting.views)}</span> : null}
          <span data-testid="posting-card-scraps">스크랩 {formatNumber(posting.scrapCount)}</span>
        </p>
        {note ? <p className="posting-card-note">{note}</p> : null}
        {actions ? <div className="posting-card-actions">{actions}</div> : null}
      </div>
    </li>
  );
}

/** The cards' CSS, for the list that holds them (a `ul` of PostingCard items). A closed card is `[data-status=CLOSED]`. */
export const postingCardStyles = css`
  /*
   * Cards away from the screen are not laid out or painted until they come near it (the home has 45, a list 20); the
   * grid's tracks set a card's width whatever its content, and auto remembers a shown card's real height.
   */
  .posting-card {
    content-visibility: auto;
    contain-intrinsic-block-size: auto 330px;
    position: relative;
    display: flex;
    flex-direction: column;
    min-width: 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    transition: border-color 120ms ease, box-shadow 120ms ease;
    &:hover,
    &:focus-within {
      border-color: ${({ theme }) => theme.colors.primary};
      box-shadow: 0 8px 24px rgba(15, 23, 42, 0.08);
    }
    &[data-status='CLOSED'] {
      background: ${({ theme }) => theme.colors.background};
    }
  }

  .posting-card-poster {
    position: relative;
    padding: 10px 10px 0;
  }
  .posting-card[data-status='CLOSED'] .posting-card-poster img {
    filter: grayscale(1);
    opacity: 0.55;
  }

  /* Top right: the generated posters print their own kind label at the top left. */
  .posting-card-badge {
    position: absolute;
    top: 18px;
    right: 18px;
  }

  .posting-card-body {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: 4px;
    min-width: 0;
    padding: 10px 12px 12px;
  }

  .posting-card-kind {
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
  }

  .posting-card-title {
    display: -webkit-box;
    overflow: hidden;
    color: ${({ theme }) => theme.colors.text};
    font-size: 15px;
    font-weight: 700;
    line-height: 1.4;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    ${({ theme }) => mobileQuery(theme)} {
      font-size: 14px;
    }
  }
  .posting-card[data-status='CLOSED'] .posting-card-title {
    color: ${({ theme }) => theme.colors.muted};
  }

  /* The title link covers the card so the whole card opens the posting; actions sit above it. */
  .posting-card-link {
    color: inherit;
    ${stretchedLinkStyles}
  }

  .posting-card-organiser {
    overflow: hidden;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 13px;
    white-space: nowrap;
    text-overflow: ellipsis;
  }

  .posting-card-meta {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 10px;
    margin-top: auto;
    padding-top: 4px;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 12px;
  }

  .posting-card-note {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 12px;
  }

  .posting-card-actions {
    position: relative;
    z-index: 1;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    padding-top: 6px;
  }
`;
