/** My page on the shop host: the summary, the purchase history and 내 강의실, each paged by 20. */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../ui/link';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Site } from '../../config/hosts';
import { formatKstDateTime, formatKstDay } from '../../config/kst';
import type { MyCourse, Order } from '../api/orders-api';
import { linkTarget } from '../routing/site-links';
import { formatNumber, formatPrice } from '../ui/format';
import { LoadingState, QueryError } from '../ui/query-state';
import { getBrowserShopClient } from '../session/browser-client';
import { Card, CardList, CardMeta, CardRow, EmptyState, PrimaryLink } from '../ui/page-layout';
import { LinkPagination } from '../ui/pagination';
import { ORDER_STATUS_LABELS } from './shop-format';
import { shopQueries } from './shop-page-queries';

const cbtExamHref = (examIdx: number, siteOrigins: Partial<Record<Site, string>>) =>
  linkTarget({ href: `/exam/detail/${examIdx}`, site: 'cbt' }, siteOrigins, 'shop').href;

/** A row's own actions (purchase history: 주문취소, 카드 결제하기); nothing in the summary's short list. */
export type OrderRowActions = (order: Order) => ReactNode;

export function OrderRows({ orders, actions }: { orders: Order[]; actions?: OrderRowActions }) {
  return (
    <CardList data-testid="order-rows">
      {orders.map((order) => (
        <li key={order.orderNo}>
          <Row data-testid="order-row">
            <div>
              <strong>{order.lines.map((line) => line.title).join(', ')}</strong>
              <CardMeta>
                주문 번호 {order.orderNo} · {formatKstDateTime(order.createdAt)}
              </CardMeta>
              {order.status === 'AWAITING_DEPOSIT' && order.deposit ? (
                <CardMeta>
                  {order.deposit.bank} {order.deposit.account} (예금주 {order.deposit.holder}) · {formatKstDateTime(order.deposit.deadline)}까지 입금
                </CardMeta>
              ) : null}
            </div>
            <Side>
              <Status data-testid="order-row-status" data-status={order.status}>
                {ORDER_STATUS_LABELS[order.status]}
              </Status>
              <span>{formatPrice(order.amount)}</span>
              {actions ? actions(order) : null}
            </Side>
          </Row>
        </li>
      ))}
    </CardList>
  );
}

function CourseRows({ courses, siteOrigins }: { courses: MyCourse[]; siteOrigins: Partial<Record<Site, string>> }) {
  return (
    <CardList data-testid="course-rows">
      {courses.map((course) => (
        <li key={course.examIdx}>
          <Row data-testid="course-row">
            <div>
              <a href={cbtExamHref(course.examIdx, siteOrigins)}>{course.title}</a>
              <CardMeta>{formatKstDay(course.grantedAt)}부터 이용 가능{course.orderNo ? ` · 주문 번호 ${course.orderNo}` : ''}</CardMeta>
            </div>
            <PrimaryLink href={cbtExamHref(course.examIdx, siteOrigins)} aria-label={`${course.title} 시험 보기`}>
              시험 보기
            </PrimaryLink>
          </Row>
        </li>
      ))}
    </CardList>
  );
}

export function PurchaseHistory({ page, actions }: { page: number; actions?: OrderRowActions }) {
  const orders = useQuery(shopQueries.orders(getBrowserShopClient(), page));
  if (orders.isPending) return <LoadingState />;
  if (orders.isError) return <QueryError error={orders.error} onRetry={() => void orders.refetch()} />;
  if (!orders.data.totalCount) {
    return (
      <EmptyState title="구매 내역이 없습니다" action={<PrimaryLink as={Link} href="/">상품 보러 가기</PrimaryLink>}>
        주문한 상품이 이곳에 표시됩니다.
      </EmptyState>
    );
  }
  return (
    <section aria-label="구매 내역">
      <p>주문 {formatNumber(orders.data.totalCount)}건</p>
      <OrderRows orders={orders.data.items} actions={actions} />
      <LinkPagination
        page={orders.data.page}
        pageSize={orders.data.pageSize}
        totalCount={orders.data.totalCount}
        hrefFor={(n) => (n === 1 ? '/mypage/purchase-history' : `/mypage/purchase-history?page=${n}`)}
      />
    </section>
  );
}

