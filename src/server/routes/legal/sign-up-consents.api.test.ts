import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userConsents, users } from '../../../db/schema';
import { seedLegalDocuments } from '../../../seed/legal-documents';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { createLoggedInUser } from '../../../test/factories';
import { BRAND_B_HOST, injectRequest, useTestApp } from '../../../test/test-app';

const t = useTestApp();

const account = (email: string) => ({ email, password: 'abcd1234', username: '동의회원', type: 'NORMAL' });
const REQUIRED = { agreeTerms: true, agreePrivacy: true, agreeAge14: true };

async function consentsOf(email: string) {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return t.database.db
    .select({ kind: userConsents.kind, documentVersion: userConsents.documentVersion, agreed: userConsents.agreed, at: userConsents.at })
    .from(userConsents)
    .where(eq(userConsents.userId, user!.id))
    .orderBy(asc(userConsents.id));
}

describe('sign-up consents', () => {
  it.each([
    [{}, '필수 항목에 동의해주세요: 이용약관, 개인정보 수집·이용, 만 14세 이상'],
    [{ agreeTerms: true, agreePrivacy: true }, '필수 항목에 동의해주세요: 만 14세 이상'],
    [{ agreeTerms: true, agreePrivacy: false, agreeAge14: true, agreeMarketing: true }, '필수 항목에 동의해주세요: 개인정보 수집·이용'],
  ])('refuses an individual sign-up without every required agreement (%j)', async (consents, message) => {
    const email = `missing-${Math.random().toString(36).slice(2)}@example.kr`;
    const response = await injectRequest(t.app, 'POST', '/apiV2/auth/register', { payload: { ...account(email), ...consents } });
    expectKoreanError(response, 400, message);
    expect(response.json().code).toBe('AGREEMENTS_REQUIRED');
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('stores each answer with the version of its document in force and the time', async () => {
    await seedLegalDocuments(t.database.db);
    const before = Date.now();
    const response = await injectRequest(t.app, 'POST', '/apiV2/auth/register', { payload: { ...account('agreed@example.kr'), ...REQUIRED } });
    expect(response.statusCode).toBe(201);
    const rows = await consentsOf('agreed@example.kr');
    expect(rows.map(({ kind, documentVersion, agreed }) => [kind, documentVersion, agreed])).toEqual([
      ['TERMS', 2, true],
      ['PRIVACY', 1, true],
      ['AGE_14', null, true],
      ['MARKETING', 1, false],
    ]);
    for (const row of rows) expect(row.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('stores the brand\'s own versions on the other brand', async () => {
    const payload = { ...account('nurse-agreed@example.kr'), ...REQUIRED, agreeMarketing: true };
    expect((await injectRequest(t.app, 'POST', '/apiV2/auth/register', { host: BRAND_B_HOST, payload })).statusCode).toBe(201);
    expect((await consentsOf('nurse-agreed@example.kr')).map(({ kind, documentVersion, agreed }) => [kind, documentVersion, agreed])).toEqual([
      ['TERMS', 1, true],
      ['PRIVACY', 1, true],
      ['AGE_14', null, true],
      ['MARKETING', 1, true],
    ]);
  });

  it('lets a member read and change the marketing opt-in later, keeping the history', async () => {
    const register = await injectRequest(t.app, 'POST', '/apiV2/auth/register', {
      payload: { ...account('marketing@example.kr'), ...REQUIRED, agreeMarketing: true },
    });
    const cookie = `accessToken=${register.cookies.find((c) => c.name === 'accessToken')!.value}`;
    expect((await injectRequest(t.app, 'GET', '/apiV2/auth/marketing-consent', { cookie })).json().agreed).toBe(true);
    const changed = await injectRequest(t.app, 'PUT', '/apiV2/auth/marketing-consent', { cookie, payload: { agreed: false } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().agreed).toBe(false);
    const marketing = (await consentsOf('marketing@example.kr')).filter((row) => row.kind === 'MARKETING');
    expect(marketing.map((row) => row.agreed)).toEqual([true, false]);
  });

  it('answers a visitor 401 on the marketing opt-in, and a member who never answered as not agreed', async () => {
    expect((await injectRequest(t.app, 'GET', '/apiV2/auth/marketing-consent')).statusCode).toBe(401);
    const { cookie } = await createLoggedInUser(t.database.db);
    expect((await injectRequest(t.app, 'GET', '/apiV2/auth/marketing-consent', { cookie })).json()).toEqual({ agreed: false, at: null });
  });
});
