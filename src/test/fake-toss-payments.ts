/**
 * A local stand-in for Toss Payments (ADR 28), speaking the parts the shop uses on one origin:
 * - the browser SDK (`GET /v2/standard`): `TossPayments(clientKey).payment({ customerKey }).requestPayment({...})`
 *   sends the browser to this server's payment window instead of Toss's;
 * - the payment window (`GET /window`): 결제하기 redirects to the success URL with `paymentKey`, `orderId` and
 *   `amount`, 취소 to the fail URL with Toss's `code` and `message`;
 * - the API: `POST /v1/payments/confirm` and `POST /v1/payments/{paymentKey}/cancel`, with Basic auth by the secret
 *   key, the amount checked against the window's, idempotency by the `Idempotency-Key` header (the same key answers
 *   the first answer again), and errors in Toss's shape `{ code, message }`.
 * API tests drive the window with `pay()`; browser tests click it. playwright.config.ts starts it through
 * e2e/support/fake-toss-server.ts.
 */
import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTossOptions {
  port?: number;
  clientKey: string;
  secretKey: string;
}

export interface FakePayment {
  paymentKey: string;
  orderId: string;
  orderName: string;
  amount: number;
  status: 'READY' | 'DONE' | 'CANCELED';
  cancelReason: string | null;
}

export interface FakeTossPayments {
  origin: string;
  /** What the window's 결제하기 does: a payment Toss holds for `orderId`, waiting for our confirm. */
  pay(input: { orderId: string; amount: number; orderName?: string }): FakePayment;
  payment(paymentKey: string): FakePayment | undefined;
  /** API calls received, by path kind, for tests that count them. */
  calls: { confirm: number; cancel: number };
  /** The next confirm is refused with this Toss error (e.g. a card declined). */
  failNextConfirm(error: { status: number; code: string; message: string }): void;
  close(): Promise<void>;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json; charset=utf-8') {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function redirect(response: ServerResponse, location: string) {
  response.writeHead(303, { location });
  response.end();
}

const withQuery = (url: string, params: Record<string, string>) => {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
};

/** The SDK's surface the shop calls (Toss's v2 standard SDK), sending the browser to the window page. */
const sdkScript = (origin: string) => `(function () {
  window.TossPayments = function (clientKey) {
    return {
      payment: function () {
        return {
          requestPayment: function (request) {
            var q = new URLSearchParams({
              clientKey: clientKey,
              orderId: request.orderId,
              orderName: request.orderName || '',
              amount: String(request.amount && request.amount.value),
              successUrl: request.successUrl,
              failUrl: request.failUrl
            });
            window.location.assign(${JSON.stringify(origin)} + '/window?' + q.toString());
            return new Promise(function () {});
          }
        };
      }
    };
  };
})();`;

const windowPage = (params: URLSearchParams) => `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>토스페이먼츠 결제 (테스트)</title></head>
<body>
<main>
<h1>카드 결제 (테스트 결제창)</h1>
<p>${escapeHtml(params.get('orderName') ?? '')}</p>
<p>결제 금액: <strong>${escapeHtml(params.get('amount') ?? '')}원</strong></p>
<form method="post" action="/window/pay">
${[...params.entries()].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('\n')}
<button type="submit">결제하기</button>
<button type="submit" formaction="/window/cancel">취소</button>
</form>
</main>
</body></html>`;

