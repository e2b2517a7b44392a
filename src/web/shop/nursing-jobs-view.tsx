/**
 * Brand B's 채용공고 (`/list/jobs`, ADR 45): the portal's 보건·의료 jobs as the portal's posting cards, 20 a page. Brand B
 * has no posting page of its own, so a card opens the posting on brand A's portal, in the same window.
 */
import { useQuery } from '@tanstack/react-query';
import type { Site } from '../../config/hosts';
import { browserPortalClient } from '../api/portal-client';
import { postingHref } from '../postings/posting-labels';
import { FIRST_SCREEN_CARDS, PostingList } from '../postings/posting-list';
import { postingQueries } from '../postings/posting-queries';
import { linkTarget } from '../routing/site-links';
import { LinkPagination } from '../ui/pagination';
import { LoadingState, QueryError } from '../ui/query-state';
import { ShopFrame } from './shop-layout';

export const NURSING_JOBS_PATH = '/list/jobs';

export function nursingJobsHref(page: number): string {
  return page > 1 ? `${NURSING_JOBS_PATH}?page=${page}` : NURSING_JOBS_PATH;
}

export function NursingJobsView({ page, siteOrigins }: { page: number; siteOrigins: Partial<Record<Site, string>> }) {
  const jobs = useQuery(postingQueries.nursingJobs(browserPortalClient, page));
  const portalPosting = (posting: { id: string }) => linkTarget({ href: postingHref(posting.id), site: 'portal' }, siteOrigins, 'shop').href;
  return (
    <ShopFrame
      title="채용공고"
      crumbs={[{ label: '채용공고' }]}
      lead="병원·의료기관의 간호·보건 분야 채용과 인턴 공고입니다. 공고를 누르면 커리어로드에서 자세한 내용을 볼 수 있습니다."
    >
      {jobs.isPending ? (
        <LoadingState />
      ) : jobs.isError ? (
        <QueryError error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : (
        <section aria-label="채용공고 목록">
          <p>공고 {jobs.data.totalCount.toLocaleString('en-US')}개</p>
          <PostingList
            postings={jobs.data.nodes}
            label="채용공고"
            testId="nursing-job-list"
            eagerPosters={FIRST_SCREEN_CARDS}
            hrefFor={portalPosting}
            emptyTitle="등록된 채용공고가 없습니다."
          />
          <LinkPagination
            page={jobs.data.page}
            pageSize={jobs.data.pageSize}
            totalCount={jobs.data.totalCount}
            hrefFor={nursingJobsHref}
          />
        </section>
      )}
    </ShopFrame>
  );
}
