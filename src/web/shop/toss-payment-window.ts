/**
 * Opening Toss's payment window for a card order (ADR 28): the SDK is loaded on demand from the server-given URL
 * (Toss's CDN in production, the local Toss-speaking server in tests) carrying this page's CSP nonce, so the
 * production policy allows it without allowing the origin for every page; then `requestPayment` sends the browser to
 * Toss, which comes back to `/orders/toss/success` or `/orders/toss/fail` on this host.
 */
import type { TossCheckout } from '../api/shop-payments-api';

interface TossPaymentsSdk {
  payment(options: { customerKey: string }): {
    requestPayment(request: {
      method: 'CARD';
      amount: { currency: 'KRW'; value: number };
      orderId: string;
      orderName: string;
      successUrl: string;
      failUrl: string;
    }): Promise<void>;
  };
}

declare global {
  interface Window {
    TossPayments?: (clientKey: string) => TossPaymentsSdk;
  }
}

const loading = new Map<string, Promise<void>>();

function loadSdk(src: string): Promise<void> {
  if (window.TossPayments) return Promise.resolve();
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      // Next's own scripts carry the response's nonce; the property (not the hidden attribute) reads it.
      const nonce = (document.querySelector('script[nonce]') as HTMLScriptElement | null)?.nonce;
      if (nonce) script.nonce = nonce;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        reject(new Error('카드 결제창을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.'));
      };
      document.head.appendChild(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

export async function openTossPaymentWindow(checkout: TossCheckout): Promise<void> {
  await loadSdk(checkout.sdkUrl);
  if (!window.TossPayments) throw new Error('카드 결제창을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.');
  const origin = window.location.origin;
  await window.TossPayments(checkout.clientKey)
    .payment({ customerKey: checkout.customerKey })
    .requestPayment({
      method: 'CARD',
      amount: { currency: 'KRW', value: checkout.amount },
      orderId: checkout.orderId,
      orderName: checkout.orderName,
      successUrl: `${origin}/orders/toss/success`,
      failUrl: `${origin}/orders/toss/fail`,
    });
}
