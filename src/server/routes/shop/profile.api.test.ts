import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox, users } from '../../../db/schema';
import { TEST_PASSWORD, createLoggedInUser } from '../../../test/factories';
import { BRAND_B_HOST, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: object) {
  return t.app.inject({ method, url, headers: { host: BRAND_B_HOST, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
}

describe('shop profile (회원정보 수정)', () => {
  it('answers 401 to a visitor', async () => {
    expect((await call('GET', '/shop/profile')).statusCode).toBe(401);
    expect((await call('PUT', '/shop/profile', undefined, { name: '김간호' })).statusCode).toBe(401);
  });

  it('saves the name and phone through the profile operation, keeping the fields the shop does not show', async () => {
    const db = t.database.db;
    const member = await createLoggedInUser(db, { brand: 'b' });
    await db.update(users).set({ nickname: '간호새내기', school: '너스대학교' }).where(eq(users.id, member.user.id));

    const saved = await call('PUT', '/shop/profile', member.cookie, { name: '김간호', phone: '010-2345-6789' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ email: member.user.email, name: '김간호', phone: '010-2345-6789', pendingEmailChange: null });
    const [row] = await db.select().from(users).where(eq(users.id, member.user.id));
    expect(row).toMatchObject({ name: '김간호', username: '김간호', phone: '01023456789', nickname: '간호새내기', school: '너스대학교' });
    expect((await call('GET', '/shop/profile', member.cookie)).json()).toMatchObject({ name: '김간호', phone: '010-2345-6789' });
  });

  it('answers Korean 400s for a bad name or phone and a wrong current password', async () => {
    const member = await createLoggedInUser(t.database.db, { brand: 'b' });
    const badName = await call('PUT', '/shop/profile', member.cookie, { name: '김' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().message).toMatch(/[가-힣]/);
    const badPhone = await call('PUT', '/shop/profile', member.cookie, { name: '김간호', phone: '123' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toMatch(/[가-힣]/);
    const wrong = await call('PUT', '/shop/profile/password', member.cookie, {
      currentPassword: 'wrongpass999',
      newPassword: 'newpass12345',
      newPasswordConfirm: 'newpass12345',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/[가-힣]/);
  });

  it('changes the password with the current one, keeping this session', async () => {
    const member = await createLoggedInUser(t.database.db, { brand: 'b' });
    const changed = await call('PUT', '/shop/profile/password', member.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'newpass12345',
      newPasswordConfirm: 'newpass12345',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ revokedSessions: 0 });
    expect((await call('GET', '/shop/profile', member.cookie)).statusCode).toBe(200);
  });

  it('changes the email by the code mailed to the new address, after the current password', async () => {
    const db = t.database.db;
    const member = await createLoggedInUser(db, { brand: 'b' });
    const newEmail = `shop-new-${member.user.id.slice(0, 8)}@example.kr`;
    const wrong = await call('POST', '/shop/profile/email-change', member.cookie, { newEmail, currentPassword: 'wrongpass999' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('현재 비밀번호가 올바르지 않습니다.');

    const requested = await call('POST', '/shop/profile/email-change', member.cookie, { newEmail, currentPassword: TEST_PASSWORD });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({ email: member.user.email, pendingEmailChange: { newEmail } });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, newEmail)).orderBy(desc(mailOutbox.id)).limit(1);
    const code = mail!.body.match(/\b(\d{6})\b/)![1]!;

    const confirmed = await call('POST', '/shop/profile/email-change/confirm', member.cookie, { code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: newEmail, pendingEmailChange: null });
  });
});
