/**
 * The portal search (spec §2.5 `/search?q=&p=`): a search field, tabs per kind with their counts, the reception state
 * (모집중 by default, 모집예정, 마감 and 전체 beside it with their counts), results
 * with the matching parts marked, and paging. Empty text asks nothing and says what to type; a refused query (e.g.
 * longer than the server takes) shows the server's Korean message. Every change is a new address rendered on the
 * server (getServerSideProps prefetches the same query key), so results can be shared and reloaded; a new search
 * starts at p=1 on every kind.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import { useRouter } from 'next/router';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import type { PostingSearchResult } from '../../api/postings-api';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../contracts/postings';
import { LoadingState } from '../../ui/query-state';
import { mobileQuery } from '../../styles/theme';
import { PrimaryButton } from '../../ui/button';
import { EmptyState, PageContainer } from '../../ui/page-layout';
import { LinkPagination } from '../../ui/pagination';
import { POSTING_KIND_CODES, POSTING_KIND_LABELS, postingListHref } from '../../postings/posting-labels';
import { postingQueries } from '../../postings/posting-queries';
import { browserPortalClient } from '../../api/portal-client';
import { parseSearchPageState, SEARCH_PAGE_SIZE, searchArgs, searchPageHref, type SearchPageState } from './search-page-state';
import { ChannelMatches } from './channel-matches';
import { SearchResultItem } from './search-result-item';
import { formatCount, PageHead, PillGroup, PillLink, TabCount, TabLink, TabNav } from './tab-links';
import { choiceOfStatuses, STATUS_CHOICES, type StatusChoice, statusesOfChoice } from '../postings/status-filter';
import { graphqlErrorMessage } from '../../api/graphql-errors';

const COUNT_FIELDS = { CONTEST: 'contest', ACTIVITY: 'activity', INTERNSHIP: 'internship', RECRUIT: 'recruit' } as const;
/** Results that show in the first screen under the search form (their posters load at once). */
const FIRST_SCREEN_RESULTS = 3;
const SEARCH_FAILED = '검색하지 못했어요. 잠시 후 다시 시도해주세요.';

function totalOf(counts: PostingSearchResult['countsByKind']): number {
  return counts.contest + counts.activity + counts.internship + counts.recruit;
}

export interface SearchContentProps {
  /** The API's message when it refused the search on the server (a 400 such as a too-long query). */
  searchError: string | null;
}

export function SearchContent({ searchError }: SearchContentProps) {
  const router = useRouter();
  const state = parseSearchPageState(router.query);
  const args = searchArgs(state);
  const query = useQuery({
    ...postingQueries.search(browserPortalClient, args ?? { query: '' }),
    enabled: args !== null && searchError === null,
  });

  return (
    <PageContainer>
      <PageHead>
        <h1>검색</h1>
      </PageHead>
      <SearchForm key={state.q} initial={state.q} />

      {!args ? (
        <EmptyState title="검색어를 입력해주세요.">
          공고 제목이나 기관·기업 이름으로 찾을 수 있어요.{'\n'}초성(예: ㄱㅁㅈ)으로도 검색됩니다.
        </EmptyState>
      ) : searchError ? (
        <ErrorBox role="alert" data-testid="search-error">
          {searchError}
        </ErrorBox>
      ) : query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorBox role="alert" data-testid="search-error">
          {graphqlErrorMessage(query.error, SEARCH_FAILED)}
        </ErrorBox>
      ) : (
        <Results state={state} result={query.data} />
      )}
    </PageContainer>
  );
}

