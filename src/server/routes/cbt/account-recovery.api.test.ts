/**
 * 비밀번호 찾기 and 이메일 찾기 through the real app: a known and an unknown email get the same answer; the mailed link
 * (read from mail_outbox) resets the password once, ends every other session and logs the member in; used and expired
 * links get their Korean 400s; a brand's host cannot use the other brand's link; the limits answer Korean 429s.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_REQUESTED_MESSAGE } from '../../../contracts/auth';
import { mailOutbox, passwordResetTokens, userIdentities, users } from '../../../db/schema';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { createLoggedInUser, createUser, TEST_PASSWORD } from '../../../test/factories';
import { BRAND_A_HOST, BRAND_B_HOST, sessionCookieFrom, useTestApp } from '../../../test/test-app';
import { deleteExpiredPasswordResets } from '../../accounts/delete-expired-password-resets';
import { PASSWORD_RESET_MAX_PER_EMAIL } from './account-recovery';

const t = useTestApp();
afterEach(() => vi.useRealTimers());

let nextClient = 0;
/** Each test from its own client address, so the per-client limits count only that test's requests. */
const clientAddress = () => `10.0.0.${++nextClient}`;

function post(url: string, payload: object, options: { host?: string; cookie?: string; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: options.ip ?? clientAddress(),
    headers: { host: options.host ?? BRAND_A_HOST, ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
}
const get = (url: string, options: { host?: string; cookie?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host: options.host ?? BRAND_A_HOST, ...(options.cookie ? { cookie: options.cookie } : {}) },
  });

/** The newest mail to `to`, waiting for it: the link goes out after the answer. */
async function mailTo(to: string, after = 0) {
  return vi.waitFor(
    async () => {
      const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1);
      if (!mail || mail.id <= after) throw new Error(`no mail to ${to} yet`);
      return mail;
    },
    { timeout: 5_000, interval: 20 },
  );
}
const lastMailId = async (to: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1))[0]?.id ?? 0;

/** Asks for a link for `email` on `host` and reads the token from the mail. */
async function requestLink(email: string, host = BRAND_A_HOST) {
  const before = await lastMailId(email);
  const response = await post('/apiV2/auth/password-reset', { email }, { host });
  expect(response.statusCode, response.body).toBe(202);
  const mail = await mailTo(email, before);
  const link = /https?:\/\/\S+\/password\/reset\/([A-Za-z0-9_-]{43})/.exec(mail.body);
  expect(link, mail.body).not.toBeNull();
  return { url: link![0], token: link![1]! };
}

const login = (email: string, password: string, host = BRAND_A_HOST) =>
  post('/apiV2/auth/login', { email, password }, { host });

const NEW_PASSWORD = 'fresh2pass';

