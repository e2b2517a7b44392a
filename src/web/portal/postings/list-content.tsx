/**
 * The list page of one kind (`/activities/ALL|CONTEST|ACTIVITY|INTERNSHIP|RECRUIT`): kind tabs, the reception state
 * (모집중 by default; 모집예정, 마감 and 전체 one click away), multi-select filters (organiser type, field, target,
 * region), four sorts and paging, all held in the URL (posting-list-query.ts)
 * so a filtered list can be shared and is rendered on the server as shown. Changes after the first load are shallow
 * route changes: the list's query follows the URL in the browser, the previous page staying on screen meanwhile.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { PostingListArgs } from '../../api/postings-api';
import { POSTING_SORTS } from '../../../contracts/postings';
import { LoadingState } from '../../ui/query-state';
import { mobileQuery } from '../../styles/theme';
import { ButtonBase } from '../../ui/button';
import { PageContainer } from '../../ui/page-layout';
import { LinkPagination } from '../../ui/pagination';
import {
  activeFilterCount,
  clearedFilters,
  LIST_FILTERS,
  LIST_PAGE_SIZE,
  type ListFilterKey,
  listQueryString,
  parseListState,
  type PostingListState,
  toggleFilter,
  toPostingFilter,
  withSort,
  withStatuses,
} from './posting-list-query';
import { choiceOfStatuses, STATUS_CHOICES, statusesOfChoice } from './status-filter';
import { PillGroup, PillLink } from '../search/tab-links';
import {
  labelOf,
  ORGANISER_TYPE_LABELS,
  POSTING_FIELD_LABELS,
  POSTING_KIND_SEGMENT_LABELS,
  POSTING_KIND_SEGMENTS,
  POSTING_REGION_LABELS,
  POSTING_SORT_LABELS,
  POSTING_TARGET_LABELS,
  postingListHref,
  type PostingKindSegment,
} from '../../postings/posting-labels';
import { FIRST_SCREEN_CARDS, PostingList } from '../../postings/posting-list';
import { PostingQueryError } from '../../postings/posting-query-error';
import { postingQueries } from '../../postings/posting-queries';
import { browserPortalClient } from '../../api/portal-client';

const FILTER_TITLES: Record<ListFilterKey, string> = {
  organiserTypes: '기업 형태',
  fields: '분야',
  targets: '대상',
  regions: '지역',
};

const FILTER_LABELS: Record<ListFilterKey, Record<string, string>> = {
  organiserTypes: ORGANISER_TYPE_LABELS,
  fields: POSTING_FIELD_LABELS,
  targets: POSTING_TARGET_LABELS,
  regions: POSTING_REGION_LABELS,
};

/** The postings query of a list page's state; getServerSideProps prefetches the same. */
export function listArgs(kind: PostingKindSegment, state: PostingListState): PostingListArgs {
  return { filter: toPostingFilter(kind, state.filters, state.statuses), sort: state.sort, page: state.page, pageSize: LIST_PAGE_SIZE };
}

