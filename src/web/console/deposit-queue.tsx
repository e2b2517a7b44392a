/**
 * 무통장입금 (ADR 27 and 30): the brand's bank-transfer orders waiting for a decision, oldest first, in two
 * tabs through the address — 입금대기 (`/orders`, 입금 확인 marks it paid and grants its exams) and 환불요청
 * (`/orders?queue=REFUND`, a paid transfer the member cancelled; 환불 완료 once the money went back). Brand A has no
 * shop: the page says so instead of showing queues that can never fill.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { getBrand } from '../../config/brands';
import type { BrandId } from '../../config/hosts';
import { formatKstDateTime } from '../../config/kst';
import { type ConsoleOrder, type ConsoleOrderQueue, consoleOrdersKey, listConsoleOrders, markOrderPaid, markOrderRefunded } from '../api/console-orders-api';
import { getErrorMessage } from '../api/error-catalogue';
import { formatPhone, formatPrice } from '../ui/format';
import { getBrowserCbtClient } from '../session/browser-client';
import { useToast } from '../toast/toast-provider';
import { PrimaryButton } from '../ui/button';
import { EmptyState, PageLead } from '../ui/page-layout';
import { LinkPagination, pageFromQuery } from '../ui/pagination';
import { ConsoleFilterTabs, ConsoleListState } from './console-list-state';
import { ConsoleTable, Muted, StatusText, TableScroller } from './console-table';

const PAGE_SIZE = 20;
const QUEUES: readonly ConsoleOrderQueue[] = ['DEPOSIT', 'REFUND'];
const QUEUE_LABELS: Record<ConsoleOrderQueue, string> = { DEPOSIT: '입금대기', REFUND: '환불요청' };

const hrefFor = (queue: ConsoleOrderQueue, page = 1) => {
  const params = new URLSearchParams();
  if (queue === 'REFUND') params.set('queue', 'REFUND');
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/orders?${query}` : '/orders';
};


export function DepositQueue({ brand }: { brand: BrandId }) {
  if (!getBrand(brand).hasShop) {
    return <EmptyState title="이 브랜드에는 쇼핑몰이 없습니다.">무통장입금 확인과 환불 처리는 너스패스 운영 콘솔에서 합니다.</EmptyState>;
  }
  return <Queues />;
}

function Queues() {
  const router = useRouter();
  const queue: ConsoleOrderQueue = router.query.queue === 'REFUND' ? 'REFUND' : 'DEPOSIT';
  const page = pageFromQuery(router.query.page);
  const query = { queue, page, pageSize: PAGE_SIZE };
  const orders = useQuery({
    queryKey: consoleOrdersKey(query),
    queryFn: () => listConsoleOrders(getBrowserCbtClient(), query),
    enabled: router.isReady,
  });

  return (
    <>
      <ConsoleFilterTabs label="주문 상태" values={QUEUES} labels={QUEUE_LABELS} current={queue} hrefFor={(value) => hrefFor(value ?? 'DEPOSIT')} withAll={false} />
      <PageLead>
        {queue === 'DEPOSIT'
          ? '계좌에 들어온 입금을 확인한 주문만 입금 확인을 눌러주세요. 결제 완료가 되고 시험이 바로 열립니다.'
          : '결제 후 취소한 무통장입금 주문입니다. 주문자에게 환불을 보낸 뒤 환불 완료를 눌러주세요.'}
      </PageLead>
      <ConsoleListState query={orders} errorTitle="주문 목록을 불러오지 못했습니다." emptyTitle={queue === 'DEPOSIT' ? '입금을 기다리는 주문이 없습니다.' : '환불을 기다리는 주문이 없습니다.'}>
        {(data) => (
          <>
            <TableScroller>
              <ConsoleTable>
                <caption className="visually-hidden">
                  {queue === 'DEPOSIT' ? '입금대기' : '환불요청'} 주문 (총 {data.totalCount}건)
                </caption>
                <thead>
                  <tr>
                    <th scope="col">주문 번호</th>
                    <th scope="col">주문자</th>
                    <th scope="col">금액</th>
                    <th scope="col">{queue === 'DEPOSIT' ? '입금 기한' : '환불 요청 일시'}</th>
                    <th scope="col">처리</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((order) => (
                    <OrderRow key={order.orderNo} order={order} queue={queue} />
                  ))}
                </tbody>
              </ConsoleTable>
            </TableScroller>
            <LinkPagination page={page} pageSize={PAGE_SIZE} totalCount={data.totalCount} hrefFor={(target) => hrefFor(queue, target)} label="주문 목록 페이지" />
          </>
        )}
      </ConsoleListState>
    </>
  );
}

function OrderRow({ order, queue }: { order: ConsoleOrder; queue: ConsoleOrderQueue }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const overdue = queue === 'DEPOSIT' && order.depositDeadline !== null && new Date(order.depositDeadline).getTime() < Date.now();

  const decide = async () => {
    setPending(true);
    try {
      const client = getBrowserCbtClient();
      const result = queue === 'DEPOSIT' ? await markOrderPaid(client, order.orderNo) : await markOrderRefunded(client, order.orderNo);
      toast(
        result.changed
          ? queue === 'DEPOSIT'
            ? `${order.ordererName}님의 주문을 결제 완료로 처리했습니다.`
            : `${order.ordererName}님의 주문을 환불 완료로 처리했습니다.`
          : '이미 처리된 주문입니다.',
        'success',
      );
      await queryClient.invalidateQueries({ queryKey: ['console'] });
    } catch (error) {
      toast(getErrorMessage(error), 'error');
    } finally {
      setPending(false);
    }
  };

  const action = queue === 'DEPOSIT' ? '입금 확인' : '환불 완료';
  return (
    <tr data-testid="console-order-row" data-order-no={order.orderNo}>
      <td>
        {order.orderNo}
        <Muted>주문 {formatKstDateTime(order.createdAt)}</Muted>
      </td>
      <td>
        {order.ordererName}
        <Muted>{formatPhone(order.ordererPhone)}</Muted>
        <Muted>{order.memberEmail}</Muted>
      </td>
      <td>{formatPrice(order.amount)}</td>
      <td>
        {queue === 'DEPOSIT' ? (
          order.depositDeadline ? (
            <>
              {formatKstDateTime(order.depositDeadline)}
              {overdue ? <StatusText $tone="danger" style={{ display: 'block' }}>기한 지남</StatusText> : null}
            </>
          ) : (
            '—'
          )
        ) : order.refundRequestedAt ? (
          formatKstDateTime(order.refundRequestedAt)
        ) : (
          '—'
        )}
      </td>
      <td>
        <PrimaryButton type="button" disabled={pending} aria-label={`${order.orderNo} ${action}`} onClick={() => void decide()}>
          {action}
        </PrimaryButton>
      </td>
    </tr>
  );
}
