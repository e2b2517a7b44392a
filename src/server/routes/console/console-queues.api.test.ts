/**
 * The console's queues (ADR 30): customer inquiries (answer, close) and bank-transfer
 * deposits, and a member's own inquiries with their answers (posting review: console-posting-reviews.api.test.ts).
 * ADMINs of the brand only on the console routes: a visitor 401, a member or a CONTENT_EDITOR 403 on every route;
 * every change one audit row.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BrandId } from '../../../config/hosts';
import { mailOutbox, notifications, shopCategories } from '../../../db/schema/index';
import { CONSOLE_A, CONSOLE_B, consoleTestKit } from '../../../test/console-kit';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { createExam, createLoggedInOperator, createLoggedInUser, createShopProduct } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { createInquiry } from '../../inquiries/create-inquiry';

const t = useTestApp();
const db = () => t.database.db;
const { call, auditCount, inReviewPosting } = consoleTestKit(() => t);

const PORTAL_A = 'localhost:3000';
const SHOP_B = 'shop.localhost:3000';
const consoleOf = (brand: BrandId) => (brand === 'a' ? CONSOLE_A : CONSOLE_B);

const admin = (brand: BrandId = 'a') => createLoggedInOperator(db(), { role: 'ADMIN', brand, username: '문의담당' });
const editor = (brand: BrandId = 'a') => createLoggedInOperator(db(), { role: 'CONTENT_EDITOR', brand });

let sent = 0;
/** An inquiry as the panel sends it (createSuggestion), from a member or, without `userId`, a visitor. */
async function inquiry(options: { brand?: BrandId; userId?: string | null; email?: string; content?: string } = {}) {
  sent += 1;
  return createInquiry(db(), {
    brand: options.brand ?? 'a',
    userId: options.userId ?? null,
    owner: null,
    email: options.email ?? `asker-${sent}-${Date.now()}@example.kr`,
    content: options.content ?? `문의 ${sent}: 채용 공고 지원은 어떻게 하나요?`,
    attachmentIds: [],
    deviceInfo: 'PC',
  });
}

describe('who may use the console queues', () => {
  it('refuses a visitor (401), a member and a CONTENT_EDITOR (403) on every new console route', async () => {
    const target = await inquiry();
    const posting = await inReviewPosting();
    const member = await createLoggedInUser(db(), { brand: 'a' });
    const contentEditor = await editor();
    const routes: Array<['GET' | 'POST', string, object?]> = [
      ['GET', '/apiV2/admin/inquiries'],
      ['GET', `/apiV2/admin/inquiries/${target.id}`],
      ['POST', `/apiV2/admin/inquiries/${target.id}/answer`, { reply: '답변입니다.' }],
      ['POST', `/apiV2/admin/inquiries/${target.id}/close`],
      ['GET', '/apiV2/admin/posting-reviews'],
      ['GET', `/apiV2/admin/posting-reviews/${posting.id}`],
      ['POST', `/apiV2/admin/posting-reviews/${posting.id}/approve`],
      ['POST', `/apiV2/admin/posting-reviews/${posting.id}/reject`, { reason: '사유' }],
      ['GET', '/apiV2/admin/orders'],
    ];
    for (const [method, url, payload] of routes) {
      expectKoreanError(await call(method, url, undefined, payload), 401);
      expectKoreanError(await call(method, url, member, payload), 403);
      expectKoreanError(await call(method, url, contentEditor, payload), 403);
    }
    // Nothing was changed by the refused calls.
    expect(await auditCount('inquiry.answer', target.id)).toBe(0);
    expect(await auditCount('posting.approve', String(posting.id))).toBe(0);
  });

  it("does not know an ADMIN of the other brand on this brand's console (sessions are per brand: 401)", async () => {
    const adminB = await admin('b');
    expectKoreanError(await call('GET', '/apiV2/admin/inquiries', adminB), 401);
    expectKoreanError(await call('GET', '/apiV2/admin/posting-reviews', adminB), 401);
  });
});