function SearchForm({ initial }: { initial: string }) {
  const router = useRouter();
  const [text, setText] = useState(initial);
  const inputId = useId();
  // The header's search box may change the address while this page is open.
  useEffect(() => setText(initial), [initial]);
  return (
    <Form
      role="search"
      aria-label="공고 검색"
      onSubmit={(event) => {
        event.preventDefault();
        const q = text.trim();
        if (!q) return;
        // A new search: every kind, first page (spec §2.5), 모집중.
        void router.push(searchPageHref({ q, kind: null, p: 1 }));
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        검색어
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        // The server takes at most this much; a longer address (typed by hand) still gets its Korean refusal.
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        value={text}
        placeholder="공고, 기관·기업 이름 또는 초성(ㄱㅁㅈ)"
        onChange={(event) => setText(event.target.value)}
        data-testid="search-input"
      />
      <PrimaryButton type="submit" data-testid="search-submit">
        검색
      </PrimaryButton>
    </Form>
  );
}

function statusCount(result: PostingSearchResult, choice: StatusChoice): number {
  const s = result.countsByStatus;
  return choice === 'ALL' ? s.upcoming + s.open + s.closed : choice === 'OPEN' ? s.open : choice === 'UPCOMING' ? s.upcoming : s.closed;
}

function Results({ state, result }: { state: SearchPageState; result: PostingSearchResult }) {
  const all = totalOf(result.countsByKind);
  const hrefOf = (next: SearchPageState) => searchPageHref(next);
  const pastEnd = result.nodes.length === 0 && result.totalCount > 0;
  const statusChoice = choiceOfStatuses(state.statuses);
  const everyState = statusCount(result, 'ALL');
  return (
    <>
      <Summary data-testid="search-summary">
        ‘<strong>{state.q}</strong>’ 검색 결과 <strong data-testid="search-total">{formatCount(all)}</strong>건
      </Summary>
      <TabNav aria-label="공고 종류별 검색 결과">
        <TabLink href={hrefOf({ ...state, kind: null, p: 1 })} aria-current={state.kind === null ? 'page' : undefined} data-testid="search-tab-ALL">
          전체 <TabCount>{formatCount(all)}</TabCount>
        </TabLink>
        {POSTING_KIND_CODES.map((kind) => (
          <TabLink
            key={kind}
            href={hrefOf({ ...state, kind, p: 1 })}
            aria-current={state.kind === kind ? 'page' : undefined}
            data-testid={`search-tab-${kind}`}
          >
            {POSTING_KIND_LABELS[kind]} <TabCount>{formatCount(result.countsByKind[COUNT_FIELDS[kind]])}</TabCount>
          </TabLink>
        ))}
      </TabNav>

      <StatusChoices role="group" aria-label="모집 상태" data-testid="search-status-choices">
        {STATUS_CHOICES.map(({ choice, label }) => (
          <PillLink
            key={choice}
            href={hrefOf({ ...state, statuses: statusesOfChoice(choice), p: 1 })}
            aria-current={choice === statusChoice ? 'true' : undefined}
            data-testid={`search-status-${choice}`}
          >
            {label} <TabCount>{formatCount(statusCount(result, choice))}</TabCount>
          </PillLink>
        ))}
      </StatusChoices>

      {state.kind === null && state.p === 1 ? <ChannelMatches query={state.q} /> : null}

      {result.nodes.length === 0 ? (
        <EmptyState title={pastEnd ? '이 페이지에는 결과가 없습니다.' : '검색 결과가 없습니다.'}>
          {pastEnd ? (
            <Link href={hrefOf({ ...state, p: 1 })}>첫 페이지로 가기</Link>
          ) : statusChoice !== 'ALL' && everyState > 0 ? (
            // Matches in other states are one click away.
            <Link href={hrefOf({ ...state, statuses: [], p: 1 })} data-testid="search-every-state">
              모집예정·마감 공고까지 {formatCount(everyState)}건 보기
            </Link>
          ) : (
            <>
              다른 검색어나 초성으로 찾아보세요.{'\n'}
              <Link href={postingListHref('ALL')}>전체 공고 보기</Link>
            </>
          )}
        </EmptyState>
      ) : (
        <List aria-label="검색 결과" data-testid="search-results">
          {result.nodes.map((posting, index) => (
            <SearchResultItem key={posting.id} posting={posting} query={state.q} eagerPoster={index < FIRST_SCREEN_RESULTS} />
          ))}
        </List>
      )}
      <LinkPagination
        page={state.p}
        pageSize={SEARCH_PAGE_SIZE}
        totalCount={result.totalCount}
        hrefFor={(p) => hrefOf({ ...state, p })}
        label="검색 결과 페이지 이동"
      />
    </>
  );
}

const Form = styled.form`
  display: flex;
  gap: 8px;
  max-width: 640px;
  margin-top: 16px;
  input {
    flex: 1;
    min-width: 0;
    height: 40px;
    padding: 0 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
  }
  input:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -1px;
  }
  ${({ theme }) => mobileQuery(theme)} {
    max-width: none;
  }
`;

const Summary = styled.p`
  margin-top: 24px;
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const List = styled.ul`
  margin-top: 8px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const ErrorBox = styled.p`
  margin-top: 24px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const StatusChoices = styled(PillGroup)`
  margin-top: 12px;
`;
