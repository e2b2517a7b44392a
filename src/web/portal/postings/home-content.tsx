/**
 * The portal home: curated rows — 마감 임박 (closing within days, with D-day), 인기 (most viewed open ones),
 * 신규 (newest) and one row per kind — each linking to the list it samples. Every row is prefetched by the page's
 * getServerSideProps with the same options (homeRows), so the first paint has them; a row that failed there loads
 * in the browser and shows its own error.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { GraphqlRequester } from '../../api/graphql-clients';
import type { PostingListArgs, PostingSummary } from '../../api/postings-api';
import { LoadingState } from '../../ui/query-state';
import { mobileQuery } from '../../styles/theme';
import { PageContainer } from '../../ui/page-layout';
import { RecommendedRow } from '../recommendations/recommended-row';
import { listQueryString, parseListState } from './posting-list-query';
import { POSTING_KIND_CODES, POSTING_KIND_LABELS, postingListHref, type PostingKindSegment } from '../../postings/posting-labels';
import { FIRST_SCREEN_CARDS, PostingList } from '../../postings/posting-list';
import { PostingQueryError } from '../../postings/posting-query-error';
import { HomeRowHeader, HomeRowLink, HomeRowSection } from './home-row-layout';
import { postingQueries } from '../../postings/posting-queries';
import { browserPortalClient } from '../../api/portal-client';

/** Cards per curated row (one line of five on a desktop). */
export const HOME_ROW_SIZE = 5;
/** 마감 임박: open postings ending within this many KST days. */
export const CLOSING_SOON_DAYS = 7;

interface ListRow {
  id: string;
  title: string;
  lead: string;
  args: PostingListArgs;
  /** The list page this row samples. */
  href: string;
}

const listHref = (kind: PostingKindSegment, query: Record<string, string>) =>
  postingListHref(kind, listQueryString(parseListState(query)));

/** The list rows of the home, in order (the closing-soon row comes first and has its own query). */
export function homeListRows(): ListRow[] {
  const open = { statuses: ['OPEN'] };
  return [
    {
      id: 'popular',
      title: '인기 공고',
      lead: '지금 가장 많이 본 모집중 공고',
      args: { filter: open, sort: 'POPULAR', pageSize: HOME_ROW_SIZE },
      href: listHref('ALL', { sort: 'POPULAR', statuses: 'OPEN' }),
    },
    {
      id: 'latest',
      title: '신규 공고',
      lead: '새로 올라온 공고',
      args: { sort: 'LATEST', pageSize: HOME_ROW_SIZE },
      // New announcements in every state (one may open later): the list it samples shows every state too.
      href: listHref('ALL', { statuses: 'ALL' }),
    },
    ...POSTING_KIND_CODES.map((kind) => ({
      id: kind.toLowerCase(),
      title: POSTING_KIND_LABELS[kind],
      lead: `모집중인 ${POSTING_KIND_LABELS[kind]} 공고`,
      args: { filter: { kinds: [kind], ...open }, sort: 'LATEST' as const, pageSize: HOME_ROW_SIZE },
      href: listHref(kind, { statuses: 'OPEN' }),
    })),
  ];
}

/** The home's queries, for getServerSideProps to prefetch with the same keys. */
export function homeQueries(client: GraphqlRequester) {
  return {
    closingSoon: postingQueries.closingSoon(client, CLOSING_SOON_DAYS, HOME_ROW_SIZE * 2),
    rows: homeListRows().map((row) => postingQueries.list(client, row.args)),
  };
}

export function PortalHomeContent({ brandName }: { brandName: string }) {
  const closing = useQuery(postingQueries.closingSoon(browserPortalClient, CLOSING_SOON_DAYS, HOME_ROW_SIZE * 2));
  return (
    <PageContainer>
      <Hero>
        <h1>
          <span className="visually-hidden">{brandName} </span>공모전·대외활동·인턴·채용 공고
        </h1>
        <p>오늘 마감되는 공고부터 새로 올라온 공고까지 한눈에 확인하세요.</p>
      </Hero>

      <RecommendedRow />

      <Row
        id="closing-soon"
        title="마감 임박"
        lead={`${CLOSING_SOON_DAYS}일 안에 마감되는 공고`}
        href={listHref('ALL', { sort: 'DEADLINE', statuses: 'OPEN' })}
      >
        <RowBody query={closing} emptyTitle="곧 마감되는 공고가 없습니다." eagerPosters={FIRST_SCREEN_CARDS} />
      </Row>

      {homeListRows().map((row) => (
        <ListRowSection key={row.id} row={row} />
      ))}
    </PageContainer>
  );
}

function ListRowSection({ row }: { row: ListRow }) {
  const query = useQuery(postingQueries.list(browserPortalClient, row.args));
  return (
    <Row id={row.id} title={row.title} lead={row.lead} href={row.href}>
      <RowBody
        query={{ ...query, data: query.data?.nodes }}
        emptyTitle="모집중인 공고가 없습니다."
      />
    </Row>
  );
}

interface RowQuery {
  data: readonly PostingSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** `eagerPosters`: the first row under the hero shows in the first screen (PostingList). */
function RowBody({ query, emptyTitle, eagerPosters = 0 }: { query: RowQuery; emptyTitle: string; eagerPosters?: number }) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <PostingQueryError error={query.error} onRetry={() => void query.refetch()} />;
  return <PostingList postings={query.data ?? []} layout="row" emptyTitle={emptyTitle} eagerPosters={eagerPosters} />;
}

function Row({ id, title, lead, href, children }: { id: string; title: string; lead: string; href: string; children: ReactNode }) {
  const headingId = `home-row-${id}`;
  return (
    <HomeRowSection aria-labelledby={headingId} data-testid={`home-row-${id}`}>
      <HomeRowHeader>
        <div>
          <h2 id={headingId}>{title}</h2>
          <p>{lead}</p>
        </div>
        <HomeRowLink href={href}>
          전체보기<span className="visually-hidden">: {title}</span>
        </HomeRowLink>
      </HomeRowHeader>
      {children}
    </HomeRowSection>
  );
}

const Hero = styled.div`
  h1 {
    font-size: 26px;
    font-weight: 800;
    letter-spacing: -0.02em;
  }
  p {
    margin-top: 6px;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${({ theme }) => mobileQuery(theme)} {
    h1 {
      font-size: 20px;
    }
  }
`;

