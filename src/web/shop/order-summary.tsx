/** A placed order: its number, amounts, the deposit account while it waits for a transfer, and 구매 내역 보기. */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { formatKstDateTime } from '../../config/kst';
import type { Order } from '../api/orders-api';
import { formatPrice } from '../ui/format';
import { LoadingState, QueryError } from '../ui/query-state';
import { getBrowserShopClient } from '../session/browser-client';
import { Card, PrimaryLink } from '../ui/page-layout';
import { Facts, Section } from './order-view-styles';
import { ORDER_STATUS_LABELS } from './shop-format';
import { shopQueries } from './shop-page-queries';
import { TossPayButton } from './toss-pay-button';

export function PlacedOrder({ orderNo }: { orderNo: string }) {
  const order = useQuery(shopQueries.order(getBrowserShopClient(), orderNo));
  if (order.isPending) return <LoadingState />;
  if (order.isError) return <QueryError error={order.error} onRetry={() => void order.refetch()} />;
  return <OrderSummary order={order.data} />;
}

export function OrderSummary({ order }: { order: Order }) {
  return (
    <Card as="section" aria-labelledby="order-placed-title" data-testid="order-placed">
      <Section>
        <h2 id="order-placed-title">
          {order.status === 'AWAITING_DEPOSIT' ? '주문이 접수되었습니다' : order.status === 'PAID' ? '결제가 완료되었습니다' : '주문 내역'} ·{' '}
          <span data-testid="order-status">{ORDER_STATUS_LABELS[order.status]}</span>
        </h2>
        <Facts>
          <dt>주문 번호</dt>
          <dd data-testid="order-no">{order.orderNo}</dd>
          {order.couponDiscount || order.pointsUsed ? (
            <>
              <dt>상품 금액</dt>
              <dd>{formatPrice(order.subtotal)}</dd>
              <dt>할인</dt>
              <dd>
                쿠폰 {formatPrice(order.couponDiscount)} · 적립금 {formatPrice(order.pointsUsed)}
              </dd>
            </>
          ) : null}
          <dt>결제 금액</dt>
          <dd data-testid="order-summary-amount">{formatPrice(order.amount)}</dd>
          {order.deposit && order.status === 'AWAITING_DEPOSIT' ? (
            <>
              <dt>입금 계좌</dt>
              <dd data-testid="deposit-account">
                {order.deposit.bank} {order.deposit.account} (예금주 {order.deposit.holder})
              </dd>
              <dt>입금 기한</dt>
              <dd>{formatKstDateTime(order.deposit.deadline)}까지</dd>
            </>
          ) : null}
          {order.paidAt ? (
            <>
              <dt>결제 완료</dt>
              <dd>{formatKstDateTime(order.paidAt)}</dd>
            </>
          ) : null}
        </Facts>
        {order.status === 'AWAITING_DEPOSIT' ? <p>입금이 확인되면 결제완료로 바뀌고, 내 강의실에서 시험을 볼 수 있습니다.</p> : null}
        {order.status === 'AWAITING_PAYMENT' ? (
          <>
            <p>카드 결제가 아직 완료되지 않았습니다.</p>
            <TossPayButton orderNo={order.orderNo} />
          </>
        ) : null}
        <p>
          <PrimaryLink as={Link} href="/mypage/purchase-history">
            구매 내역 보기
          </PrimaryLink>
        </p>
      </Section>
    </Card>
  );
}
