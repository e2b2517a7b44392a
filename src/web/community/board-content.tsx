/**
 * A board's page (`/community/{slug}`): its notices pinned on the first page, its posts newest, most read or
 * most commented first (the sort and page are in the address, so a list can be shared and reloaded), paging, the
 * board's menu bookmark and a search within the board.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../ui/link';
import styled from 'styled-components';
import type { CommunityPostSort } from '../api/community-posts-api';
import { LoadingState, QueryError } from '../ui/query-state';
import { PrimaryButton } from '../ui/button';
import { Breadcrumbs, EmptyState, PageContainer, PageTitle } from '../ui/page-layout';
import { LinkPagination } from '../ui/pagination';
import { UnderlineTabs } from '../ui/underline-tabs';
import { CommunityPostList } from './community-post-list';
import { CommunitySearchForm } from './community-search-form';
import { browserCommunityClient } from '../api/community-client';
import { type BoardPageState, boardHref, communityQueries } from './community-queries';
import { MenuBookmarkToggle } from './menu-bookmark-toggle';

const SORT_LABELS: Record<CommunityPostSort, string> = { LATEST: '최신순', VIEWS: '조회순', COMMENTS: '댓글순' };

export function BoardContent({ boardSlug, state }: { boardSlug: string; state: BoardPageState }) {
  const query = useQuery(communityQueries.board(browserCommunityClient, boardSlug, state));
  const data = query.data;
  if (query.isPending) return <LoadingState label="게시판을 불러오는 중입니다…" />;
  if (!data) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const posts = state.page === 1 ? [...data.notices, ...data.nodes] : data.nodes;

  return (
    <PageContainer>
      <Breadcrumbs aria-label="위치">
        <Link href="/community">커뮤니티</Link>
        <span aria-hidden="true">›</span>
        <span>{data.board.menu.title}</span>
      </Breadcrumbs>
      <Head>
        <PageTitle data-testid="board-title">{data.board.title}</PageTitle>
        <HeadActions>
          <MenuBookmarkToggle menu={data.board.menu} />
          <PrimaryButton as={Link} href={`${boardHref(boardSlug)}/write`} data-testid="board-write">
            글쓰기
          </PrimaryButton>
        </HeadActions>
      </Head>
      <SearchBox>
        <CommunitySearchForm boardSlug={boardSlug} label={`${data.board.title}에서 검색`} />
      </SearchBox>
      <UnderlineTabs aria-label="정렬">
        {(Object.keys(SORT_LABELS) as CommunityPostSort[]).map((sort) => (
          <Link
            key={sort}
            href={boardHref(boardSlug, { sort })}
            aria-current={sort === state.sort ? 'page' : undefined}
            data-testid={`board-sort-${sort}`}
          >
            {SORT_LABELS[sort]}
          </Link>
        ))}
      </UnderlineTabs>
      <Total>
        게시글 <strong data-testid="board-total">{data.totalCount.toLocaleString('en-US')}</strong>개
      </Total>
      {posts.length === 0 ? (
        <EmptyState title="아직 글이 없어요">첫 글의 주인공이 되어보세요.</EmptyState>
      ) : (
        <CommunityPostList posts={posts} label={`${data.board.title} 게시글`} testId="board-posts" />
      )}
      <LinkPagination
        page={data.page}
        pageSize={data.pageSize}
        totalCount={data.totalCount}
        hrefFor={(page) => boardHref(boardSlug, { sort: state.sort, page })}
        label="게시글 페이지 이동"
      />
    </PageContainer>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const HeadActions = styled.div`
  display: flex;
  gap: 8px;
`;

const SearchBox = styled.div`
  max-width: 560px;
  margin: 16px 0 8px;
`;

const Total = styled.p`
  margin: 16px 0 8px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;
