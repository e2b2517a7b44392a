/**
 * `/orders/order/{orderSheetNo}` (issue 18, ADR 7 and 27): the member's sheet at its stored prices, the orderer's
 * name and phone (src/config/shop-orderer.ts, the server checks the same), 무통장입금, the agreement and the sheet's
 * 30 minutes as a countdown. Slice 2 (ADR 28): one of the member's coupons that fit the sheet and 적립금 in units of
 * 10 won, previewed here and computed again by the server when placing; 카드 결제 (Toss) when the server offers it,
 * which opens Toss's window for the placed order. Once placed, the page shows the order: 입금대기 with the account and
 * deadline. A sheet that ran out offers a new one with the same lines.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { checkPoints, maxUsablePoints } from '../../config/order-discounts';
import { checkOrderer, type OrdererField } from '../../config/shop-orderer';
import { formatKstDateTime } from '../../config/kst';
import { CART_COUNT_QUERY_KEY } from '../api/query-client';
import { createOrderSheet, type Order, type OrderSheet, placeOrder } from '../api/orders-api';
import { getTossCheckout } from '../api/shop-payments-api';
import { getApiErrorCode, getErrorMessage, getServerMessage } from '../api/error-catalogue';
import { formatPrice } from '../ui/format';
import { LoadingState, QueryError, useApiErrorHandler } from '../ui/query-state';
import { getBrowserShopClient } from '../session/browser-client';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { RadioGroupField, SelectField } from '../ui/choice-fields';
import { FieldError, FormError, TextField } from '../ui/form';
import { Card, PrimaryLink } from '../ui/page-layout';
import { ORDER_STATUS_LABELS, countdownLabel, formatCountdown, remainingMs } from './shop-format';
import { paymentQueries } from './payment-queries';
import { shopQueries } from './shop-page-queries';
import { TossPayButton } from './toss-pay-button';
import { openTossPaymentWindow } from './toss-payment-window';

type Method = 'BANK_TRANSFER' | 'TOSS';
const METHOD_LABELS: Record<Method, string> = { BANK_TRANSFER: '무통장입금', TOSS: '카드 결제 (토스페이먼츠)' };

export const EXPIRED_SHEET_MESSAGE = '주문서의 결제 가능 시간(30분)이 지났습니다. 주문서를 새로 만들어 주문해주세요.';

/** The clock, ticking each second in the browser only: the server's render shows no countdown, so both agree. */
function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function OrderSheetView({ orderSheetNo }: { orderSheetNo: string }) {
  const sheet = useQuery(shopQueries.orderSheet(getBrowserShopClient(), orderSheetNo));
  if (sheet.isPending) return <LoadingState />;
  if (sheet.isError) return <QueryError error={sheet.error} onRetry={() => void sheet.refetch()} />;
  if (sheet.data.orderNo) return <PlacedOrder orderNo={sheet.data.orderNo} />;
  if (sheet.data.status === 'OPEN' || sheet.data.status === 'EXPIRED') return <OpenSheet sheet={sheet.data} />;
  return (
    <Notice role="status">
      <p>취소된 주문서입니다.</p>
    </Notice>
  );
}

function SheetLines({ sheet, total }: { sheet: OrderSheet; total?: { couponDiscount: number; points: number } }) {
  const couponDiscount = total?.couponDiscount ?? 0;
  const points = total?.points ?? 0;
  return (
    <Card as="section" aria-labelledby="order-lines-title">
      <Section>
        <h2 id="order-lines-title">주문 상품</h2>
        <Lines data-testid="order-lines">
          {sheet.lines.map((line) => (
            <li key={`${line.productNo}:${line.optionNo}`}>
              <span>{line.title}</span>
              <span>
                {line.quantity}개 · {formatPrice(line.unitPrice * line.quantity)}
              </span>
            </li>
          ))}
        </Lines>
        {couponDiscount || points ? (
          <Facts>
            <dt>상품 금액</dt>
            <dd>{formatPrice(sheet.totalAmount)}</dd>
            {couponDiscount ? (
              <>
                <dt>쿠폰 할인</dt>
                <dd data-testid="order-coupon-discount">−{formatPrice(couponDiscount)}</dd>
              </>
            ) : null}
            {points ? (
              <>
                <dt>적립금 사용</dt>
                <dd data-testid="order-points">−{formatPrice(points)}</dd>
              </>
            ) : null}
          </Facts>
        ) : null}
        <Total>
          <span>결제 금액</span>
          <strong data-testid="order-amount">{formatPrice(sheet.totalAmount - couponDiscount - points)}</strong>
        </Total>
      </Section>
    </Card>
  );
}

