import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSheetLines, orderSheets } from '../../../db/schema';
import { createExamEntitlement } from '../../exams/create-exam-entitlement';
import { ORDER_SHEET_TTL_MS } from '../../shop/orders/create-order-sheet';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { createExam, createLoggedInUser, createShopProduct } from '../../../test/factories';
import { BRAND_A_HOST, BRAND_B_HOST, createTestApp, injectRequest, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const brandBMember = () => createLoggedInUser(t.database.db, { brand: 'b' });

/** A paid brand B exam with the product that sells it. */
async function paidExamOnSale(price = 12_000) {
  const exam = await createExam(t.database.db, { brand: 'b', isFree: false, price });
  const product = await createShopProduct(t.database.db, { examId: exam.examIdx, price });
  return { exam, product };
}

function createOrder(cookie: string | undefined, products: unknown, host = BRAND_B_HOST) {
  return injectRequest(t.app, 'POST', '/v2/orders', { host, cookie, payload: { products } });
}

describe('GET /cbt-product/exams/:examIdx', () => {
  it("answers a paid exam's product number and option, to visitors too", async () => {
    const { exam, product } = await paidExamOnSale();
    const response = await injectRequest(t.app, 'GET', `/cbt-product/exams/${exam.examIdx}`, { host: BRAND_B_HOST });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ shopbyProductId: product.id, optionId: product.optionNo });
  });

  it('is 404 for a free exam, an exam without a product and an unknown exam', async () => {
    const free = await createExam(t.database.db, { brand: 'b' });
    const unsold = await createExam(t.database.db, { brand: 'b', isFree: false });
    for (const examIdx of [free.examIdx, unsold.examIdx, 2_000_000_000]) {
      const response = await injectRequest(t.app, 'GET', `/cbt-product/exams/${examIdx}`, { host: BRAND_B_HOST });
      expectKoreanError(response, 404, '판매 중인 상품을 찾을 수 없습니다.', 'PRODUCT_NOT_FOUND');
    }
  });

  it('words a bad exam number like the CBT routes, and is 404 on brand A', async () => {
    const bad = await injectRequest(t.app, 'GET', '/cbt-product/exams/abc', { host: BRAND_B_HOST });
    expectKoreanError(bad, 400, '잘못된 시험 번호입니다.', 'INVALID_ID');
    const { exam } = await paidExamOnSale();
    expectKoreanError(await injectRequest(t.app, 'GET', `/cbt-product/exams/${exam.examIdx}`, { host: BRAND_A_HOST }), 404);
  });
});