describe('customer inquiries', () => {
  it('lists open first and the oldest first, filters by status, and pages within Korean bounds', async () => {
    const operator = await admin('b');
    const older = await inquiry({ brand: 'b' });
    const newer = await inquiry({ brand: 'b' });
    const done = await inquiry({ brand: 'b' });
    await call('POST', `/apiV2/admin/inquiries/${done.id}/close`, operator, undefined, CONSOLE_B);
    const all = await call('GET', '/apiV2/admin/inquiries?pageSize=100', operator, undefined, CONSOLE_B);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['cache-control']).toBe('private, no-store');
    const ids = (all.json() as { items: Array<{ id: string; status: string }> }).items.map((i) => i.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(done.id));
    const closed = (await call('GET', '/apiV2/admin/inquiries?status=CLOSED', operator, undefined, CONSOLE_B)).json();
    expect(closed.items.map((i: { id: string }) => i.id)).toEqual([done.id]);
    // Another brand's inquiries never appear.
    const other = await inquiry({ brand: 'a' });
    expect(ids).not.toContain(other.id);
    expectKoreanError(await call('GET', `/apiV2/admin/inquiries/${other.id}`, operator, undefined, CONSOLE_B), 404, '문의를 찾을 수 없습니다.');

    expectKoreanError(await call('GET', '/apiV2/admin/inquiries?page=0', operator, undefined, CONSOLE_B), 400);
    expectKoreanError(await call('GET', '/apiV2/admin/inquiries?pageSize=101', operator, undefined, CONSOLE_B), 400);
    expectKoreanError(await call('GET', '/apiV2/admin/inquiries?status=DONE', operator, undefined, CONSOLE_B), 400);
    expectKoreanError(await call('GET', '/apiV2/admin/inquiries/not-a-uuid', operator, undefined, CONSOLE_B), 400);
  });

  it('answers: stored, one audit row, mailed to the inquiry email, shown to the member; the same answer again changes nothing', async () => {
    const operator = await admin();
    const asker = await createLoggedInUser(db(), { brand: 'a' });
    const email = `member-${Date.now()}@example.kr`;
    const target = await inquiry({ userId: asker.user.id, email, content: '결제 영수증을 받을 수 있나요?' });

    const detail = await call('GET', `/apiV2/admin/inquiries/${target.id}`, operator);
    expect(detail.json()).toMatchObject({ status: 'OPEN', email, member: { id: asker.user.id }, attachments: [], answer: null });

    const url = `/apiV2/admin/inquiries/${target.id}/answer`;
    const answered = await call('POST', url, operator, { reply: '  마이페이지에서 받을 수 있습니다.  ' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual({ id: target.id, status: 'ANSWERED', changed: true, mailed: true });
    expect(await auditCount('inquiry.answer', target.id)).toBe(1);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('마이페이지에서 받을 수 있습니다.');
    expect(mails[0]!.body).toContain('결제 영수증을 받을 수 있나요?');

    const again = await call('POST', url, operator, { reply: '마이페이지에서 받을 수 있습니다.' });
    expect(again.json()).toEqual({ id: target.id, status: 'ANSWERED', changed: false });
    expect(await auditCount('inquiry.answer', target.id)).toBe(1);
    expect(await db().select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([{ n: 1 }]);

    const mine = await call('GET', '/apiV2/inquiries/mine', asker, undefined, PORTAL_A);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().items).toEqual([
      expect.objectContaining({ id: target.id, status: 'ANSWERED', answer: '마이페이지에서 받을 수 있습니다.' }),
    ]);
    const one = await call('GET', `/apiV2/inquiries/mine/${target.id}`, asker, undefined, PORTAL_A);
    expect(one.json()).toMatchObject({ answer: '마이페이지에서 받을 수 있습니다.' });
    const answeredDetail = (await call('GET', `/apiV2/admin/inquiries/${target.id}`, operator)).json();
    expect(answeredDetail).toMatchObject({ status: 'ANSWERED', answeredByName: '문의담당' });
    // The member is notified on the portal once; a correction replaces the answer (audited, mailed) without a second notice.
    const notices = () => db().select().from(notifications).where(eq(notifications.userId, asker.user.id));
    expect((await notices()).map((n) => [n.title, n.link])).toEqual([['고객문의에 답변이 등록되었어요. 내 문의 내역에서 확인해주세요.', '/?inquiry=open']]);
    const corrected = await call('POST', url, operator, { reply: '마이페이지 > 구매 내역에서 받을 수 있습니다.' });
    expect(corrected.json()).toMatchObject({ changed: true, mailed: true });
    expect(await auditCount('inquiry.answer', target.id)).toBe(2);
    expect(await notices()).toHaveLength(1);
    expect(await db().select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([{ n: 2 }]);
  });

  it('refuses a blank or too long answer in Korean (400) and answering a closed inquiry (409)', async () => {
    const operator = await admin();
    const target = await inquiry();
    const url = `/apiV2/admin/inquiries/${target.id}/answer`;
    expectKoreanError(await call('POST', url, operator, { reply: '   ' }), 400, '답변 내용을 입력해주세요.');
    expectKoreanError(await call('POST', url, operator, { reply: '가'.repeat(5001) }), 400, '답변은 5000자까지 입력할 수 있습니다.');
    expectKoreanError(await call('POST', url, operator, {}), 400, '답변 내용을 입력해주세요.');
    expect(await auditCount('inquiry.answer', target.id)).toBe(0);

    const closed = await call('POST', `/apiV2/admin/inquiries/${target.id}/close`, operator);
    expect(closed.json()).toEqual({ id: target.id, status: 'CLOSED', changed: true });
    expect((await call('POST', `/apiV2/admin/inquiries/${target.id}/close`, operator)).json()).toEqual({ id: target.id, status: 'CLOSED', changed: false });
    expect(await auditCount('inquiry.close', target.id)).toBe(1);
    expectKoreanError(await call('POST', url, operator, { reply: '늦은 답변' }), 409, '종료된 문의에는 답변할 수 없습니다.');
  });

  it("shows a member only their own inquiries: another member's is 404, a visitor 401", async () => {
    const owner = await createLoggedInUser(db(), { brand: 'a' });
    const other = await createLoggedInUser(db(), { brand: 'a' });
    const mine = await inquiry({ userId: owner.user.id });
    await inquiry({ userId: null });
    expectKoreanError(await call('GET', `/apiV2/inquiries/mine/${mine.id}`, other, undefined, PORTAL_A), 404, '문의를 찾을 수 없습니다.');
    const list = (await call('GET', '/apiV2/inquiries/mine', other, undefined, PORTAL_A)).json();
    expect(list).toEqual({ items: [], totalCount: 0, page: 1, pageSize: 20 });
    expectKoreanError(await call('GET', '/apiV2/inquiries/mine', undefined, undefined, PORTAL_A), 401);
    expectKoreanError(await call('GET', '/apiV2/inquiries/mine?page=0', owner, undefined, PORTAL_A), 400);
    expect((await call('GET', '/apiV2/inquiries/mine', owner, undefined, PORTAL_A)).json().totalCount).toBe(1);
  });
});
describe('bank-transfer deposits', () => {
  it('lists 입금대기 oldest first; marking one paid from the queue pays once and a CONTENT_EDITOR is refused', async () => {
    const [category] = await db().insert(shopCategories).values({ brand: 'b', label: `콘솔 분류 ${Date.now()}`, kind: 'LIST', position: 9 }).returning();
    const exam = await createExam(db(), { brand: 'b', isFree: false, price: 9_000 });
    const product = await createShopProduct(db(), { examId: exam.examIdx, price: 9_000, categoryId: category!.id });
    const buyer = await createLoggedInUser(db(), { brand: 'b' });
    const shop = (method: 'POST', url: string, payload: object) => call(method, url, buyer, payload, SHOP_B);
    const sheet = await shop('POST', '/v2/orders', { products: [{ productNo: product.id, optionNo: product.optionNo, orderCnt: 1 }] });
    expect(sheet.statusCode, sheet.body).toBe(201);
    const placed = await shop('POST', `/v2/order-sheets/${sheet.json().orderSheetNo}/order`, {
      ordererName: '김간호',
      ordererPhone: '010-1234-5678',
      agreed: true,
      paymentMethod: 'BANK_TRANSFER',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderNo } = placed.json() as { orderNo: string };

    const operator = await admin('b');
    const queue = await call('GET', '/apiV2/admin/orders?pageSize=100', operator, undefined, CONSOLE_B);
    expect(queue.statusCode, queue.body).toBe(200);
    const row = queue.json().items.find((o: { orderNo: string }) => o.orderNo === orderNo);
    expect(row).toMatchObject({ ordererName: '김간호', amount: 9_000, memberEmail: buyer.user.email, depositDeadline: expect.any(String) });

    const url = `/apiV2/admin/orders/${orderNo}/mark-paid`;
    expectKoreanError(await call('POST', url, await editor('b'), undefined, CONSOLE_B), 403, '관리자만 결제 완료로 처리할 수 있습니다.');
    const results = await Promise.all([1, 2, 3].map(() => call('POST', url, operator, undefined, CONSOLE_B)));
    expect(results.map((r) => r.json().changed).filter(Boolean)).toHaveLength(1);
    expect(await auditCount('order.mark-paid', orderNo)).toBe(1);
    const after = (await call('GET', '/apiV2/admin/orders?pageSize=100', operator, undefined, CONSOLE_B)).json();
    expect(after.items.map((o: { orderNo: string }) => o.orderNo)).not.toContain(orderNo);

    // Brand A has no shop: its queue is empty, not an error.
    expect((await call('GET', '/apiV2/admin/orders', await admin('a'))).json()).toMatchObject({ items: [], totalCount: 0 });
    expectKoreanError(await call('GET', '/apiV2/admin/orders?queue=LATER', operator, undefined, CONSOLE_B), 400);
  });

  it("counts open inquiries, postings in review and deposits waiting on the dashboard", async () => {
    const operator = await admin('b');
    const before = (await call('GET', '/apiV2/admin/console-summary', operator, undefined, consoleOf('b'))).json();
    await inquiry({ brand: 'b' });
    await inReviewPosting('b');
    const after = (await call('GET', '/apiV2/admin/console-summary', operator, undefined, consoleOf('b'))).json();
    expect(after).toEqual({ ...before, openInquiries: before.openInquiries + 1, postingsInReview: before.postingsInReview + 1 });
  });
});