function OpenSheet({ sheet }: { sheet: OrderSheet }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const onError = useApiErrorHandler();
  const now = useNow();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<OrdererField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [expiredByServer, setExpiredByServer] = useState(false);
  const discounts = useQuery(paymentQueries.sheetDiscounts(getBrowserShopClient(), sheet.orderSheetNo));
  const methods = useQuery(paymentQueries.paymentMethods(getBrowserShopClient()));
  const [couponId, setCouponId] = useState('');
  const [pointsText, setPointsText] = useState('');
  const [method, setMethod] = useState<Method>('BANK_TRANSFER');
  const [pointsError, setPointsError] = useState<string | undefined>();

  const coupon = discounts.data?.coupons.find((c) => String(c.memberCouponId) === couponId) ?? null;
  const couponDiscount = coupon?.discount ?? 0;
  const balance = discounts.data?.pointBalance ?? 0;
  const afterCoupon = sheet.totalAmount - couponDiscount;
  const pointsValue = pointsText.trim() === '' ? 0 : Number(pointsText);
  const pointsCheck = checkPoints(pointsValue, balance, afterCoupon);
  const previewPoints = pointsCheck.ok ? pointsValue : 0;

  const left = now === null ? null : remainingMs(sheet.expiresAt, now);
  const expired = sheet.status === 'EXPIRED' || expiredByServer || left === 0;

  const place = useMutation({
    mutationFn: async (value: { ordererName: string; ordererPhone: string }) => {
      const order = await placeOrder(getBrowserShopClient(), sheet.orderSheetNo, {
        ...value,
        agreed: true,
        paymentMethod: method,
        memberCouponId: coupon?.memberCouponId ?? null,
        points: pointsValue,
      });
      // A card order goes on to Toss's window at once; it stays 결제대기 (payable again) if the member turns back.
      if (order.status === 'AWAITING_PAYMENT') await openTossPaymentWindow(await getTossCheckout(getBrowserShopClient(), order.orderNo));
      return order;
    },
    onSuccess: (order) => {
      queryClient.setQueryData(shopQueries.order(getBrowserShopClient(), order.orderNo).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: CART_COUNT_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['shop'] });
    },
    onError: (error) => {
      if (getApiErrorCode(error) === 'ORDER_SHEET_EXPIRED') setExpiredByServer(true);
      else setFormError(getServerMessage(error) ?? getErrorMessage(error));
    },
  });
  const renew = useMutation({
    mutationFn: () =>
      createOrderSheet(
        getBrowserShopClient(),
        sheet.lines.map((line) => ({ productNo: line.productNo, optionNo: line.optionNo, quantity: line.quantity })),
      ),
    onSuccess: (orderSheetNo) => void router.push(`/orders/order/${orderSheetNo}`),
    onError,
  });

  if (expired) {
    return (
      <Stack>
        <SheetLines sheet={sheet} />
        <Notice role="alert" data-testid="order-sheet-expired">
          <p>{EXPIRED_SHEET_MESSAGE}</p>
          <PrimaryButton type="button" $size="lg" disabled={renew.isPending} onClick={() => renew.mutate()} data-testid="renew-order-sheet">
            주문서 새로 만들기
          </PrimaryButton>
        </Notice>
      </Stack>
    );
  }

  return (
    <Stack>
      <Countdown role="timer" aria-live="off" data-testid="order-countdown">
        결제 가능 시간{' '}
        {left === null ? (
          <strong>30분</strong>
        ) : (
          <strong aria-label={countdownLabel(left)}>{formatCountdown(left)}</strong>
        )}{' '}
        남음 ({formatKstDateTime(sheet.expiresAt)}까지)
      </Countdown>
      <SheetLines sheet={sheet} total={{ couponDiscount, points: previewPoints }} />
      <Card
        as="form"
        aria-labelledby="orderer-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setFormError(null);
          const check = checkOrderer({ ordererName: name, ordererPhone: phone, agreed });
          if (!check.ok) {
            setErrors({ [check.field]: check.message });
            return;
          }
          setErrors({});
          if (!pointsCheck.ok) {
            setPointsError(pointsCheck.message);
            return;
          }
          setPointsError(undefined);
          place.mutate(check.value);
        }}
      >
        <Section>
          <h2 id="orderer-title">주문자 정보</h2>
          <TextField
            label="이름"
            name="ordererName"
            autoComplete="name"
            value={name}
            maxLength={20}
            onChange={(event) => setName(event.target.value)}
            error={errors.ordererName}
          />
          <TextField
            label="휴대폰 번호"
            name="ordererPhone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="010-1234-5678"
            value={phone}
            maxLength={13}
            onChange={(event) => setPhone(event.target.value)}
            error={errors.ordererPhone}
          />
          <h2 id="discount-title">할인</h2>
          <SelectField
            label="쿠폰"
            name="memberCouponId"
            value={couponId}
            onChange={(event) => {
              setCouponId(event.target.value);
              setPointsError(undefined);
            }}
            placeholder={discounts.data && !discounts.data.coupons.length ? '사용할 수 있는 쿠폰이 없습니다' : '쿠폰을 선택하지 않음'}
            options={(discounts.data?.coupons ?? []).map((c) => ({ value: String(c.memberCouponId), label: `${c.name} (−${formatPrice(c.discount)})` }))}
            data-testid="order-coupon"
          />
          <PointsRow>
            <TextField
              label="적립금 사용"
              name="points"
              type="number"
              inputMode="numeric"
              min={0}
              step={10}
              value={pointsText}
              onChange={(event) => {
                setPointsText(event.target.value);
                setPointsError(undefined);
              }}
              hint={`보유 ${formatPrice(balance)} · 10원 단위로 사용`}
              error={pointsError}
              data-testid="order-points-input"
            />
            <ButtonBase type="button" onClick={() => setPointsText(String(maxUsablePoints(balance, afterCoupon)))} disabled={!balance}>
              모두 사용
            </ButtonBase>
          </PointsRow>
          <RadioGroupField
            label="결제 수단"
            name="paymentMethod"
            value={method}
            options={(methods.data?.methods ?? ['BANK_TRANSFER']).map((value) => ({ value, label: METHOD_LABELS[value] }))}
            onChange={setMethod}
          />
          <Agreement>
            <input
              id="order-agreement"
              type="checkbox"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
              aria-invalid={errors.agreed ? true : undefined}
              aria-describedby={errors.agreed ? 'order-agreement-error' : undefined}
            />
            <label htmlFor="order-agreement">주문 상품과 결제 금액을 확인했으며 결제에 동의합니다. (필수)</label>
          </Agreement>
          {errors.agreed ? (
            <FieldError id="order-agreement-error" role="alert">
              {errors.agreed}
            </FieldError>
          ) : null}
          {formError ? <FormError role="alert">{formError}</FormError> : null}
          <PrimaryButton type="submit" $size="lg" disabled={place.isPending} data-testid="place-order">
            {formatPrice(sheet.totalAmount - couponDiscount - previewPoints)} 결제하기
          </PrimaryButton>
        </Section>
      </Card>
    </Stack>
  );
}

function PlacedOrder({ orderNo }: { orderNo: string }) {
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

const Stack = styled.div`
  display: grid;
  gap: 16px;
  max-width: 720px;
`;

const Section = styled.div`
  display: grid;
  gap: 16px;
  padding: 24px;
  h2 {
    font-size: 18px;
    font-weight: 700;
  }
`;

const Lines = styled.ul`
  display: grid;
  gap: 8px;
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  strong {
    font-size: 20px;
    font-weight: 800;
  }
`;

const Countdown = styled.p`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Agreement = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
  }
`;

const PointsRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 8px;
  > :first-child {
    flex: 1;
  }
  > button {
    margin-bottom: 22px;
  }
`;

const Notice = styled(Card)`
  display: grid;
  gap: 12px;
  padding: 24px;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 8px 16px;
  dt {
    font-weight: 700;
  }
`;