export function MyCourses({ page, siteOrigins }: { page: number; siteOrigins: Partial<Record<Site, string>> }) {
  const courses = useQuery(shopQueries.myCourses(getBrowserShopClient(), page));
  if (courses.isPending) return <LoadingState />;
  if (courses.isError) return <QueryError error={courses.error} onRetry={() => void courses.refetch()} />;
  if (!courses.data.totalCount) {
    return (
      <EmptyState title="수강 중인 시험이 없습니다" action={<PrimaryLink as={Link} href="/">상품 보러 가기</PrimaryLink>}>
        결제가 완료된 시험이 이곳에 표시됩니다.
      </EmptyState>
    );
  }
  return (
    <section aria-label="내 강의실">
      <p>이용할 수 있는 시험 {formatNumber(courses.data.totalCount)}개</p>
      <CourseRows courses={courses.data.items} siteOrigins={siteOrigins} />
      <LinkPagination
        page={courses.data.page}
        pageSize={courses.data.pageSize}
        totalCount={courses.data.totalCount}
        hrefFor={(n) => (n === 1 ? '/mypage/my-courses' : `/mypage/my-courses?page=${n}`)}
      />
    </section>
  );
}

/** The summary: how many orders and exams, the latest orders and the newest exams. */
export function MyPageSummary({ siteOrigins }: { siteOrigins: Partial<Record<Site, string>> }) {
  const orders = useQuery(shopQueries.orders(getBrowserShopClient(), 1));
  const courses = useQuery(shopQueries.myCourses(getBrowserShopClient(), 1));
  if (orders.isPending || courses.isPending) return <LoadingState />;
  if (orders.isError) return <QueryError error={orders.error} onRetry={() => void orders.refetch()} />;
  if (courses.isError) return <QueryError error={courses.error} onRetry={() => void courses.refetch()} />;
  const awaiting = orders.data.items.filter((order) => order.status === 'AWAITING_DEPOSIT').length;
  return (
    <Summary>
      <Counts>
        <Card>
          <Count>
            <span>주문</span>
            <strong>{formatNumber(orders.data.totalCount)}건</strong>
            {awaiting ? <small>최근 입금대기 {awaiting}건</small> : null}
          </Count>
        </Card>
        <Card>
          <Count>
            <span>이용할 수 있는 시험</span>
            <strong>{formatNumber(courses.data.totalCount)}개</strong>
          </Count>
        </Card>
      </Counts>
      <section aria-labelledby="recent-orders-title">
        <Heading id="recent-orders-title">
          최근 주문 <Link href="/mypage/purchase-history">전체 보기</Link>
        </Heading>
        {orders.data.items.length ? <OrderRows orders={orders.data.items.slice(0, 3)} /> : <p>아직 주문이 없습니다.</p>}
      </section>
      <section aria-labelledby="recent-courses-title">
        <Heading id="recent-courses-title">
          내 강의실 <Link href="/mypage/my-courses">전체 보기</Link>
        </Heading>
        {courses.data.items.length ? (
          <CourseRows courses={courses.data.items.slice(0, 3)} siteOrigins={siteOrigins} />
        ) : (
          <p>결제가 완료된 시험이 없습니다.</p>
        )}
      </section>
    </Summary>
  );
}

const Row = styled(CardRow)`
  a:not([class]) {
    font-weight: 700;
  }
  ${PrimaryLink} {
    margin-top: 0;
  }
`;


const Side = styled.div`
  display: grid;
  justify-items: end;
  gap: 4px;
`;

const Status = styled.span`
  font-weight: 800;
  &[data-status='PAID'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Summary = styled.div`
  display: grid;
  gap: 24px;
`;

const Counts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px;
`;

const Count = styled.p`
  display: grid;
  gap: 4px;
  padding: 20px;
  strong {
    font-size: 22px;
    font-weight: 800;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Heading = styled.h2`
  display: flex;
  justify-content: space-between;
  font-size: 18px;
  font-weight: 700;
  a {
    font-size: 14px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
`;
