/**
 * My page screens of ADR 28 on the shop host: the purchase history's row actions (주문취소 with the shared confirm
 * dialog, 카드 결제하기 for a card order still 결제대기), `/mypage/cancel-history`, `/mypage/coupons` (with the code
 * registration box) and `/mypage/accumulations` (적립금 balance and history). Each list pages by 20.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { useState } from 'react';
import styled from 'styled-components';
import { formatKstDateTime, formatKstDay } from '../../config/kst';
import type { Order } from '../api/orders-api';
import { getErrorMessage, getServerMessage } from '../api/error-catalogue';
import { cancelOrder, type CouponStatus, type MemberCoupon, registerCoupon } from '../api/shop-payments-api';
import { formatNumber, formatPrice } from '../ui/format';
import { LoadingState, QueryError } from '../ui/query-state';
import { useModal } from '../modal/modal-provider';
import { getBrowserShopClient } from '../session/browser-client';
import { toast } from '../toast/toast-provider';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormError, TextField } from '../ui/form';
import { Card, CardList, CardMeta, CardRow, EmptyState, PrimaryLink } from '../ui/page-layout';
import { LinkPagination } from '../ui/pagination';
import { UnderlineTabs } from '../ui/underline-tabs';
import { OrderRows } from './mypage-views';
import { paymentQueries } from './payment-queries';
import { TossPayButton } from './toss-pay-button';

function CancelOrderButton({ order }: { order: Order }) {
  const modal = useModal();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelOrder(getBrowserShopClient(), order.orderNo),
    onSuccess: (cancelled) => {
      toast(cancelled.status === 'REFUND_REQUESTED' ? '환불을 요청했습니다. 확인 후 입금하신 계좌로 돌려드립니다.' : '주문을 취소했습니다.');
      void queryClient.invalidateQueries({ queryKey: ['shop'] });
    },
    onError: (error) => toast(getServerMessage(error) ?? getErrorMessage(error), 'error'),
  });
  const paidTransfer = order.status === 'PAID' && order.paymentMethod === 'BANK_TRANSFER';
  return (
    <ButtonBase
      type="button"
      disabled={cancel.isPending}
      data-testid="cancel-order"
      aria-label={`주문 ${order.orderNo} 주문취소`}
      onClick={() =>
        modal.openModal((close) => (
          <ConfirmDialog
            testId="cancel-order-dialog"
            title="주문취소"
            message={
              paidTransfer
                ? '주문을 취소하고 환불을 요청할까요? 시험 이용 권한은 바로 사라지고, 사용한 적립금과 쿠폰은 돌려드립니다.'
                : order.status === 'PAID'
                  ? '주문을 취소할까요? 카드 결제가 취소되고 시험 이용 권한은 바로 사라집니다. 사용한 적립금과 쿠폰은 돌려드립니다.'
                  : '주문을 취소할까요? 사용한 적립금과 쿠폰은 돌려드립니다.'
            }
            confirmLabel="주문취소"
            onCancel={close}
            onConfirm={() => {
              close();
              cancel.mutate();
            }}
          />
        ))
      }
    >
      주문취소
    </ButtonBase>
  );
}

/** The purchase history's actions for one order. */
export function purchaseActions(order: Order) {
  return (
    <RowActions>
      {order.status === 'AWAITING_PAYMENT' ? <TossPayButton orderNo={order.orderNo} /> : null}
      {order.cancellable ? <CancelOrderButton order={order} /> : null}
    </RowActions>
  );
}

