/**
 * Category page (spec §2.1 `/exam/[type]`): the category's exams with sub-type chips (from /apiV2/exam-types),
 * a title search and paging. Filter changes are shallow route changes, so the page data is not reloaded
 * (and the web view does not turn them into full page loads); React Query fetches the new list.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import { useRouter } from 'next/router';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { BrandConfig } from '../../../config/brands';
import { getBrowserCbtClient } from '../../session/browser-client';
import { mobileQuery } from '../../styles/theme';
import { EmptyState, PageContainer, PageLead, PageTitle } from '../../ui/page-layout';
import {
  type CategoryFilters,
  categoryHref,
  categoryListQuery,
  filterSearchParams,
  KEYWORD_MAX_LENGTH,
  noExamWithKeywordText,
  parseCategoryFilters,
} from './category-filters';
import { ButtonBase } from '../../ui/button';
import { Chip, ChipCount, ChipRow, Pagination, ResultCount } from './catalogue-ui';
import { ExamCard, ExamGrid } from './exam-card';
import { catalogueQueries } from './exam-queries';
import { formatNumber } from '../../ui/format';
import { categoriesOf } from './home-content';
import { LoadingState, QueryError } from '../../ui/query-state';

/** The category as the page props carry it: the API's top-level type plus the brand's one-line description. */
export interface CategoryInfo {
  id: number;
  slug: string;
  name: string;
  description: string | null;
}

export function CategoryContent({ brand, category }: { brand: BrandConfig; category: CategoryInfo }) {
  const router = useRouter();
  const filters = parseCategoryFilters(router.query);
  const client = getBrowserCbtClient();
  const types = useQuery(catalogueQueries.types(client));
  const list = useQuery({
    ...catalogueQueries.list(client, categoryListQuery(category.slug, filters)),
    placeholderData: keepPreviousData,
  });
  const categories = categoriesOf(types.data ?? []);
  const subTypes = (types.data ?? []).filter((type) => type.parentId === category.id);

  const [keyword, setKeyword] = useState(filters.keyword);
  // Back/forward changes the URL's keyword; the input follows it.
  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);

  const apply = (next: CategoryFilters) => {
    const { brand: brandParam, type } = router.query;
    void router.push(
      { pathname: router.pathname, query: { brand: brandParam, type, ...filterSearchParams(next) } },
      categoryHref(category.slug, next),
      { shallow: true, scroll: next.page !== filters.page },
    );
  };
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ ...filters, keyword: keyword.trim(), page: 1 });
  };
  const filtered = filters.sub !== null || filters.keyword !== '';

  return (
    <PageContainer>
      <nav aria-label="시험 분야">
        <Tabs>
          {categories.map((item) => (
            <li key={item.id}>
              <Tab href={`/exam/${item.slug}`} aria-current={item.id === category.id ? 'page' : undefined}>
                {item.name}
              </Tab>
            </li>
          ))}
        </Tabs>
      </nav>
      <PageTitle data-testid="category-name">{category.name}</PageTitle>
      {category.description ? <PageLead>{category.description}</PageLead> : null}

      <Filters>
        {subTypes.length > 0 ? (
          <ChipRow role="group" aria-label="세부 유형">
            <Chip type="button" aria-pressed={filters.sub === null} onClick={() => apply({ ...filters, sub: null, page: 1 })}>
              전체
            </Chip>
            {subTypes.map((type) => (
              <Chip
                key={type.id}
                type="button"
                aria-pressed={filters.sub === type.id}
                onClick={() => apply({ ...filters, sub: type.id, page: 1 })}
              >
                {type.name}
                <ChipCount>{type.examCount}</ChipCount>
              </Chip>
            ))}
          </ChipRow>
        ) : null}
        <SearchForm role="search" onSubmit={onSearch}>
          <label htmlFor="exam-keyword" className="visually-hidden">
            {category.name} 시험 검색
          </label>
          <SearchInput
            id="exam-keyword"
            type="search"
            placeholder="시험 이름으로 검색"
            maxLength={KEYWORD_MAX_LENGTH}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
          />
          <ButtonBase type="submit">검색</ButtonBase>
        </SearchForm>
      </Filters>

      <div aria-busy={list.isFetching} aria-live="polite">
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          filtered ? (
            <EmptyState
              title="조건에 맞는 시험이 없습니다"
              action={
                <ButtonBase type="button" onClick={() => apply({ sub: null, keyword: '', page: 1 })}>
                  검색 조건 초기화
                </ButtonBase>
              }
            >
              {filters.keyword ? noExamWithKeywordText(filters.keyword) : '다른 세부 유형을 선택해 보세요.'}
            </EmptyState>
          ) : (
            <EmptyState title="아직 공개된 시험이 없습니다">
              {`${category.name} 시험이 등록되면 이곳에서 바로 풀어볼 수 있습니다.`}
            </EmptyState>
          )
        ) : (
          <>
            <ResultCount>
              {filters.keyword ? `'${filters.keyword}' 검색 결과 ` : ''}총 {formatNumber(list.data.totalCount)}개 시험
            </ResultCount>
            <ExamGrid data-testid="exam-list">
              {list.data.items.map((exam) => (
                <ExamCard key={exam.examIdx} exam={exam} showFree={brand.hasShop} />
              ))}
            </ExamGrid>
            <Pagination
              page={list.data.page}
              pageSize={list.data.pageSize}
              totalCount={list.data.totalCount}
              onChange={(page) => apply({ ...filters, page })}
            />
          </>
        )}
      </div>
    </PageContainer>
  );
}

const Tabs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 28px;
  ${({ theme }) => mobileQuery(theme)} {
    flex-wrap: nowrap;
    overflow-x: auto;
    margin-bottom: 20px;
  }
`;

const Tab = styled(Link)`
  display: inline-block;
  padding: 6px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  font-size: 14px;
  white-space: nowrap;
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 600;
  }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 20px;
  margin: 24px 0 20px;
  ${({ theme }) => mobileQuery(theme)} {
    /* A wrapping flex line is as wide as its content; a single line takes the page width instead. */
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
  }
`;

const SearchForm = styled.form`
  display: flex;
  gap: 8px;
  min-width: 280px;
  ${({ theme }) => mobileQuery(theme)} {
    min-width: 0;
  }
`;

const SearchInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 40px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;
