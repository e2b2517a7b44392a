/** 카드 결제하기: reopens Toss's window for a card order still 결제대기 (the order page, purchase history, fail page). */
import { useMutation } from '@tanstack/react-query';
import { getErrorMessage, getServerMessage } from '../api/error-catalogue';
import { getTossCheckout } from '../api/shop-payments-api';
import { getBrowserShopClient } from '../session/browser-client';
import { PrimaryButton } from '../ui/button';
import { FormError } from '../ui/form';
import { openTossPaymentWindow } from './toss-payment-window';

export function TossPayButton({ orderNo, label = '카드 결제하기' }: { orderNo: string; label?: string }) {
  const pay = useMutation({
    mutationFn: async () => openTossPaymentWindow(await getTossCheckout(getBrowserShopClient(), orderNo)),
  });
  return (
    <>
      <PrimaryButton type="button" disabled={pay.isPending} onClick={() => pay.mutate()} data-testid="toss-pay">
        {label}
      </PrimaryButton>
      {pay.isError ? <FormError role="alert">{getServerMessage(pay.error) ?? getErrorMessage(pay.error)}</FormError> : null}
    </>
  );
}