export function PostingListContent({ kind }: { kind: PostingKindSegment }) {
  const router = useRouter();
  const state = parseListState(router.query);
  const query = useQuery({ ...postingQueries.list(browserPortalClient, listArgs(kind, state)), placeholderData: keepPreviousData });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const hrefOf = (next: PostingListState, nextKind: PostingKindSegment = kind) => postingListHref(nextKind, listQueryString(next));
  const go = (next: PostingListState) => void router.push(hrefOf(next), undefined, { shallow: true, scroll: false });
  const filterCount = activeFilterCount(state.filters);
  const title = POSTING_KIND_SEGMENT_LABELS[kind];
  const statusChoice = choiceOfStatuses(state.statuses);

  return (
    <PageContainer>
      <Head>
        <h1 data-testid="list-title">{title}</h1>
        {query.data ? (
          <p data-testid="result-count">
            총 <strong>{query.data.totalCount.toLocaleString('en-US')}</strong>건
          </p>
        ) : null}
      </Head>

      <KindTabs aria-label="공고 종류">
        {POSTING_KIND_SEGMENTS.map((segment) => (
          <KindLink
            key={segment}
            // Another kind keeps the filters and sort, from its first page.
            href={hrefOf({ ...state, page: 1 }, segment)}
            aria-current={segment === kind ? 'page' : undefined}
          >
            {segment === 'ALL' ? '전체' : POSTING_KIND_SEGMENT_LABELS[segment]}
          </KindLink>
        ))}
      </KindTabs>

      <Toolbar>
        <PillGroup role="group" aria-label="모집 상태" data-testid="status-choices">
          {STATUS_CHOICES.map(({ choice, label }) => (
            <PillLink
              key={choice}
              href={hrefOf(withStatuses(state, statusesOfChoice(choice)))}
              shallow
              scroll={false}
              aria-current={choice === statusChoice ? 'true' : undefined}
              data-testid={`status-${choice}`}
            >
              {label}
            </PillLink>
          ))}
        </PillGroup>
        <FilterToggle
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
          data-testid="filter-toggle"
        >
          필터{filterCount > 0 ? ` ${filterCount}` : ''}
        </FilterToggle>
        <SortGroup role="group" aria-label="정렬">
          {POSTING_SORTS.map((sort) => (
            <SortLink
              key={sort}
              href={hrefOf(withSort(state, sort))}
              shallow
              scroll={false}
              aria-current={sort === state.sort ? 'true' : undefined}
              data-testid={`sort-${sort}`}
            >
              {POSTING_SORT_LABELS[sort]}
            </SortLink>
          ))}
        </SortGroup>
      </Toolbar>

      <Layout>
        <FilterPanel id={panelId} $open={filtersOpen} aria-label="공고 필터" data-testid="filter-panel">
          {LIST_FILTERS.map(({ key, codes }) => (
            <FilterGroup key={key}>
              <legend>{FILTER_TITLES[key]}</legend>
              <Options>
                {codes.map((code) => {
                  const checked = state.filters[key].includes(code);
                  return (
                    <Option key={code} $checked={checked}>
                      <input
                        type="checkbox"
                        name={key}
                        value={code}
                        checked={checked}
                        onChange={() => go(toggleFilter(state, key, code))}
                        data-testid={`filter-${key}-${code}`}
                      />
                      <span>{labelOf(FILTER_LABELS[key], code)}</span>
                    </Option>
                  );
                })}
              </Options>
            </FilterGroup>
          ))}
          {filterCount > 0 ? (
            <ButtonBase type="button" onClick={() => go(clearedFilters(state))} data-testid="filter-clear">
              필터 초기화
            </ButtonBase>
          ) : null}
        </FilterPanel>

        <Results aria-busy={query.isFetching} data-testid="list-results">
          {query.isPending ? (
            <LoadingState />
          ) : query.isError ? (
            <PostingQueryError error={query.error} onRetry={() => void query.refetch()} />
          ) : (
            <>
              <PostingList
                postings={query.data.nodes}
                headingLevel="h2"
                label={`${title} 목록`}
                eagerPosters={FIRST_SCREEN_CARDS}
                emptyTitle={state.page > 1 && query.data.totalCount > 0 ? '이 페이지에는 공고가 없습니다.' : '조건에 맞는 공고가 없습니다.'}
                emptyText={
                  state.page > 1 && query.data.totalCount > 0 ? (
                    <Link href={hrefOf({ ...state, page: 1 })}>첫 페이지로 가기</Link>
                  ) : filterCount > 0 ? (
                    '필터를 줄이거나 초기화해 보세요.'
                  ) : undefined
                }
              />
              <LinkPagination
                page={state.page}
                pageSize={LIST_PAGE_SIZE}
                totalCount={query.data.totalCount}
                hrefFor={(page) => hrefOf({ ...state, page })}
                shallow
                label={`${title} 페이지 이동`}
              />
            </>
          )}
        </Results>
      </Layout>
    </PageContainer>
  );
}

const Head = styled.div`
  display: flex;
  align-items: baseline;
  gap: 12px;
  h1 {
    font-size: 26px;
    font-weight: 800;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  ${({ theme }) => mobileQuery(theme)} {
    h1 {
      font-size: 21px;
    }
  }
`;

const KindTabs = styled.nav`
  display: flex;
  gap: 4px;
  margin-top: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

const KindLink = styled(Link)`
  flex: 0 0 auto;
  padding: 10px 14px;
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
  white-space: nowrap;
  &[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  margin: 16px 0;
  /* The state choice on the left, the filter toggle and sorts on the right; on a phone the choice has its own row. */
  > [data-testid='status-choices'] {
    margin-right: auto;
  }
  ${({ theme }) => mobileQuery(theme)} {
    justify-content: space-between;
    > [data-testid='status-choices'] {
      flex: 1 0 100%;
    }
  }
`;

const FilterToggle = styled(ButtonBase)`
  display: none;
  ${({ theme }) => mobileQuery(theme)} {
    display: inline-flex;
  }
`;

const SortGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 4px;
`;

const SortLink = styled(Link)`
  padding: 6px 10px;
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  white-space: nowrap;
  /* Filled: a tint over the grey page background would fall below 4.5:1. */
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 700;
  }
  ${({ theme }) => mobileQuery(theme)} {
    padding: 6px 8px;
    font-size: 13px;
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  ${({ theme }) => mobileQuery(theme)} {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

const FilterPanel = styled.section<{ $open: boolean }>`
  display: grid;
  gap: 16px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => mobileQuery(theme)} {
    display: ${({ $open }) => ($open ? 'grid' : 'none')};
  }
`;

const FilterGroup = styled.fieldset`
  min-width: 0;
  border: 0;
  legend {
    margin-bottom: 8px;
    font-size: 14px;
    font-weight: 700;
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Option = styled.label<{ $checked: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  height: 32px;
  padding: 0 12px;
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: 999px;
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $checked }) => ($checked ? '#fff' : theme.colors.text)};
  font-size: 13px;
  font-weight: ${({ $checked }) => ($checked ? 700 : 400)};
  cursor: pointer;
  white-space: nowrap;
  /* The checkbox stays in the accessibility tree and the tab order; the chip is what the eye sees. */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Results = styled.div`
  min-width: 0;
`;