describe('POST /v2/orders', () => {
  it('makes an open order sheet priced at today’s price, readable only by its member', async () => {
    const { exam, product } = await paidExamOnSale(15_000);
    const member = await brandBMember();
    const response = await createOrder(member.cookie, [{ productNo: product.id, optionNo: product.optionNo, orderCnt: 1 }]);
    expect(response.statusCode, response.body).toBe(201);
    const { orderSheetNo } = response.json() as { orderSheetNo: string };
    expect(orderSheetNo).toMatch(/^20\d{18}$/);

    const sheet = await injectRequest(t.app, 'GET', `/v2/order-sheets/${orderSheetNo}`, { host: BRAND_B_HOST, cookie: member.cookie });
    expect(sheet.statusCode).toBe(200);
    const body = sheet.json() as Record<string, unknown>;
    expect(body).toMatchObject({
      orderSheetNo,
      status: 'OPEN',
      totalAmount: 15_000,
      paidAt: null,
      lines: [{ productNo: product.id, optionNo: product.optionNo, title: product.title, quantity: 1, unitPrice: 15_000, examIdx: exam.examIdx }],
    });
    expect(Date.parse(body.expiresAt as string) - Date.parse(body.createdAt as string)).toBe(ORDER_SHEET_TTL_MS);

    const stranger = await brandBMember();
    const theirs = await injectRequest(t.app, 'GET', `/v2/order-sheets/${orderSheetNo}`, { host: BRAND_B_HOST, cookie: stranger.cookie });
    expectKoreanError(theirs, 404, '주문서를 찾을 수 없습니다.', 'ORDER_SHEET_NOT_FOUND');
  });

  it('refuses a second copy of an exam with O8002 and an exam already owned with O8003, writing nothing', async () => {
    const db = t.database.db;
    const { exam, product } = await paidExamOnSale();
    const member = await brandBMember();
    const line = { productNo: product.id, optionNo: product.optionNo };

    expectKoreanError(await createOrder(member.cookie, [{ ...line, orderCnt: 2 }]), 400, '최대 구매 가능 수량을 초과했습니다.', 'O8002');
    await createExamEntitlement(db, { userId: member.user.id, examIdx: exam.examIdx, source: 'PURCHASE', orderNo: 'TEST' });
    expectKoreanError(await createOrder(member.cookie, [{ ...line, orderCnt: 1 }]), 400, '최대 구매 가능 수량을 초과했습니다.', 'O8003');

    expect(await db.select().from(orderSheets).where(eq(orderSheets.userId, member.user.id))).toEqual([]);
  });

  it('refuses an unknown product, a wrong option and another brand’s product with 404', async () => {
    const { product } = await paidExamOnSale();
    const brandAProduct = await createShopProduct(t.database.db, { brand: 'a' });
    const member = await brandBMember();
    for (const line of [
      { productNo: 2_000_000_000, optionNo: 1 },
      { productNo: product.id, optionNo: product.optionNo + 1 },
      { productNo: brandAProduct.id, optionNo: brandAProduct.optionNo },
    ]) {
      expectKoreanError(await createOrder(member.cookie, [{ ...line, orderCnt: 1 }]), 404, '판매 중인 상품을 찾을 수 없습니다.', 'PRODUCT_NOT_FOUND');
    }
  });

  it('keeps several lines of non-exam products with their quantities and total', async () => {
    const book = await createShopProduct(t.database.db, { price: 18_000 });
    const notes = await createShopProduct(t.database.db, { price: 4_500 });
    const member = await brandBMember();
    const response = await createOrder(member.cookie, [
      { productNo: book.id, optionNo: book.optionNo, orderCnt: 2 },
      { productNo: notes.id, optionNo: notes.optionNo, orderCnt: 1 },
    ]);
    expect(response.statusCode).toBe(201);
    const { orderSheetNo } = response.json() as { orderSheetNo: string };
    const [sheet] = await t.database.db.select().from(orderSheets).where(eq(orderSheets.orderSheetNo, orderSheetNo));
    expect(sheet?.totalAmount).toBe(40_500);
    const lines = await t.database.db.select().from(orderSheetLines).where(eq(orderSheetLines.orderSheetNo, orderSheetNo));
    expect(lines.map((l) => l.quantity).sort()).toEqual([1, 2]);
  });

  it('answers a visitor 401 and a brand A host 404 before reading the body', async () => {
    expectKoreanError(await createOrder(undefined, 'nonsense'), 401, '로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.');
    const member = await createLoggedInUser(t.database.db, { brand: 'a' });
    expectKoreanError(await createOrder(member.cookie, 'nonsense', BRAND_A_HOST), 404);
  });

  it.each([
    ['no lines', [], '주문 상품'],
    ['a missing option', [{ productNo: 1, orderCnt: 1 }], '옵션 번호를 입력해주세요.'],
    ['a zero quantity', [{ productNo: 1, optionNo: 1, orderCnt: 0 }], '주문 수량'],
    ['a text product number', [{ productNo: 'x', optionNo: 1, orderCnt: 1 }], '상품 번호'],
    ['the same line twice', [{ productNo: 1, optionNo: 1, orderCnt: 1 }, { productNo: 1, optionNo: 1, orderCnt: 1 }], '두 번'],
  ])('refuses %s with a Korean 400', async (_name, products, fragment) => {
    const member = await brandBMember();
    const response = await createOrder(member.cookie, products);
    expectKoreanError(response, 400);
    expect((response.json() as { message: string }).message).toContain(fragment);
  });

  it('answers a malformed order sheet number 400 and an expired sheet as EXPIRED', async () => {
    const member = await brandBMember();
    const bad = await injectRequest(t.app, 'GET', '/v2/order-sheets/12ab', { host: BRAND_B_HOST, cookie: member.cookie });
    expectKoreanError(bad, 400);

    const { product } = await paidExamOnSale();
    const created = await createOrder(member.cookie, [{ productNo: product.id, optionNo: product.optionNo, orderCnt: 1 }]);
    const { orderSheetNo } = created.json() as { orderSheetNo: string };
    await t.database.db.update(orderSheets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orderSheets.orderSheetNo, orderSheetNo));
    const sheet = await injectRequest(t.app, 'GET', `/v2/order-sheets/${orderSheetNo}`, { host: BRAND_B_HOST, cookie: member.cookie });
    expect((sheet.json() as { status: string }).status).toBe('EXPIRED');
  });
});