export function CancelHistory({ page }: { page: number }) {
  const orders = useQuery(paymentQueries.cancelledOrders(getBrowserShopClient(), page));
  if (orders.isPending) return <LoadingState />;
  if (orders.isError) return <QueryError error={orders.error} onRetry={() => void orders.refetch()} />;
  if (!orders.data.totalCount) {
    return (
      <EmptyState title="취소한 주문이 없습니다" action={<PrimaryLink as={Link} href="/mypage/purchase-history">구매 내역 보기</PrimaryLink>}>
        취소하거나 환불을 요청한 주문이 이곳에 표시됩니다.
      </EmptyState>
    );
  }
  return (
    <section aria-label="취소 내역">
      <p>취소·환불요청 {formatNumber(orders.data.totalCount)}건</p>
      <OrderRows
        orders={orders.data.items}
        actions={(order) => (
          <CardMeta>
            {order.status === 'REFUND_REQUESTED' && order.refundRequestedAt
              ? `${formatKstDateTime(order.refundRequestedAt)} 환불 요청`
              : order.cancelledAt
                ? `${formatKstDateTime(order.cancelledAt)} 취소`
                : null}
            {order.cancelReason ? ` · ${order.cancelReason}` : ''}
          </CardMeta>
        )}
      />
      <LinkPagination
        page={orders.data.page}
        pageSize={orders.data.pageSize}
        totalCount={orders.data.totalCount}
        hrefFor={(n) => (n === 1 ? '/mypage/cancel-history' : `/mypage/cancel-history?page=${n}`)}
      />
    </section>
  );
}

const COUPON_TABS: ReadonlyArray<{ status: CouponStatus | null; label: string }> = [
  { status: null, label: '전체' },
  { status: 'USABLE', label: '사용 가능' },
  { status: 'USED', label: '사용 완료' },
  { status: 'EXPIRED', label: '기간 만료' },
];
const COUPON_STATUS_LABELS: Record<CouponStatus, string> = { USABLE: '사용 가능', USED: '사용 완료', EXPIRED: '기간 만료' };

export function couponStatusFromQuery(value: unknown): CouponStatus | null {
  const text = Array.isArray(value) ? value[0] : value;
  return text === 'USABLE' || text === 'USED' || text === 'EXPIRED' ? text : null;
}

