/**
 * Toss Payments' way back to the shop (ADR 28): the success URL asks the server to confirm (it checks the amount
 * against the order and calls Toss's confirm; reloading the page confirms nothing twice), the fail URL shows Toss's
 * own Korean message and keeps the order payable, and the 카드 결제하기 button reopens the window for a card order
 * still 결제대기.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { orderNoFromTossOrderId } from '../../config/toss-order-id';
import { confirmTossPayment } from '../api/shop-payments-api';
import { getErrorMessage, getServerMessage } from '../api/error-catalogue';
import { LoadingState } from '../ui/query-state';
import { getBrowserShopClient } from '../session/browser-client';
import { Card, PrimaryLink } from '../ui/page-layout';
import { OrderSummary } from './order-view';
import { TossPayButton } from './toss-pay-button';


export function TossSuccessView({ paymentKey, orderId, amount }: { paymentKey: string; orderId: string; amount: number }) {
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => confirmTossPayment(getBrowserShopClient(), { paymentKey, orderId, amount }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['shop'] }),
  });
  const asked = useRef(false);
  useEffect(() => {
    // Once per page view (React's development double effect included); the server is idempotent anyway.
    if (asked.current) return;
    asked.current = true;
    confirm.mutate();
  }, [confirm]);

  if (confirm.isSuccess) return <OrderSummary order={confirm.data} />;
  if (confirm.isError) {
    const orderNo = orderNoFromTossOrderId(orderId);
    return (
      <Notice role="alert" data-testid="toss-confirm-error">
        <p>{getServerMessage(confirm.error) ?? getErrorMessage(confirm.error)}</p>
        {orderNo ? <TossPayButton orderNo={orderNo} label="다시 결제하기" /> : null}
        <p>
          <PrimaryLink as={Link} href="/mypage/purchase-history">
            구매 내역 보기
          </PrimaryLink>
        </p>
      </Notice>
    );
  }
  return <LoadingState />;
}

export function TossFailView({ message, orderId }: { message: string; orderId: string }) {
  const orderNo = orderNoFromTossOrderId(orderId);
  return (
    <Notice role="alert" data-testid="toss-fail">
      <h2>결제가 완료되지 않았습니다</h2>
      <p data-testid="toss-fail-message">{message || '결제가 취소되었습니다.'}</p>
      <p>주문은 결제대기로 남아 있어 다시 결제할 수 있습니다.</p>
      {orderNo ? <TossPayButton orderNo={orderNo} label="다시 결제하기" /> : null}
      <p>
        <PrimaryLink as={Link} href="/mypage/purchase-history">
          구매 내역 보기
        </PrimaryLink>
      </p>
    </Notice>
  );
}

const Notice = styled(Card)`
  display: grid;
  gap: 12px;
  padding: 24px;
  max-width: 720px;
  h2 {
    font-size: 18px;
    font-weight: 700;
  }
`;
