/**
 * The brand B shop through the front door: catalogue, search, cart codes, placing an order by bank
 * transfer, the member's own rows only, and marking paid once however many times it is asked.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, examEntitlements, orderSheets, orders, payments, shopCategories } from '../../db/schema';
import { expectKoreanError } from '../../test/expect-korean-error';
import { createExam, createLoggedInOperator, createLoggedInUser, createShopProduct, grantExam } from '../../test/factories';
import { BRAND_B_HOST, createTestApp, injectRequest, type TestApp } from '../../test/test-app';
import { CART_MAX_ITEMS } from '../../contracts/constants';
import { createPaymentProviders } from '../payments/payment-providers';
import { markOrderPaid } from './orders/mark-order-paid';

const SHOP_HOST = 'shop.localhost:3000';

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [category] = await t.database.db
    .insert(shopCategories)
    .values({ brand: 'b', label: `시험 분류 ${Date.now()}`, kind: 'LIST', position: 9 })
    .returning();
  categoryId = category!.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const member = () => createLoggedInUser(db(), { brand: 'b' });

async function examProduct(options: { title?: string; price?: number; salePrice?: number | null; createdAt?: Date } = {}) {
  const price = options.price ?? 12_000;
  const exam = await createExam(db(), { brand: 'b', isFree: false, price, ...(options.title ? { title: options.title } : {}) });
  return createShopProduct(db(), {
    examId: exam.examIdx,
    price,
    ...(options.title ? { title: options.title } : {}),
    categoryId,
    salePrice: options.salePrice ?? null,
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  });
}

function request(method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: unknown) {
  return injectRequest(t.app, method, url, { host: SHOP_HOST, cookie, ...(payload === undefined ? {} : { payload }) });
}

async function sheetFor(cookie: string, product: { id: number; optionNo: number }): Promise<string> {
  const response = await request('POST', '/v2/orders', cookie, { products: [{ productNo: product.id, optionNo: product.optionNo, orderCnt: 1 }] });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { orderSheetNo: string }).orderSheetNo;
}

const ORDERER = { ordererName: '김간호', ordererPhone: '010-1234-5678', agreed: true, paymentMethod: 'BANK_TRANSFER' };

async function placedOrder(cookie: string, product: { id: number; optionNo: number }) {
  const sheetNo = await sheetFor(cookie, product);
  const response = await request('POST', `/v2/order-sheets/${sheetNo}/order`, cookie, ORDERER);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { orderNo: string; status: string; amount: number; deposit: { bank: string; deadline: string } | null };
}

describe('catalogue', () => {
  it('lists a category 20 per page, sorted by latest, price now (sale) and popularity', async () => {
    const base = Date.now() - 60 * 60_000;
    const cheapOnSale = await examProduct({ price: 30_000, salePrice: 1_000, createdAt: new Date(base) });
    const newest = await examProduct({ price: 20_000, createdAt: new Date(base + 60_000) });
    const latest = await request('GET', `/shop/categories/${categoryId}/products`);
    expect(latest.statusCode, latest.body).toBe(200);
    const body = latest.json() as { category: { label: string }; products: { items: Array<{ productNo: number; price: number; listPrice: number; onSale: boolean }>; pageSize: number } };
    expect(body.products.pageSize).toBe(20);
    expect(body.products.items[0]!.productNo).toBe(newest.id);
    const byPrice = (await request('GET', `/shop/categories/${categoryId}/products?sort=PRICE_ASC`)).json() as typeof body;
    expect(byPrice.products.items[0]).toMatchObject({ productNo: cheapOnSale.id, price: 1_000, listPrice: 30_000, onSale: true });

    // A paid order makes a product popular.
    const buyer = await member();
    const order = await placedOrder(buyer.cookie, cheapOnSale);
    await markOrderPaid(db(), createPaymentProviders({}), { brand: 'b', orderNo: order.orderNo, actorId: null });
    const popular = (await request('GET', `/shop/categories/${categoryId}/products?sort=POPULAR`)).json() as typeof body;
    expect(popular.products.items[0]!.productNo).toBe(cheapOnSale.id);

    for (let i = 0; i < 20; i++) await createShopProduct(db(), { categoryId });
    const page2 = (await request('GET', `/shop/categories/${categoryId}/products?page=2`)).json() as { products: { items: unknown[]; totalCount: number; page: number } };
    expect(page2.products.page).toBe(2);
    expect(page2.products.items.length).toBe(page2.products.totalCount - 20);
  });

  it('answers an unknown category, an unknown product and a bad sort in Korean', async () => {
    expectKoreanError(await request('GET', '/shop/categories/999999/products'), 404, '분류를 찾을 수 없습니다.');
    expectKoreanError(await request('GET', '/shop/products/999999'), 404, '판매 중인 상품을 찾을 수 없습니다.');
    expectKoreanError(await request('GET', `/shop/categories/${categoryId}/products?sort=CHEAP`), 400);
    expectKoreanError(await request('GET', '/shop/products/-3'), 400);
  });

  it('shows a product with its exam', async () => {
    const product = await examProduct({ price: 15_000 });
    const response = await request('GET', `/shop/products/${product.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ productNo: product.id, price: 15_000, examDescription: '테스트용 시험입니다.', paperCount: 1 });
  });
});

describe('search', () => {
  it.each(['', '   ', undefined])('refuses blank keywords %j with the spec §5 message', async (keywords) => {
    const url = keywords === undefined ? '/shop/products/search' : `/shop/products/search?keywords=${encodeURIComponent(keywords)}`;
    expectKoreanError(await request('GET', url), 400, '1글자 이상 검색해주세요.');
  });

  it('matches Korean as jamo (a typo) and as 초성', async () => {
    const product = await examProduct({ title: '정신간호학 실전 대비 문제집' });
    const ids = async (keywords: string) =>
      ((await request('GET', `/shop/products/search?keywords=${encodeURIComponent(keywords)}`)).json() as { items: Array<{ productNo: number }> }).items.map((i) => i.productNo);
    expect(await ids('정신간호')).toContain(product.id);
    expect(await ids('ㅈㅅㄱㅎㅎ')).toContain(product.id);
    expect(await ids('정신간호확')).toContain(product.id);
    expect(await ids('전혀없는상품명')).not.toContain(product.id);
  });
});

describe('cart', () => {
  it('adds, lists, counts and removes; O8004 for the same product twice', async () => {
    const { cookie } = await member();
    const product = await examProduct();
    const added = await request('POST', '/shop/cart/items', cookie, { productNo: product.id, optionNo: product.optionNo });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ count: 1 });
    expect((await request('GET', '/shop/cart/count', cookie)).json()).toEqual({ count: 1 });
    expectKoreanError(
      await request('POST', '/shop/cart/items', cookie, { productNo: product.id, optionNo: product.optionNo }),
      409,
      '이미 장바구니에 동일한 강의가 있습니다. 장바구니를 확인해주세요.',
      'O8004',
    );
    const cart = (await request('GET', '/shop/cart', cookie)).json() as { lines: Array<{ product: { productNo: number } }>; maxItems: number };
    expect(cart.lines.map((l) => l.product.productNo)).toEqual([product.id]);
    expect(cart.maxItems).toBe(CART_MAX_ITEMS);
    const removed = await request('DELETE', `/shop/cart/items/${product.id}/${product.optionNo}`, cookie);
    expect(removed.json()).toEqual({ count: 0 });
    expectKoreanError(await request('DELETE', `/shop/cart/items/${product.id}/${product.optionNo}`, cookie), 404);
  });

  it(`refuses the ${CART_MAX_ITEMS + 1}th line with CART0001`, async () => {
    const { cookie } = await member();
    for (let i = 0; i < CART_MAX_ITEMS; i++) {
      const product = await createShopProduct(db());
      expect((await request('POST', '/shop/cart/items', cookie, { productNo: product.id, optionNo: product.optionNo })).statusCode).toBe(201);
    }
    const extra = await createShopProduct(db());
    expectKoreanError(
      await request('POST', '/shop/cart/items', cookie, { productNo: extra.id, optionNo: extra.optionNo }),
      409,
      '장바구니에 담을 수 있는 최대 상품 수를 초과했습니다. 상품을 삭제한 후 다시 담아주세요.',
      'CART0001',
    );
  });

  it('refuses bad input in Korean: negative quantity, unknown product, more than one exam, an owned exam', async () => {
    const { cookie, user } = await member();
    const product = await examProduct();
    const negative = await request('POST', '/shop/cart/items', cookie, { productNo: product.id, optionNo: product.optionNo, quantity: -1 });
    expectKoreanError(negative, 400);
    expectKoreanError(await request('POST', '/shop/cart/items', cookie, { productNo: 999_999, optionNo: 1 }), 404, '판매 중인 상품을 찾을 수 없습니다.');
    expectKoreanError(await request('POST', '/shop/cart/items', cookie, { productNo: 'x', optionNo: 1 }), 400);
    expectKoreanError(await request('POST', '/shop/cart/items', cookie, { productNo: product.id, optionNo: product.optionNo, quantity: 2 }), 400, undefined, 'O8002');
    await grantExam(db(), user.id, product.examId!);
    expectKoreanError(await request('POST', '/shop/cart/items', cookie, { productNo: product.id, optionNo: product.optionNo }), 400, undefined, 'O8003');
  });

  it('is for members: a visitor 401', async () => {
    expectKoreanError(await request('GET', '/shop/cart'), 401);
    expectKoreanError(await request('POST', '/shop/cart/items', undefined, { productNo: 1, optionNo: 1 }), 401);
  });
});

describe('orders', () => {
  it('places a bank-transfer order at the stored price: 입금대기 with account and deadline, ordered lines leave the cart', async () => {
    const { cookie } = await member();
    const product = await examProduct({ price: 20_000, salePrice: 15_000 });
    await request('POST', '/shop/cart/items', cookie, { productNo: product.id, optionNo: product.optionNo });
    const order = await placedOrder(cookie, product);
    expect(order).toMatchObject({ status: 'AWAITING_DEPOSIT', amount: 15_000 });
    expect(order.deposit?.bank).toBeTruthy();
    expect(new Date(order.deposit!.deadline).getTime()).toBeGreaterThan(Date.now() + 2 * 24 * 60 * 60_000);
    expect((await request('GET', '/shop/cart/count', cookie)).json()).toEqual({ count: 0 });
    const history = (await request('GET', '/shop/orders', cookie)).json() as { items: Array<{ orderNo: string; status: string }>; totalCount: number };
    expect(history.items.map((o) => [o.orderNo, o.status])).toEqual([[order.orderNo, 'AWAITING_DEPOSIT']]);
  });

  it('refuses the orderer in Korean and never takes an amount from the browser', async () => {
    const { cookie } = await member();
    const product = await examProduct();
    const sheetNo = await sheetFor(cookie, product);
    const place = (body: object) => request('POST', `/v2/order-sheets/${sheetNo}/order`, cookie, { ...ORDERER, ...body });
    expectKoreanError(await place({ ordererName: ' ' }), 400, '주문자 이름을 입력해주세요.');
    expectKoreanError(await place({ ordererPhone: '02-123-4567' }), 400, '휴대폰 번호를 정확히 입력해주세요. (예: 010-1234-5678)');
    expectKoreanError(await place({ agreed: false }), 400, '주문 내용을 확인하고 결제에 동의해주세요.');
    // An amount from the browser is dropped by the contract; the server's sum of the sheet is what is owed.
    const first = await place({ amount: 1 });
    expect(first.statusCode).toBe(201);
    expect((first.json() as { amount: number }).amount).toBe(12_000);
    // A second press of the button finds the same order.
    const again = await place({});
    expect(again.statusCode).toBe(200);
    expect((again.json() as { orderNo: string }).orderNo).toBe((first.json() as { orderNo: string }).orderNo);
  });

  it('refuses an expired sheet in Korean', async () => {
    const { cookie } = await member();
    const sheetNo = await sheetFor(cookie, await examProduct());
    await db().update(orderSheets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orderSheets.orderSheetNo, sheetNo));
    expectKoreanError(
      await request('POST', `/v2/order-sheets/${sheetNo}/order`, cookie, ORDERER),
      409,
      '주문서의 결제 가능 시간(30분)이 지났습니다. 주문서를 새로 만들어주세요.',
      'ORDER_SHEET_EXPIRED',
    );
  });

  it("answers another member's sheet and order 404, as unknown ones", async () => {
    const owner = await member();
    const other = await member();
    const product = await examProduct();
    const sheetNo = await sheetFor(owner.cookie, product);
    expectKoreanError(await request('GET', `/v2/order-sheets/${sheetNo}`, other.cookie), 404);
    expectKoreanError(await request('POST', `/v2/order-sheets/${sheetNo}/order`, other.cookie, ORDERER), 404);
    const order = await placedOrder(owner.cookie, await examProduct());
    expectKoreanError(await request('GET', `/shop/orders/${order.orderNo}`, other.cookie), 404, '주문을 찾을 수 없습니다.');
    expect((await request('GET', `/shop/orders/${order.orderNo}`, owner.cookie)).statusCode).toBe(200);
    expect(((await request('GET', '/shop/orders', other.cookie)).json() as { totalCount: number }).totalCount).toBe(0);
  });
});

describe('marking paid', () => {
  it('50 concurrent marks pay once and grant the exam once', async () => {
    const buyer = await member();
    const product = await examProduct();
    const order = await placedOrder(buyer.cookie, product);
    const providers = createPaymentProviders({});
    const results = await Promise.all(
      Array.from({ length: 50 }, () => markOrderPaid(db(), providers, { brand: 'b', orderNo: order.orderNo, actorId: null })),
    );
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(results.every((r) => r.status === 'PAID')).toBe(true);
    const [paid] = await db().select({ n: count() }).from(payments).where(and(eq(payments.orderNo, order.orderNo), eq(payments.status, 'CONFIRMED')));
    expect(paid!.n).toBe(1);
    const [all] = await db().select({ n: count() }).from(payments).where(eq(payments.orderNo, order.orderNo));
    expect(all!.n).toBe(1);
    const grants = await db().select().from(examEntitlements).where(eq(examEntitlements.userId, buyer.user.id));
    expect(grants.map((g) => [g.examId, g.source, g.orderNo])).toEqual([[product.examId, 'PURCHASE', order.orderNo]]);
    const [audits] = await db().select({ n: count() }).from(auditEvents).where(and(eq(auditEvents.action, 'order.mark-paid'), eq(auditEvents.resourceId, order.orderNo)));
    expect(audits!.n).toBe(1);
    const [row] = await db().select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(row!.status).toBe('PAID');
    const [sheet] = await db().select().from(orderSheets).where(eq(orderSheets.orderSheetNo, row!.orderSheetNo));
    expect(sheet!.status).toBe('PAID');

    const courses = (await request('GET', '/shop/my-courses', buyer.cookie)).json() as { items: Array<{ examIdx: number; orderNo: string }> };
    expect(courses.items).toEqual([expect.objectContaining({ examIdx: product.examId, orderNo: order.orderNo })]);
    const history = (await request('GET', '/shop/orders', buyer.cookie)).json() as { items: Array<{ status: string; paidAt: string | null }> };
    expect(history.items[0]).toMatchObject({ status: 'PAID' });
  });

  it('through the ADMIN route: 50 concurrent requests, one change; a member 403, a visitor 401, unknown 404', async () => {
    const buyer = await member();
    const order = await placedOrder(buyer.cookie, await examProduct());
    const admin = await createLoggedInOperator(db(), { brand: 'b', role: 'ADMIN' });
    const url = `/apiV2/admin/orders/${order.orderNo}/mark-paid`;
    expectKoreanError(await request('POST', url), 401);
    expectKoreanError(await request('POST', url, buyer.cookie), 403, '관리자만 결제 완료로 처리할 수 있습니다.');
    const responses = await Promise.all(Array.from({ length: 50 }, () => injectRequest(t.app, 'POST', url, { host: BRAND_B_HOST, cookie: admin.cookie })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(responses.filter((r) => (r.json() as { changed: boolean }).changed)).toHaveLength(1);
    const [grants] = await db().select({ n: count() }).from(examEntitlements).where(eq(examEntitlements.orderNo, order.orderNo));
    expect(grants!.n).toBe(1);
    expectKoreanError(await request('POST', '/apiV2/admin/orders/20260101000000000000/mark-paid', admin.cookie), 404, '주문을 찾을 수 없습니다.');
  });
});
