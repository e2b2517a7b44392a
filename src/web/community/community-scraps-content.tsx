/**
 * 내 스크랩 (`/scraps`): the posts the member scrapped that still stand, newest scrap first, paged. Members
 * only (the page sends a visitor to the login with `next`).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { LoadingState, QueryError } from '../ui/query-state';
import { Breadcrumbs, EmptyState, PageContainer, PageTitle } from '../ui/page-layout';
import { LinkPagination } from '../ui/pagination';
import { CommunityPostList } from './community-post-list';
import { browserCommunityClient } from '../api/community-client';
import { communityQueries, scrapsHref } from './community-queries';

export function CommunityScrapsContent({ page }: { page: number }) {
  const query = useQuery(communityQueries.scraps(browserCommunityClient, page));
  const data = query.data;
  return (
    <PageContainer>
      <Breadcrumbs aria-label="위치">
        <Link href="/community">커뮤니티</Link>
        <span aria-hidden="true">›</span>
        <span>내 스크랩</span>
      </Breadcrumbs>
      <PageTitle>내 스크랩</PageTitle>
      {query.isPending ? (
        <LoadingState label="스크랩한 글을 불러오는 중입니다…" />
      ) : !data ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : data.nodes.length === 0 ? (
        <EmptyState title="스크랩한 글이 없어요">다시 읽고 싶은 글에서 스크랩을 눌러보세요.</EmptyState>
      ) : (
        <>
          <CommunityPostList posts={data.nodes} label="스크랩한 글" showBoard testId="scrap-list" />
          <LinkPagination
            page={data.page}
            pageSize={data.pageSize}
            totalCount={data.totalCount}
            hrefFor={scrapsHref}
            label="스크랩 페이지 이동"
          />
        </>
      )}
    </PageContainer>
  );
}
