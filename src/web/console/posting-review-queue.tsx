/**
 * 공고 검토 (ADR 25 and 30): the brand's postings submitted for review, first submitted first, a page at a
 * time (`?page=2`). Each opens its preview — the portal's own posting page — where it is approved or rejected.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { useRouter } from 'next/router';
import { formatKstDateTime } from '../../config/kst';
import { listPostingReviews, postingReviewsKey } from '../api/console-posting-reviews-api';
import { getErrorMessage } from '../api/error-catalogue';
import { labelOf, POSTING_KIND_LABELS } from '../postings/posting-labels';
import { getBrowserCbtClient } from '../session/browser-client';
import { EmptyState } from '../ui/page-layout';
import { LinkPagination, pageFromQuery } from '../ui/pagination';
import { ConsoleTable, Muted, TableScroller } from './console-table';

const PAGE_SIZE = 20;
const hrefFor = (page: number) => (page > 1 ? `/postings?page=${page}` : '/postings');

export function PostingReviewQueue() {
  const router = useRouter();
  const page = pageFromQuery(router.query.page);
  const query = { page, pageSize: PAGE_SIZE };
  const reviews = useQuery({
    queryKey: postingReviewsKey(query),
    queryFn: () => listPostingReviews(getBrowserCbtClient(), query),
    enabled: router.isReady,
  });

  if (reviews.isError) return <EmptyState title="검토할 공고를 불러오지 못했습니다.">{getErrorMessage(reviews.error)}</EmptyState>;
  if (!reviews.data) return <Muted role="status">불러오는 중…</Muted>;
  if (reviews.data.items.length === 0) return <EmptyState title="검토를 기다리는 공고가 없습니다." />;
  return (
    <>
      <TableScroller>
        <ConsoleTable>
          <caption className="visually-hidden">검토 요청된 공고 (총 {reviews.data.totalCount}건)</caption>
          <thead>
            <tr>
              <th scope="col">공고</th>
              <th scope="col">종류</th>
              <th scope="col">접수 기간</th>
              <th scope="col">검토 요청 일시</th>
            </tr>
          </thead>
          <tbody>
            {reviews.data.items.map((posting) => (
              <tr key={posting.id} data-testid="posting-review-row" data-posting-id={posting.id}>
                <td>
                  <Link href={`/postings/${posting.id}`}>{posting.title}</Link>
                  <Muted>{posting.organiserName}</Muted>
                </td>
                <td>{labelOf(POSTING_KIND_LABELS, posting.kind)}</td>
                <td>
                  {posting.receptionStartDay} ~ {posting.receptionEndDay}
                </td>
                <td>{posting.submittedAt ? formatKstDateTime(posting.submittedAt) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </ConsoleTable>
      </TableScroller>
      <LinkPagination page={page} pageSize={PAGE_SIZE} totalCount={reviews.data.totalCount} hrefFor={hrefFor} label="공고 검토 목록 페이지" />
    </>
  );
}
