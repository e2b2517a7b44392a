import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MAX_COUNT, ADDRESS_MESSAGES } from '../../../config/shop-address';
import { createLoggedInUser } from '../../../test/factories';
import { createAddress } from '../../shop/addresses/create-address';
import { setDefaultAddress } from '../../shop/addresses/set-default-address';
import { BRAND_A_HOST, BRAND_B_HOST, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const brandBMember = () => createLoggedInUser(t.database.db, { brand: 'b' });

const address = (change: Record<string, unknown> = {}) => ({
  recipientName: '김간호',
  recipientPhone: '01012345678',
  postalCode: '03080',
  baseAddress: '서울특별시 종로구 대학로 101',
  detailAddress: '5층',
  ...change,
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object, host = BRAND_B_HOST) {
  return t.app.inject({ method, url, headers: { host, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
}

const list = async (cookie: string) => (await call('GET', '/shop/addresses', cookie)).json();

describe('shop addresses', () => {
  it('answers 401 to a visitor and 404 on a brand A host', async () => {
    for (const [method, url] of [
      ['GET', '/shop/addresses'],
      ['POST', '/shop/addresses'],
      ['PUT', '/shop/addresses/1'],
      ['PUT', '/shop/addresses/1/default'],
      ['DELETE', '/shop/addresses/1'],
    ] as const) {
      const response = await call(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : address());
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const brandA = await createLoggedInUser(t.database.db, { brand: 'a' });
    expect((await call('GET', '/shop/addresses', brandA.cookie, undefined, BRAND_A_HOST)).statusCode).toBe(404);
  });

  it('adds a first address as the default, formatted, and lists the default first', async () => {
    const member = await brandBMember();
    const created = await call('POST', '/shop/addresses', member.cookie, address({ recipientName: ' 김  간호 ' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      recipientName: '김 간호',
      recipientPhone: '010-1234-5678',
      postalCode: '03080',
      baseAddress: '서울특별시 종로구 대학로 101',
      detailAddress: '5층',
      isDefault: true,
    });
    const second = (await call('POST', '/shop/addresses', member.cookie, address({ recipientName: '이간호' }))).json();
    expect(second.isDefault).toBe(false);
    const third = (await call('POST', '/shop/addresses', member.cookie, address({ recipientName: '박간호', isDefault: true }))).json();
    expect(third.isDefault).toBe(true);
    const listed = await list(member.cookie);
    expect(listed.maxCount).toBe(ADDRESS_MAX_COUNT);
    expect(listed.items.map((item: { recipientName: string; isDefault: boolean }) => [item.recipientName, item.isDefault])).toEqual([
      ['박간호', true],
      ['김 간호', false],
      ['이간호', false],
    ]);
  });

  it('moves the default in one step: exactly one default after setting another, and after deleting the default', async () => {
    const member = await brandBMember();
    const first = (await call('POST', '/shop/addresses', member.cookie, address())).json();
    const second = (await call('POST', '/shop/addresses', member.cookie, address({ postalCode: '04524' }))).json();
    const third = (await call('POST', '/shop/addresses', member.cookie, address({ postalCode: '06236' }))).json();

    // Concurrent choices queue on the member's row: whichever commits last wins, and there is never a second default.
    const answers = await Promise.all([
      call('PUT', `/shop/addresses/${second.addressNo}/default`, member.cookie),
      call('PUT', `/shop/addresses/${third.addressNo}/default`, member.cookie),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    let defaults = (await list(member.cookie)).items.filter((item: { isDefault: boolean }) => item.isDefault);
    expect(defaults).toHaveLength(1);
    expect([second.addressNo, third.addressNo]).toContain(defaults[0].addressNo);

    const setFirst = await call('PUT', `/shop/addresses/${first.addressNo}/default`, member.cookie);
    expect(setFirst.json()).toMatchObject({ addressNo: first.addressNo, isDefault: true });
    defaults = (await list(member.cookie)).items.filter((item: { isDefault: boolean }) => item.isDefault);
    expect(defaults.map((item: { addressNo: number }) => item.addressNo)).toEqual([first.addressNo]);

    // Editing with isDefault moves it too; deleting the default hands it to the oldest remaining.
    const edited = await call('PUT', `/shop/addresses/${third.addressNo}`, member.cookie, address({ detailAddress: '101동 202호', isDefault: true }));
    expect(edited.json()).toMatchObject({ detailAddress: '101동 202호', isDefault: true });
    expect((await call('DELETE', `/shop/addresses/${third.addressNo}`, member.cookie)).statusCode).toBe(204);
    const after = (await list(member.cookie)).items;
    expect(after.map((item: { addressNo: number; isDefault: boolean }) => [item.addressNo, item.isDefault])).toEqual([
      [first.addressNo, true],
      [second.addressNo, false],
    ]);
  });

  it(`refuses the ${ADDRESS_MAX_COUNT + 1}th address with ADDRESS_LIMIT (409), Korean`, async () => {
    const member = await brandBMember();
    for (let i = 0; i < ADDRESS_MAX_COUNT; i += 1) {
      expect((await call('POST', '/shop/addresses', member.cookie, address())).statusCode).toBe(201);
    }
    const refused = await call('POST', '/shop/addresses', member.cookie, address());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ statusCode: 409, code: 'ADDRESS_LIMIT', message: ADDRESS_MESSAGES.limit });
    expect((await list(member.cookie)).items).toHaveLength(ADDRESS_MAX_COUNT);
  });

  it('holds the limit and the single default under 20 concurrent adds and 20 concurrent default choices', async () => {
    const db = t.database.db;
    const member = await brandBMember();
    const input = { brand: 'b' as const, userId: member.user.id, ...address(), isDefault: true };
    for (let i = 0; i < ADDRESS_MAX_COUNT - 1; i += 1) await createAddress(db, input);
    const adds = await Promise.allSettled(Array.from({ length: 20 }, () => createAddress(db, input)));
    expect(adds.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refusals = adds.flatMap((result) => (result.status === 'rejected' ? [(result.reason as { code?: string }).code] : []));
    expect(new Set(refusals)).toEqual(new Set(['ADDRESS_LIMIT']));
    let { items } = await list(member.cookie);
    expect(items).toHaveLength(ADDRESS_MAX_COUNT);
    expect(items.filter((item: { isDefault: boolean }) => item.isDefault)).toHaveLength(1);

    const choices = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => setDefaultAddress(db, { brand: 'b', userId: member.user.id, addressNo: items[i % items.length].addressNo })),
    );
    expect(choices.every((result) => result.status === 'fulfilled')).toBe(true);
    ({ items } = await list(member.cookie));
    expect(items.filter((item: { isDefault: boolean }) => item.isDefault)).toHaveLength(1);
  });

  it("answers 404 for another member's address: edit, default, delete; and does not change it", async () => {
    const member = await brandBMember();
    const other = await brandBMember();
    const theirs = (await call('POST', '/shop/addresses', other.cookie, address({ recipientName: '남의주소' }))).json();
    for (const [method, url, payload] of [
      ['PUT', `/shop/addresses/${theirs.addressNo}`, address({ recipientName: '바꾼이름' })],
      ['PUT', `/shop/addresses/${theirs.addressNo}/default`, undefined],
      ['DELETE', `/shop/addresses/${theirs.addressNo}`, undefined],
    ] as const) {
      const response = await call(method, url, member.cookie, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, code: 'ADDRESS_NOT_FOUND', message: '배송지를 찾을 수 없습니다.' });
    }
    expect((await list(member.cookie)).items).toEqual([]);
    expect((await list(other.cookie)).items).toEqual([expect.objectContaining({ recipientName: '남의주소', isDefault: true })]);
  });

  it.each([
    [{ postalCode: '1234' }, ADDRESS_MESSAGES.postalCodeInvalid],
    [{ postalCode: '' }, ADDRESS_MESSAGES.postalCodeRequired],
    [{ recipientPhone: '12345' }, ADDRESS_MESSAGES.phoneInvalid],
    [{ recipientName: '김' }, ADDRESS_MESSAGES.recipientLength],
    [{ baseAddress: '   ' }, ADDRESS_MESSAGES.baseRequired],
  ])('answers 400 INVALID_ADDRESS to %o with the rule’s Korean message', async (change, message) => {
    const member = await brandBMember();
    const response = await call('POST', '/shop/addresses', member.cookie, address(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, code: 'INVALID_ADDRESS', message });
    expect((await list(member.cookie)).items).toEqual([]);
  });

  it('answers a Korean 400 to a malformed body or number, never a 500', async () => {
    const member = await brandBMember();
    for (const [method, url, payload] of [
      ['POST', '/shop/addresses', { recipientName: '김간호' }],
      ['POST', '/shop/addresses', address({ recipientName: { first: '김' } })],
      ['PUT', '/shop/addresses/abc', address()],
      ['PUT', '/shop/addresses/0/default', undefined],
    ] as const) {
      const response = await call(method, url, member.cookie, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().message).toMatch(/[가-힣]/);
    }
  });
});
