/**
 * `/orders/order/{orderSheetNo}` (ADR 7 and 27): the member's sheet at its stored prices, the orderer's
 * name and phone (src/config/shop-orderer.ts, the server checks the same), 무통장입금, the agreement and the sheet's
 * 30 minutes as a countdown; a submit shows every refused field's error, and each then follows its field as it is
 * fixed. Slice 2 (ADR 28): one of the member's coupons that fit the sheet and 적립금 in units of 10 won (a bad amount
 * worded as it is typed), previewed here and computed again by the server when placing; 카드 결제 (Toss) when the
 * server offers it, which opens Toss's window for the placed order. Once placed, the page shows the order: 입금대기
 * with the account and deadline. A sheet that ran out offers a new one with the same lines.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { checkPoints } from '../../config/order-discounts';
import { checkOrderer, type OrdererField, type OrdererInput, ordererErrors } from '../../config/shop-orderer';
import { formatKstDateTime } from '../../config/kst';
import { CART_COUNT_QUERY_KEY } from '../api/query-client';
import { createOrderSheet, type OrderSheet, placeOrder } from '../api/orders-api';
import { getTossCheckout } from '../api/shop-payments-api';
import { getApiErrorCode, getErrorMessage, getServerMessage } from '../api/error-catalogue';
import { formatPrice } from '../ui/format';
import { LoadingState, QueryError, useApiErrorHandler } from '../ui/query-state';
import { getBrowserShopClient } from '../session/browser-client';
import { PrimaryButton } from '../ui/button';
import { RadioGroupField } from '../ui/choice-fields';
import { FormError } from '../ui/form';
import { Card } from '../ui/page-layout';
import { orderOriginOf, orderSheetHref } from './order-crumbs';
import { AgreementField, DiscountFields, OrdererFields, SheetLines } from './order-sheet-sections';
import { PlacedOrder } from './order-summary';
import { Notice, Section } from './order-view-styles';
import { countdownLabel, formatCountdown, remainingMs } from './shop-format';
import { paymentQueries } from './payment-queries';
import { shopQueries } from './shop-page-queries';
import { openTossPaymentWindow } from './toss-payment-window';

export { OrderSummary } from './order-summary';

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

  const coupon = discounts.data?.coupons.find((c) => String(c.memberCouponId) === couponId) ?? null;
  const couponDiscount = coupon?.discount ?? 0;
  const balance = discounts.data?.pointBalance ?? 0;
  const afterCoupon = sheet.totalAmount - couponDiscount;
  const pointsValue = pointsText.trim() === '' ? 0 : Number(pointsText);
  const pointsCheck = checkPoints(pointsValue, balance, afterCoupon);
  const previewPoints = pointsCheck.ok ? pointsValue : 0;
  // Worded as soon as it is typed (and again when a coupon changes what is left to pay), not only on submit: an amount
  // the total silently left out read as accepted.
  const pointsError = pointsText.trim() !== '' && !pointsCheck.ok ? pointsCheck.message : undefined;
  const orderer: OrdererInput = { ordererName: name, ordererPhone: phone, agreed };
  // A field's error, once shown, follows the field as it is edited: it changes or goes, without another submit.
  const recheck = (next: OrdererInput) =>
    setErrors((shown) => {
      const now = ordererErrors(next);
      return Object.fromEntries((Object.keys(shown) as OrdererField[]).filter((field) => now[field]).map((field) => [field, now[field]]));
    });

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
    // The new sheet keeps where the order came from (its breadcrumb).
    onSuccess: (orderSheetNo) => void router.push(orderSheetHref(orderSheetNo, orderOriginOf(router.query.from))),
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
          // Every refused field at once, each beside its field.
          setErrors(ordererErrors(orderer));
          const check = checkOrderer(orderer);
          if (!check.ok || !pointsCheck.ok) return;
          place.mutate(check.value);
        }}
      >
        <Section>
          <h2 id="orderer-title">주문자 정보</h2>
          <OrdererFields
            name={name}
            phone={phone}
            errors={errors}
            onName={(value) => {
              setName(value);
              recheck({ ...orderer, ordererName: value });
            }}
            onPhone={(value) => {
              setPhone(value);
              recheck({ ...orderer, ordererPhone: value });
            }}
          />
          <DiscountFields
            coupons={discounts.data?.coupons}
            couponId={couponId}
            onCoupon={setCouponId}
            pointsText={pointsText}
            onPoints={setPointsText}
            onUseAllPoints={setPointsText}
            pointsError={pointsError}
            balance={balance}
            afterCoupon={afterCoupon}
          />
          <RadioGroupField
            label="결제 수단"
            name="paymentMethod"
            value={method}
            options={(methods.data?.methods ?? ['BANK_TRANSFER']).map((value) => ({ value, label: METHOD_LABELS[value] }))}
            onChange={setMethod}
          />
          <AgreementField
            agreed={agreed}
            error={errors.agreed}
            onChange={(value) => {
              setAgreed(value);
              recheck({ ...orderer, agreed: value });
            }}
          />
          {formError ? <FormError role="alert">{formError}</FormError> : null}
          <PrimaryButton type="submit" $size="lg" disabled={place.isPending} data-testid="place-order">
            {formatPrice(sheet.totalAmount - couponDiscount - previewPoints)} 결제하기
          </PrimaryButton>
        </Section>
      </Card>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 16px;
  max-width: 720px;
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
