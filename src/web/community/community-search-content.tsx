/**
 * The community's search results (`/search?q=&board=&page=`): the posts whose title, body or author match,
 * best match first (the server's Korean-aware search), within one board or across the community, paged. The scope
 * tabs keep the query, so a board search widens to the whole community with one press.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../ui/link';
import styled from 'styled-components';
import { LoadingState, QueryError } from '../ui/query-state';
import { Breadcrumbs, EmptyState, PageContainer, PageTitle } from '../ui/page-layout';
import { LinkPagination } from '../ui/pagination';
import { UnderlineTabs } from '../ui/underline-tabs';
import { CommunityPostList } from './community-post-list';
import { browserCommunityClient } from '../api/community-client';
import { type CommunitySearchState, communityQueries, communitySearchHref } from './community-queries';
import { CommunitySearchForm } from './community-search-form';

export interface CommunitySearchContentProps {
  state: CommunitySearchState;
  /** The searched board's title (known on the server), or null. */
  boardTitle: string | null;
}

export function CommunitySearchContent({ state, boardTitle }: CommunitySearchContentProps) {
  const searching = state.query.trim().length > 0;
  const query = useQuery({ ...communityQueries.search(browserCommunityClient, state), enabled: searching });
  const data = query.data;
  return (
    <PageContainer>
      <Breadcrumbs aria-label="위치">
        <Link href="/community">커뮤니티</Link>
        <span aria-hidden="true">›</span>
        <span>검색</span>
      </Breadcrumbs>
      <PageTitle>커뮤니티 검색</PageTitle>
      <FormBox>
        <CommunitySearchForm
          key={`${state.boardSlug}:${state.query}`}
          boardSlug={state.boardSlug}
          label={boardTitle ? `${boardTitle}에서 검색` : '커뮤니티 전체에서 검색'}
          initialQuery={state.query}
        />
      </FormBox>
      {state.boardSlug && boardTitle ? (
        <UnderlineTabs aria-label="검색 범위">
          <Link href={communitySearchHref({ ...state, page: 1 })} aria-current="page" data-testid="search-scope-board">
            {boardTitle}
          </Link>
          <Link href={communitySearchHref({ ...state, boardSlug: null, page: 1 })} data-testid="search-scope-all">
            커뮤니티 전체
          </Link>
        </UnderlineTabs>
      ) : null}
      {!searching ? (
        <EmptyState title="무엇을 찾고 있나요?">제목, 내용, 작성자 닉네임으로 찾을 수 있어요. 초성(ㅎㄱㅎㄱ)도 돼요.</EmptyState>
      ) : query.isPending ? (
        <LoadingState label="검색하는 중입니다…" />
      ) : !data ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Total role="status" data-testid="search-total">
            ‘{state.query.trim()}’ 검색 결과 <strong>{data.totalCount.toLocaleString('en-US')}</strong>건
          </Total>
          {data.nodes.length === 0 ? (
            <EmptyState title="검색 결과가 없어요">다른 낱말로 찾아보거나 띄어쓰기를 바꿔보세요.</EmptyState>
          ) : (
            <CommunityPostList posts={data.nodes} label="검색 결과" showBoard testId="search-results" />
          )}
          <LinkPagination
            page={data.page}
            pageSize={data.pageSize}
            totalCount={data.totalCount}
            hrefFor={(page) => communitySearchHref({ ...state, page })}
            label="검색 결과 페이지 이동"
          />
        </>
      )}
    </PageContainer>
  );
}

const FormBox = styled.div`
  margin: 16px 0;
  max-width: 640px;
`;

const Total = styled.p`
  margin: 16px 0 8px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;