const couponsHref = (status: CouponStatus | null, page = 1) => {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/mypage/coupons?${query}` : '/mypage/coupons';
};

const couponBenefit = (coupon: MemberCoupon) =>
  coupon.kind === 'PERCENT'
    ? `${coupon.value}% 할인${coupon.maxDiscount ? ` (최대 ${formatPrice(coupon.maxDiscount)})` : ''}`
    : `${formatPrice(coupon.value)} 할인`;

function RegisterCouponForm() {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const register = useMutation({
    mutationFn: () => registerCoupon(getBrowserShopClient(), code),
    onSuccess: () => {
      setCode('');
      toast('쿠폰을 등록했습니다.', 'success');
      void queryClient.invalidateQueries({ queryKey: ['shop', 'coupons'] });
    },
    onError: (e) => setError(getServerMessage(e) ?? getErrorMessage(e)),
  });
  return (
    <Card
      as="form"
      aria-labelledby="coupon-register-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!code.trim()) {
          setError('쿠폰 코드를 입력해주세요.');
          return;
        }
        setError(undefined);
        register.mutate();
      }}
    >
      <Box>
        <h2 id="coupon-register-title">쿠폰 등록</h2>
        <Inline>
          <TextField
            label="쿠폰 코드"
            name="code"
            value={code}
            maxLength={30}
            autoComplete="off"
            onChange={(event) => setCode(event.target.value)}
            error={error}
            data-testid="coupon-code"
          />
          <PrimaryButton type="submit" disabled={register.isPending} data-testid="coupon-register">
            등록
          </PrimaryButton>
        </Inline>
      </Box>
    </Card>
  );
}

export function CouponsView({ page, status }: { page: number; status: CouponStatus | null }) {
  const coupons = useQuery(paymentQueries.coupons(getBrowserShopClient(), page, status));
  return (
    <Stack>
      <RegisterCouponForm />
      <UnderlineTabs aria-label="쿠폰 상태">
        {COUPON_TABS.map((tab) => (
          <Link key={tab.label} href={couponsHref(tab.status)} aria-current={tab.status === status ? 'page' : undefined}>
            {tab.label}
          </Link>
        ))}
      </UnderlineTabs>
      {coupons.isPending ? (
        <LoadingState />
      ) : coupons.isError ? (
        <QueryError error={coupons.error} onRetry={() => void coupons.refetch()} />
      ) : !coupons.data.totalCount ? (
        <EmptyState title="쿠폰이 없습니다">쿠폰 코드를 등록하면 이곳에 표시됩니다.</EmptyState>
      ) : (
        <section aria-label="내 쿠폰">
          <p>쿠폰 {formatNumber(coupons.data.totalCount)}장</p>
          <CardList data-testid="coupon-rows">
            {coupons.data.items.map((coupon) => (
              <li key={coupon.memberCouponId}>
                <CardRow data-testid="coupon-row" data-status={coupon.status}>
                  <div>
                    <strong>{coupon.name}</strong>
                    <CardMeta>
                      {couponBenefit(coupon)}
                      {coupon.minOrderAmount ? ` · ${formatPrice(coupon.minOrderAmount)} 이상 구매 시` : ''}
                    </CardMeta>
                    <CardMeta>
                      {formatKstDay(coupon.validFrom)} ~ {formatKstDay(coupon.validUntil)}
                      {coupon.usedAt ? ` · ${formatKstDateTime(coupon.usedAt)} 사용` : ''}
                    </CardMeta>
                  </div>
                  <Status data-status={coupon.status}>{COUPON_STATUS_LABELS[coupon.status]}</Status>
                </CardRow>
              </li>
            ))}
          </CardList>
          <LinkPagination
            page={coupons.data.page}
            pageSize={coupons.data.pageSize}
            totalCount={coupons.data.totalCount}
            hrefFor={(n) => couponsHref(status, n)}
          />
        </section>
      )}
    </Stack>
  );
}

const POINT_KIND_LABELS = { EARN: '적립', USE: '사용', RESTORE: '사용 취소', REVOKE: '적립 취소' } as const;

export function AccumulationsView({ page }: { page: number }) {
  const points = useQuery(paymentQueries.points(getBrowserShopClient(), page));
  if (points.isPending) return <LoadingState />;
  if (points.isError) return <QueryError error={points.error} onRetry={() => void points.refetch()} />;
  return (
    <Stack>
      <Card>
        <Balance>
          <span>사용 가능한 적립금</span>
          <strong data-testid="point-balance">{formatPrice(points.data.balance)}</strong>
          <small>결제 금액의 1%가 결제 완료 시 10원 단위로 적립되며, 주문할 때 10원 단위로 사용할 수 있습니다.</small>
        </Balance>
      </Card>
      {!points.data.totalCount ? (
        <EmptyState title="적립금 내역이 없습니다">상품을 구매하면 적립금이 쌓입니다.</EmptyState>
      ) : (
        <section aria-label="적립금 내역">
          <CardList data-testid="point-rows">
            {points.data.items.map((entry) => (
              <li key={entry.id}>
                <CardRow data-testid="point-row" data-kind={entry.kind}>
                  <div>
                    <strong>
                      {POINT_KIND_LABELS[entry.kind]} · {entry.description}
                    </strong>
                    <CardMeta>
                      {formatKstDateTime(entry.createdAt)}
                      {entry.orderNo ? ` · 주문 번호 ${entry.orderNo}` : ''}
                    </CardMeta>
                  </div>
                  <Amount data-sign={entry.amount > 0 ? 'plus' : 'minus'}>
                    {entry.amount > 0 ? '+' : '−'}
                    {formatPrice(Math.abs(entry.amount))}
                  </Amount>
                </CardRow>
              </li>
            ))}
          </CardList>
          <LinkPagination
            page={points.data.page}
            pageSize={points.data.pageSize}
            totalCount={points.data.totalCount}
            hrefFor={(n) => (n === 1 ? '/mypage/accumulations' : `/mypage/accumulations?page=${n}`)}
          />
        </section>
      )}
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

const Box = styled.div`
  display: grid;
  gap: 12px;
  padding: 20px;
  h2 {
    font-size: 18px;
    font-weight: 700;
  }
`;

const Inline = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  > :first-child {
    flex: 1;
  }
  > button {
    margin-top: 30px;
  }
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;


const Status = styled.span`
  font-weight: 800;
  &[data-status='USABLE'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Amount = styled.strong`
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  &[data-sign='plus'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Balance = styled.p`
  display: grid;
  gap: 4px;
  padding: 20px;
  strong {
    font-size: 24px;
    font-weight: 800;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
