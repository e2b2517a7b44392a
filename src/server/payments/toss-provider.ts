/**
 * Toss Payments (ADR 28): the card payment, used when TOSS_CLIENT_KEY and TOSS_SECRET_KEY are set. The member pays in
 * Toss's payment window (the browser SDK, loaded from TOSS_SDK_URL); Toss redirects to our success URL with
 * `paymentKey`, `orderId` and `amount`, and only then does the server confirm with `POST /v1/payments/confirm`
 * (Basic auth with the secret key and the `Idempotency-Key` header, so a retried confirm cannot charge twice).
 * Cancelling is `POST /v1/payments/{paymentKey}/cancel` with a reason and its own key. Toss's errors
 * (`{ code, message }`, messages in Korean) reach the member as a 4xx with Toss's message.
 */
import { tossOrderId } from '../../config/toss-order-id';
import { DomainError, invalid } from '../errors/domain-error';
import type { PaymentProvider } from './payment-provider';

export const DEFAULT_TOSS_API_URL = 'https://api.tosspayments.com';
export const DEFAULT_TOSS_SDK_URL = 'https://js.tosspayments.com/v2/standard';

export interface TossConfig {
  clientKey: string;
  secretKey: string;
  /** Toss's API origin; tests point it at the local Toss-speaking server (e2e/support/fake-toss-server.ts). */
  apiUrl: string;
  /** The browser SDK the order page loads. */
  sdkUrl: string;
  /** How long one API call may take before the member is told to try again. */
  timeoutMs?: number;
}

export interface TossProvider extends PaymentProvider {
  readonly id: 'toss';
  /** What the browser needs to open the payment window (the client key is public by Toss's design). */
  readonly checkout: { clientKey: string; sdkUrl: string };
  /**
   * Origins the pages' CSP must let frame and be called: Toss's SDK opens its window in a frame of its own origins;
   * another SDK (the local Toss-speaking server) is allowed by its own origin.
   */
  readonly browserOrigins: string[];
}

export function tossConfigFromEnv(env: Readonly<Record<string, string | undefined>>): TossConfig | null {
  const clientKey = env.TOSS_CLIENT_KEY?.trim();
  const secretKey = env.TOSS_SECRET_KEY?.trim();
  if (!clientKey || !secretKey) return null;
  return {
    clientKey,
    secretKey,
    apiUrl: (env.TOSS_API_URL?.trim() || DEFAULT_TOSS_API_URL).replace(/\/+$/, ''),
    sdkUrl: env.TOSS_SDK_URL?.trim() || DEFAULT_TOSS_SDK_URL,
  };
}

interface TossPaymentBody {
  paymentKey?: string;
  orderId?: string;
  status?: string;
  totalAmount?: number;
}

const TOSS_UNAVAILABLE = '카드 결제사와 통신하지 못했습니다. 잠시 후 다시 시도해주세요.';

/** Toss's own SDK frames and calls `*.tosspayments.com`; another SDK URL is allowed by its origin; none if unparsable. */
export function sdkOrigins(sdkUrl: string): string[] {
  try {
    const url = new URL(sdkUrl);
    return url.hostname === 'tosspayments.com' || url.hostname.endsWith('.tosspayments.com') ? ['https://*.tosspayments.com'] : [url.origin];
  } catch {
    return [];
  }
}

export function createTossProvider(config: TossConfig, fetchImpl: typeof fetch = fetch): TossProvider {
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`;

  async function call(path: string, body: unknown, key: string): Promise<TossPaymentBody> {
    let response: Response;
    try {
      response = await fetchImpl(`${config.apiUrl}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
    } catch {
      throw new DomainError('unavailable', 'TOSS_UNAVAILABLE', TOSS_UNAVAILABLE);
    }
    const json = (await response.json().catch(() => null)) as (TossPaymentBody & { code?: string; message?: string }) | null;
    if (!response.ok) {
      // Toss answers `{ code, message }` with a Korean message; our 5xx would hide a refusal the member can act on.
      if (response.status >= 500 || !json?.message) throw new DomainError('unavailable', 'TOSS_UNAVAILABLE', TOSS_UNAVAILABLE);
      throw new DomainError(response.status === 409 ? 'conflict' : 'invalid', `TOSS_${json.code ?? 'ERROR'}`, json.message);
    }
    return json ?? {};
  }

  return {
    id: 'toss',
    checkout: { clientKey: config.clientKey, sdkUrl: config.sdkUrl },
    browserOrigins: sdkOrigins(config.sdkUrl),
    async authorize({ orderNo }) {
      // Nothing to call yet: the member opens Toss's window with the order's own orderId and amount.
      return { status: 'PENDING', providerReference: tossOrderId(orderNo) };
    },
    async confirm({ orderNo, amount, idempotencyKey, providerReference }) {
      if (!providerReference || providerReference === tossOrderId(orderNo)) {
        throw invalid('카드 결제는 결제창에서 결제한 뒤에만 완료할 수 있습니다.', 'TOSS_PAYMENT_KEY_REQUIRED');
      }
      const paid = await call('/v1/payments/confirm', { paymentKey: providerReference, orderId: tossOrderId(orderNo), amount }, idempotencyKey);
      // Toss compares the amount with its window's; we compare its answer with the order's once more.
      if (paid.status !== 'DONE' || paid.totalAmount !== amount) {
        throw invalid('결제 금액이 주문 금액과 다릅니다.', 'PAYMENT_AMOUNT_MISMATCH');
      }
      return { providerReference };
    },
    async cancel({ idempotencyKey, providerReference, reason }) {
      await call(`/v1/payments/${encodeURIComponent(providerReference)}/cancel`, { cancelReason: reason }, idempotencyKey);
    },
  };
}