export async function startFakeTossPayments(options: FakeTossOptions): Promise<FakeTossPayments> {
  const payments = new Map<string, FakePayment>();
  const answered = new Map<string, { status: number; body: unknown }>();
  const calls = { confirm: 0, cancel: 0 };
  let nextConfirmFailure: { status: number; code: string; message: string } | null = null;
  const expectedAuth = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  let origin = '';

  const pay = (input: { orderId: string; amount: number; orderName?: string }): FakePayment => {
    const payment: FakePayment = {
      paymentKey: `tgen_${randomBytes(12).toString('hex')}`,
      orderId: input.orderId,
      orderName: input.orderName ?? '',
      amount: input.amount,
      status: 'READY',
      cancelReason: null,
    };
    payments.set(payment.paymentKey, payment);
    return payment;
  };

  const paymentBody = (p: FakePayment) => ({
    paymentKey: p.paymentKey,
    orderId: p.orderId,
    orderName: p.orderName,
    status: p.status,
    method: '카드',
    totalAmount: p.amount,
    balanceAmount: p.status === 'CANCELED' ? 0 : p.amount,
    currency: 'KRW',
    approvedAt: new Date().toISOString(),
    cancels: p.cancelReason ? [{ cancelReason: p.cancelReason, cancelAmount: p.amount }] : null,
  });

  function api(path: string, body: Record<string, unknown>): { status: number; body: unknown } {
    const confirm = path === '/v1/payments/confirm';
    const cancelMatch = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(path);
    if (confirm) {
      calls.confirm += 1;
      if (nextConfirmFailure) {
        const failure = nextConfirmFailure;
        nextConfirmFailure = null;
        return { status: failure.status, body: { code: failure.code, message: failure.message } };
      }
      const payment = payments.get(String(body.paymentKey ?? ''));
      if (!payment) return { status: 404, body: { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' } };
      if (payment.orderId !== body.orderId || payment.amount !== body.amount) {
        return { status: 400, body: { code: 'INVALID_REQUEST', message: '결제 금액 또는 주문번호가 결제창의 정보와 다릅니다.' } };
      }
      if (payment.status !== 'READY') return { status: 400, body: { code: 'ALREADY_PROCESSED_PAYMENT', message: '이미 처리된 결제 입니다.' } };
      payment.status = 'DONE';
      return { status: 200, body: paymentBody(payment) };
    }
    if (cancelMatch) {
      calls.cancel += 1;
      const payment = payments.get(decodeURIComponent(cancelMatch[1]!));
      if (!payment) return { status: 404, body: { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' } };
      if (typeof body.cancelReason !== 'string' || !body.cancelReason.trim()) {
        return { status: 400, body: { code: 'INVALID_REQUEST', message: '취소 사유를 입력해주세요.' } };
      }
      if (payment.status === 'CANCELED') return { status: 400, body: { code: 'ALREADY_CANCELED_PAYMENT', message: '이미 취소된 결제 입니다.' } };
      if (payment.status !== 'DONE') return { status: 400, body: { code: 'NOT_CANCELABLE_PAYMENT', message: '취소 할 수 없는 결제 입니다.' } };
      payment.status = 'CANCELED';
      payment.cancelReason = body.cancelReason;
      return { status: 200, body: paymentBody(payment) };
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: '존재하지 않는 API 입니다.' } };
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake-toss');
      if (request.method === 'GET' && url.pathname === '/healthz') return send(response, 200, { ok: true });
      if (request.method === 'GET' && url.pathname === '/v2/standard') {
        return send(response, 200, sdkScript(origin), 'text/javascript; charset=utf-8');
      }
      if (request.method === 'GET' && url.pathname === '/window') {
        if (url.searchParams.get('clientKey') !== options.clientKey) {
          return send(response, 400, '<p>잘못된 클라이언트 키입니다.</p>', 'text/html; charset=utf-8');
        }
        return send(response, 200, windowPage(url.searchParams), 'text/html; charset=utf-8');
      }
      if (request.method === 'POST' && (url.pathname === '/window/pay' || url.pathname === '/window/cancel')) {
        const form = new URLSearchParams(await readBody(request));
        const orderId = form.get('orderId') ?? '';
        if (url.pathname === '/window/cancel') {
          return redirect(response, withQuery(form.get('failUrl') ?? '', { code: 'PAY_PROCESS_CANCELED', message: '사용자에 의해 결제가 취소되었습니다.', orderId }));
        }
        const payment = pay({ orderId, amount: Number(form.get('amount')), orderName: form.get('orderName') ?? '' });
        return redirect(
          response,
          withQuery(form.get('successUrl') ?? '', { paymentType: 'NORMAL', orderId, paymentKey: payment.paymentKey, amount: String(payment.amount) }),
        );
      }
      if (request.method === 'POST' && url.pathname.startsWith('/v1/payments')) {
        if (request.headers.authorization !== expectedAuth) {
          return send(response, 401, { code: 'UNAUTHORIZED_KEY', message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.' });
        }
        const raw = await readBody(request);
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          return send(response, 400, { code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
        }
        const key = request.headers['idempotency-key'];
        const cacheKey = typeof key === 'string' && key ? `${url.pathname}\n${key}` : null;
        const cached = cacheKey ? answered.get(cacheKey) : undefined;
        if (cached) return send(response, cached.status, cached.body);
        const answer = api(url.pathname, body);
        if (cacheKey) answered.set(cacheKey, answer);
        return send(response, answer.status, answer.body);
      }
      return send(response, 404, { code: 'NOT_FOUND', message: '존재하지 않는 API 입니다.' });
    })().catch((error: unknown) => send(response, 500, { code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    pay,
    payment: (paymentKey) => payments.get(paymentKey),
    calls,
    failNextConfirm(error) {
      nextConfirmFailure = error;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