describe('requesting a reset link', () => {
  it('answers a registered and an unregistered email with the same bytes', async () => {
    const user = await createUser(t.database.db, { email: 'known-reset@example.kr' });
    const known = await post('/apiV2/auth/password-reset', { email: user.email });
    const unknown = await post('/apiV2/auth/password-reset', { email: 'nobody-reset@example.kr' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
    for (const header of ['content-type', 'content-length', 'x-ratelimit-limit', 'x-ratelimit-remaining']) {
      expect(unknown.headers[header], header).toBe(known.headers[header]);
    }
    expect(known.cookies).toEqual([]);
    // Only the registered address gets mail.
    await mailTo(user.email);
    expect(await lastMailId('nobody-reset@example.kr')).toBe(0);
  });

  it('mails a link to the host the member used, valid for 30 minutes, keeping only the token hash', async () => {
    const user = await createUser(t.database.db, { email: 'link-host@example.kr' });
    const { url, token } = await requestLink(user.email, 'careerroad.localhost:3000');
    expect(url).toBe(`http://careerroad.localhost:3000/password/reset/${token}`);
    const [row] = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(30 * 60_000);
    const check = await get(`/apiV2/auth/password-reset/${token}`, { host: 'careerroad.localhost:3000' });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().expiresAt).toBe(row!.expiresAt.toISOString());
  });

  it('links to the brand’s CBT host when asked on a host the table does not know', async () => {
    const user = await createUser(t.database.db, { email: 'odd-host@example.kr' });
    const { url } = await requestLink(user.email, 'evil.example.com');
    expect(url).toMatch(/^http:\/\/cbt\.careerroad\.localhost\/password\/reset\//);
  });

  it('tells a Kakao or Naver account by mail to log in through it, with the same answer on the page', async () => {
    const user = await createUser(t.database.db, { email: 'social-only@example.kr' });
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    await t.database.db.insert(userIdentities).values({ userId: user.id, brand: 'a', provider: 'KAKAO', providerUserId: 'k-1' });
    const response = await post('/apiV2/auth/password-reset', { email: user.email });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
    const mail = await mailTo(user.email);
    expect(mail.body).toContain('카카오 로그인');
    expect(mail.body).not.toMatch(/password\/reset/);
    expect(await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toEqual([]);
  });

  it.each([
    [{ email: '' }, '이메일을 입력해주세요.'],
    [{ email: 'not-an-email' }, '잘못된 이메일 형식입니다.'],
  ])('refuses %j with a Korean message', async (payload, message) => {
    expectKoreanError(await post('/apiV2/auth/password-reset', payload), 400, message);
  });

  it('answers a Korean 429 past five requests an hour for one email, registered or not', async () => {
    for (const email of ['limited-reset@example.kr', 'limited-nobody@example.kr']) {
      if (email.startsWith('limited-reset')) await createUser(t.database.db, { email });
      for (let i = 0; i < PASSWORD_RESET_MAX_PER_EMAIL; i++) {
        expect((await post('/apiV2/auth/password-reset', { email })).statusCode).toBe(202);
      }
      const refused = await post('/apiV2/auth/password-reset', { email: email.toUpperCase() });
      expectKoreanError(refused, 429, '비밀번호 찾기 요청이 너무 많습니다. 1시간 후 다시 시도해주세요.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('answers a Korean 429 past twenty requests an hour from one client', async () => {
    const ip = clientAddress();
    for (let i = 0; i < 20; i++) {
      expect((await post('/apiV2/auth/password-reset', { email: `spray-${i}@example.kr` }, { ip })).statusCode).toBe(202);
    }
    expectKoreanError(
      await post('/apiV2/auth/password-reset', { email: 'spray-last@example.kr' }, { ip }),
      429,
      '비밀번호 찾기 요청이 너무 많습니다. 1시간 후 다시 시도해주세요.',
    );
  });
});

describe('using the link', () => {
  it('sets the password once, ends every session, logs the member in, and the old password stops working', async () => {
    const { user, cookie: otherSession } = await createLoggedInUser(t.database.db, { email: 'reset-me@example.kr' });
    expect((await get('/apiV2/auth/profile', { cookie: otherSession })).statusCode).toBe(200);
    const { token } = await requestLink(user.email);

    const reset = await post(`/apiV2/auth/password-reset/${token}`, { password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().user).toMatchObject({ id: user.id, email: user.email });
    const fresh = sessionCookieFrom(reset);
    expect((await get('/apiV2/auth/profile', { cookie: fresh })).statusCode).toBe(200);
    // The session someone else may have held is gone.
    expect((await get('/apiV2/auth/profile', { cookie: otherSession })).statusCode).toBe(401);

    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = { password: 'another9pass', passwordConfirm: 'another9pass' };
    expectKoreanError(
      await post(`/apiV2/auth/password-reset/${token}`, again),
      400,
      '이미 사용된 링크입니다. 비밀번호 찾기를 다시 해주세요.',
      'PASSWORD_RESET_USED',
    );
    expectKoreanError(await get(`/apiV2/auth/password-reset/${token}`), 400, '이미 사용된 링크입니다. 비밀번호 찾기를 다시 해주세요.');
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link past its 30 minutes with the Korean message, changing nothing', async () => {
    const user = await createUser(t.database.db, { email: 'expired-link@example.kr' });
    const { token } = await requestLink(user.email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30 * 60_000 + 1_000 });
    const expired = '링크가 만료되었습니다. 비밀번호 찾기를 다시 해주세요.';
    expectKoreanError(await get(`/apiV2/auth/password-reset/${token}`), 400, expired, 'PASSWORD_RESET_EXPIRED');
    expectKoreanError(
      await post(`/apiV2/auth/password-reset/${token}`, { password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD }),
      400,
      expired,
    );
    vi.useRealTimers();
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps only the newest link working', async () => {
    const user = await createUser(t.database.db, { email: 'two-links@example.kr' });
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expectKoreanError(await get(`/apiV2/auth/password-reset/${first.token}`), 400, '유효하지 않은 링크입니다. 비밀번호 찾기를 다시 해주세요.');
    expect((await get(`/apiV2/auth/password-reset/${second.token}`)).statusCode).toBe(200);
  });

  it('cannot reset a brand A account from a brand B host', async () => {
    const user = await createUser(t.database.db, { email: 'brand-a-only@example.kr' });
    const { token } = await requestLink(user.email);
    const body = { password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD };
    expectKoreanError(
      await post(`/apiV2/auth/password-reset/${token}`, body, { host: BRAND_B_HOST }),
      400,
      '유효하지 않은 링크입니다. 비밀번호 찾기를 다시 해주세요.',
    );
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    // Nor does asking on brand B mail brand A's account.
    const before = await lastMailId(user.email);
    expect((await post('/apiV2/auth/password-reset', { email: user.email }, { host: BRAND_B_HOST })).statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await lastMailId(user.email)).toBe(before);
    // The link still works on its own brand.
    expect((await post(`/apiV2/auth/password-reset/${token}`, body)).statusCode).toBe(200);
  });

  it.each([
    [{ password: 'short1', passwordConfirm: 'short1' }, '비밀번호는 영문과 숫자를 포함해 8~64자로 입력해주세요.'],
    [{ password: 'onlyletters', passwordConfirm: 'onlyletters' }, '비밀번호는 영문과 숫자를 포함해 8~64자로 입력해주세요.'],
    [{ password: NEW_PASSWORD, passwordConfirm: 'different1' }, '비밀번호가 일치하지 않습니다.'],
  ])('refuses %j by the sign-up rule without spending the link', async (payload, message) => {
    const user = await createUser(t.database.db);
    const { token } = await requestLink(user.email);
    expectKoreanError(await post(`/apiV2/auth/password-reset/${token}`, payload), 400, message);
    expect((await get(`/apiV2/auth/password-reset/${token}`)).statusCode).toBe(200);
  });

  it('is forgotten a day after it expired, by the background job', async () => {
    const user = await createUser(t.database.db, { email: 'swept-link@example.kr' });
    const { token } = await requestLink(user.email);
    const [row] = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(await deleteExpiredPasswordResets(t.database.db, new Date(row!.expiresAt.getTime() + 23 * 3_600_000))).toBe(0);
    expect(await deleteExpiredPasswordResets(t.database.db, new Date(row!.expiresAt.getTime() + 25 * 3_600_000))).toBeGreaterThanOrEqual(1);
    expectKoreanError(await get(`/apiV2/auth/password-reset/${token}`), 400, '유효하지 않은 링크입니다. 비밀번호 찾기를 다시 해주세요.');
  });

  it('refuses a token that was never mailed', async () => {
    const invalid = '유효하지 않은 링크입니다. 비밀번호 찾기를 다시 해주세요.';
    expectKoreanError(await get(`/apiV2/auth/password-reset/${'x'.repeat(43)}`), 400, invalid);
    expectKoreanError(await get('/apiV2/auth/password-reset/short'), 400, invalid);
  });
});

describe('finding the login email', () => {
  it('hints the masked email only when name and phone match exactly, else the same neutral answer', async () => {
    const user = await createUser(t.database.db, { email: 'student@careerroad.kr', username: '김찾기' });
    await t.database.db.update(users).set({ phone: '01012345678' }).where(and(eq(users.id, user.id)));
    const found = await post('/apiV2/auth/find-email', { name: '김찾기', phone: '010-1234-5678' });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({ message: '입력하신 정보로 가입된 계정의 이메일입니다.', emails: ['st*****@careerroad.kr'] });

    const wrongName = await post('/apiV2/auth/find-email', { name: '김다른', phone: '010-1234-5678' });
    const wrongPhone = await post('/apiV2/auth/find-email', { name: '김찾기', phone: '010-9999-5678' });
    const otherBrand = await post('/apiV2/auth/find-email', { name: '김찾기', phone: '01012345678' }, { host: BRAND_B_HOST });
    for (const response of [wrongName, wrongPhone, otherBrand]) {
      expect(response.statusCode).toBe(200);
      expect(response.json().emails).toEqual([]);
      expect(response.body).toBe(wrongName.body);
    }
    expect(wrongName.json().message).toContain('고객문의');
  });

  it('finds a corporate account by its 담당자 and contact phone', async () => {
    await createUser(t.database.db, { email: 'hr@company.kr', username: '박담당', type: 'CORPORATE', contactPhone: '0212345678' });
    const found = await post('/apiV2/auth/find-email', { name: '박담당', phone: '02-1234-5678' });
    expect(found.json().emails).toEqual(['h**@company.kr']);
  });

  it('answers a Korean 429 past five tries an hour for one phone number', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await post('/apiV2/auth/find-email', { name: `이름${i}`, phone: '010-5555-0000' })).statusCode).toBe(200);
    }
    expectKoreanError(
      await post('/apiV2/auth/find-email', { name: '이름', phone: '01055550000' }),
      429,
      '이메일 찾기 요청이 너무 많습니다. 1시간 후 다시 시도해주세요.',
    );
  });
});
