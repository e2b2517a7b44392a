/**
 * Home (spec §2.1 `/`): the brand's categories with their real exam counts, the best exams, and each
 * category's exam list behind tabs (paged). Everything comes from the API; brands.ts only adds the
 * categories' one-line descriptions.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { type BrandConfig, findCategory } from '../../../config/brands';
import type { ExamListQuery, ExamTypeListItem } from '../../api/exams-api';
import { getBrowserCbtClient } from '../../session/browser-client';
import { mobileQuery } from '../../styles/theme';
import { Card, EmptyState, PageContainer, PageLead, PageTitle } from '../../ui/page-layout';
import { BestExams } from './best-exams';
import { Chip, ChipRow, Pagination, ResultCount, Section, SectionHeader, SectionTitle } from './catalogue-ui';
import { ExamCard, ExamGrid } from './exam-card';
import { catalogueQueries, HOME_PAGE_SIZE } from './exam-queries';
import { formatNumber } from '../../ui/format';
import { MyTestsCard } from './my-tests-card';
import { LoadingState, QueryError } from '../../ui/query-state';
import type { SiteOrigins } from '../../brand/portal-links';

/** Top-level types (the categories of spec §2.1) in their sort order. */
export function categoriesOf(types: readonly ExamTypeListItem[]): ExamTypeListItem[] {
  return types.filter((type) => type.parentId === null && type.slug).sort((a, b) => a.sortOrder - b.sortOrder);
}

/** The list query of a home tab; the server prefetches the first tab's first page with the same key. */
export function homeListQuery(categorySlug: string, page = 1): ExamListQuery {
  return { categorySlug, page, pageSize: HOME_PAGE_SIZE };
}

export function HomeContent({ brand, siteOrigins = {} }: { brand: BrandConfig; siteOrigins?: SiteOrigins }) {
  const types = useQuery(catalogueQueries.types(getBrowserCbtClient()));
  const categories = categoriesOf(types.data ?? []);
  return (
    <PageContainer>
      <Hero>
        <BrandName data-testid="brand-name">{brand.name}</BrandName>
        <PageTitle>시험 CBT</PageTitle>
        <PageLead>{brand.seo.description}</PageLead>
      </Hero>

      {/* A member's scrapped written tests: fetched in the browser, so cached visitor pages hold none. */}
      <MyTestsCard siteOrigins={siteOrigins} />

      <Section aria-labelledby="category-heading">
        <SectionHeader>
          <SectionTitle id="category-heading">시험 분야</SectionTitle>
        </SectionHeader>
        {types.isPending ? (
          <LoadingState />
        ) : types.isError ? (
          <QueryError error={types.error} onRetry={() => void types.refetch()} />
        ) : categories.length === 0 ? (
          <EmptyState title="준비 중인 시험 분야입니다">시험이 등록되면 이곳에서 분야별로 찾아볼 수 있습니다.</EmptyState>
        ) : (
          <CategoryGrid>
            {categories.map((category) => (
              <li key={category.id}>
                <CategoryCard as={Link} href={`/exam/${category.slug}`} data-testid="category-card">
                  <CategoryName>{category.name}</CategoryName>
                  <CategoryText>{findCategory(brand.id, category.slug ?? '')?.description}</CategoryText>
                  <CategoryFoot>
                    <span data-testid="category-count">시험 {formatNumber(category.examCount)}개</span>
                    <More aria-hidden="true">시험 보기 →</More>
                  </CategoryFoot>
                </CategoryCard>
              </li>
            ))}
          </CategoryGrid>
        )}
      </Section>

      <BestExams showFree={brand.hasShop} />

      {categories.length > 0 ? <CategoryTabs categories={categories} showFree={brand.hasShop} /> : null}
    </PageContainer>
  );
}

function CategoryTabs({ categories, showFree }: { categories: ExamTypeListItem[]; showFree: boolean }) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const [page, setPage] = useState(1);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const category = categories[Math.min(selected, categories.length - 1)]!;
  const list = useQuery({
    ...catalogueQueries.list(getBrowserCbtClient(), homeListQuery(category.slug ?? '', page)),
    placeholderData: keepPreviousData,
  });

  const select = (index: number) => {
    setSelected(index);
    setPage(1);
  };
  // Arrow keys move between tabs (WAI-ARIA tabs pattern); only the selected tab is in the tab order.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (selected + step + categories.length) % categories.length;
    select(next);
    tabRefs.current[next]?.focus();
  };

  const panelId = `${baseId}-panel`;
  return (
    <Section aria-labelledby={`${baseId}-heading`} data-testid="category-exams">
      <SectionHeader>
        <SectionTitle id={`${baseId}-heading`}>분야별 시험</SectionTitle>
        {/* The category cards above are already links named by the category; this one is described by the tab. */}
        <AllLink href={`/exam/${category.slug}`} aria-describedby={`${baseId}-tab-${category.id}`}>
          전체 보기 →
        </AllLink>
      </SectionHeader>
      <ChipRow role="tablist" aria-label="시험 분야 선택" onKeyDown={onKeyDown}>
        {categories.map((item, index) => (
          <Chip
            key={item.id}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={index === selected}
            aria-controls={panelId}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index)}
          >
            {item.name}
          </Chip>
        ))}
      </ChipRow>
      <Panel role="tabpanel" id={panelId} aria-labelledby={`${baseId}-tab-${category.id}`} aria-busy={list.isFetching}>
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState title="아직 공개된 시험이 없습니다">{`${category.name} 시험이 등록되면 이곳에서 바로 풀어볼 수 있습니다.`}</EmptyState>
        ) : (
          <>
            <ResultCount>
              {category.name} 시험 {formatNumber(list.data.totalCount)}개
            </ResultCount>
            <ExamGrid>
              {list.data.items.map((exam) => (
                <ExamCard key={exam.examIdx} exam={exam} showFree={showFree} />
              ))}
            </ExamGrid>
            <Pagination
              page={list.data.page}
              pageSize={list.data.pageSize}
              totalCount={list.data.totalCount}
              onChange={setPage}
              label={`${category.name} 시험 페이지`}
            />
          </>
        )}
      </Panel>
    </Section>
  );
}

const Hero = styled.div`
  margin-bottom: 8px;
`;

const BrandName = styled.p`
  margin-bottom: 6px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;

const CategoryGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 16px;
  ${({ theme }) => mobileQuery(theme)} {
    grid-template-columns: 1fr 1fr;
    gap: 10px;
  }
`;

const CategoryCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 8px;
  height: 100%;
  padding: 24px;
  transition: border-color 120ms ease, box-shadow 120ms ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 8px 24px rgba(15, 23, 42, 0.08);
  }
  ${({ theme }) => mobileQuery(theme)} {
    padding: 16px;
  }
`;

const CategoryName = styled.h3`
  font-size: 18px;
  font-weight: 700;
`;

const CategoryText = styled.p`
  flex: 1;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  ${({ theme }) => mobileQuery(theme)} {
    display: none;
  }
`;

const CategoryFoot = styled.p`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const More = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  ${({ theme }) => mobileQuery(theme)} {
    display: none;
  }
`;

const AllLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-size: 14px;
  font-weight: 600;
  white-space: nowrap;
`;

const Panel = styled.div`
  margin-top: 16px;
`;
