/**
 * 고객 문의 (ADR 30): the brand's inquiries from the inquiry panel, open first and the oldest first, filtered
 * by status through the address (`?status=OPEN&page=2`). Each row opens the inquiry, where it is answered or closed.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { useRouter } from 'next/router';
import { INQUIRY_STATUS_LABELS } from '../../config/inquiry-answer';
import { formatKstDateTime } from '../../config/kst';
import { type InquiryStatus, consoleInquiriesKey, listInquiries } from '../api/console-inquiries-api';
import { getBrowserCbtClient } from '../session/browser-client';
import { LinkPagination, pageFromQuery } from '../ui/pagination';
import { ConsoleFilterTabs, ConsoleListState } from './console-list-state';
import { ConsoleTable, Muted, StatusText, TableScroller } from './console-table';

const PAGE_SIZE = 20;
const STATUSES: ReadonlyArray<InquiryStatus> = ['OPEN', 'ANSWERED', 'CLOSED'];

export const inquiryStatusTone = (status: InquiryStatus) => (status === 'OPEN' ? 'warn' : status === 'ANSWERED' ? 'success' : 'muted');

const hrefFor = (status: InquiryStatus | undefined, page = 1) => {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/inquiries?${query}` : '/inquiries';
};

export function InquiryQueue() {
  const router = useRouter();
  const status = STATUSES.find((item) => item === router.query.status);
  const page = pageFromQuery(router.query.page);
  const query = { status, page, pageSize: PAGE_SIZE };
  const inquiries = useQuery({
    queryKey: consoleInquiriesKey(query),
    queryFn: () => listInquiries(getBrowserCbtClient(), query),
    enabled: router.isReady,
  });

  return (
    <>
      <ConsoleFilterTabs label="문의 상태" values={STATUSES} labels={INQUIRY_STATUS_LABELS} current={status} hrefFor={(value) => hrefFor(value)} />
      <ConsoleListState query={inquiries} errorTitle="문의 목록을 불러오지 못했습니다." emptyTitle="해당하는 문의가 없습니다.">
        {(data) => (
          <>
            <TableScroller>
              <ConsoleTable>
                <caption className="visually-hidden">고객 문의 목록 (총 {data.totalCount}건)</caption>
                <thead>
                  <tr>
                    <th scope="col">내용</th>
                    <th scope="col">보낸 사람</th>
                    <th scope="col">받은 일시</th>
                    <th scope="col">상태</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((item) => (
                    <tr key={item.id} data-testid="inquiry-row" data-inquiry-id={item.id} data-status={item.status}>
                      <td>
                        <Link href={`/inquiries/${item.id}`}>{item.excerpt}</Link>
                        {item.attachmentCount > 0 ? <Muted>첨부 {item.attachmentCount}개</Muted> : null}
                      </td>
                      <td>
                        {item.email}
                        <Muted>{item.memberName ? `회원 ${item.memberName}` : '비회원'}</Muted>
                      </td>
                      <td>{formatKstDateTime(item.createdAt)}</td>
                      <td>
                        <StatusText $tone={inquiryStatusTone(item.status)}>{INQUIRY_STATUS_LABELS[item.status]}</StatusText>
                        {item.answeredAt ? <Muted>{formatKstDateTime(item.answeredAt)}</Muted> : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </ConsoleTable>
            </TableScroller>
            <LinkPagination
              page={page}
              pageSize={PAGE_SIZE}
              totalCount={data.totalCount}
              hrefFor={(target) => hrefFor(status, target)}
              label="문의 목록 페이지"
            />
          </>
        )}
      </ConsoleListState>
    </>
  );
}
