/**
 * Shared setup of the shop's order API tests (discounts, Toss Payments, cancelling): one app per test file wired to a
 * local Toss-speaking server, and helpers that build products, order sheets, coupons and points through the front
 * door or straight in the tables.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { memberCoupons, pointEntries, shopCoupons } from '../db/schema';
import { startFakeTossPayments, type FakeTossPayments } from './fake-toss-payments';
import { createExam, createLoggedInUser, createShopProduct } from './factories';
import { createTestApp, injectRequest, type TestApp } from './test-app';

export const SHOP_HOST = 'shop.localhost:3000';
export const TOSS_KEYS = { clientKey: 'test_ck_api', secretKey: 'test_sk_api' };
export const DAY = 24 * 60 * 60_000;

export interface OrderBody {
  orderNo: string;
  status: string;
  amount: number;
  subtotal: number;
  couponDiscount: number;
  pointsUsed: number;
  cancellable: boolean;
  paymentMethod: string;
}

export const ORDERER = { ordererName: '김간호', ordererPhone: '010-1234-5678', agreed: true };

/** Registers the file's beforeAll/afterAll and returns the helpers; `t` and `toss` are ready inside tests. */
export function useShopOrderApp() {
  let t: TestApp;
  let toss: FakeTossPayments;
  beforeAll(async () => {
    toss = await startFakeTossPayments(TOSS_KEYS);
    // buildApp reads the providers' keys from the environment once.
    Object.assign(process.env, {
      TOSS_CLIENT_KEY: TOSS_KEYS.clientKey,
      TOSS_SECRET_KEY: TOSS_KEYS.secretKey,
      TOSS_API_URL: toss.origin,
      TOSS_SDK_URL: `${toss.origin}/v2/standard`,
    });
    t = await createTestApp();
    for (const key of ['TOSS_CLIENT_KEY', 'TOSS_SECRET_KEY', 'TOSS_API_URL', 'TOSS_SDK_URL']) delete process.env[key];
  });
  afterAll(async () => {
    await t.close();
    await toss.close();
  });

  const db = () => t.database.db;
  const member = () => createLoggedInUser(db(), { brand: 'b' });

  function request(method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) {
    return injectRequest(t.app, method, url, { host: SHOP_HOST, cookie, ...(payload === undefined ? {} : { payload }) });
  }

  async function examProduct(price = 20_000) {
    const exam = await createExam(db(), { brand: 'b', isFree: false, price });
    return createShopProduct(db(), { examId: exam.examIdx, price });
  }

  async function sheetFor(cookie: string, product: { id: number; optionNo: number }): Promise<string> {
    const response = await request('POST', '/v2/orders', cookie, { products: [{ productNo: product.id, optionNo: product.optionNo, orderCnt: 1 }] });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { orderSheetNo: string }).orderSheetNo;
  }

  function place(cookie: string, sheetNo: string, extra: Record<string, unknown> = {}) {
    return request('POST', `/v2/order-sheets/${sheetNo}/order`, cookie, { ...ORDERER, paymentMethod: 'BANK_TRANSFER', ...extra });
  }

  let codeSeq = 0;
  async function coupon(terms: Partial<typeof shopCoupons.$inferInsert> = {}) {
    codeSeq += 1;
    const [row] = await db()
      .insert(shopCoupons)
      .values({
        brand: 'b',
        code: `TEST-${Date.now().toString(36).toUpperCase()}-${codeSeq}`,
        name: '테스트 쿠폰',
        kind: 'FIXED',
        value: 3000,
        validFrom: new Date(Date.now() - DAY),
        validUntil: new Date(Date.now() + 30 * DAY),
        ...terms,
      })
      .returning();
    return row!;
  }

  async function issue(userId: string, couponId: number) {
    const [row] = await db().insert(memberCoupons).values({ brand: 'b', couponId, userId }).returning();
    return row!.id;
  }

  async function givePoints(userId: string, amount: number) {
    await db().insert(pointEntries).values({ brand: 'b', userId, kind: 'EARN', amount, description: '테스트 적립' });
  }

  const balanceOf = async (cookie: string) => ((await request('GET', '/shop/points', cookie)).json() as { balance: number }).balance;

  return {
    get t() {
      return t;
    },
    get toss() {
      return toss;
    },
    db,
    member,
    request,
    examProduct,
    sheetFor,
    place,
    coupon,
    issue,
    givePoints,
    balanceOf,
  };
}
