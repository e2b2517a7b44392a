/**
 * Member-only routes authenticate before they read the request (memberOnly, shopMemberOnly: preParsing): a visitor's
 * unparsable, mistyped or wrongly typed body, or broken path parameters, answers 401 — never a 400, 413 or 415 that
 * would describe what the route takes. A member's same request then reaches parsing and validation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { KIND_DEFAULTS } from '../errors/domain-error';
import { type TestSession, createLoggedInUser } from '../../test/factories';
import { BRAND_A_HOST, BRAND_B_HOST, useTestApp } from '../../test/test-app';

const t = useTestApp();

const WRITES: Array<{ method: 'POST' | 'PUT'; url: string; host: string }> = [
  // CBT records and 문제 오류 신고 (memberOnly).
  { method: 'POST', url: '/apiV2/records', host: BRAND_A_HOST },
  { method: 'PUT', url: '/apiV2/records/abc/answers/xyz', host: BRAND_A_HOST },
  { method: 'POST', url: '/apiV2/problems/abc/error-reports', host: BRAND_A_HOST },
  // The brand B shop (shopMemberOnly).
  { method: 'POST', url: '/shop/cart/items', host: BRAND_B_HOST },
  { method: 'POST', url: '/v2/orders', host: BRAND_B_HOST },
  { method: 'PUT', url: '/shop/profile', host: BRAND_B_HOST },
  { method: 'POST', url: '/shop/addresses', host: BRAND_B_HOST },
  { method: 'POST', url: '/shop/coupons', host: BRAND_B_HOST },
];

const BODIES = [
  { label: 'truncated JSON', contentType: 'application/json', body: '{"a":' },
  { label: 'XML', contentType: 'application/xml', body: '<a/>' },
  { label: 'mistyped fields', contentType: 'application/json', body: '{"examIdx":"x","products":1,"unknownField":1}' },
];

const send = (write: (typeof WRITES)[number], body: (typeof BODIES)[number], session?: TestSession) =>
  t.app.inject({
    method: write.method,
    url: write.url,
    headers: { host: write.host, 'content-type': body.contentType, ...(session ? { cookie: session.cookie } : {}) },
    payload: body.body,
  });

describe('member-only writes', () => {
  let memberB: TestSession;
  beforeAll(async () => {
    memberB = await createLoggedInUser(t.database.db, { brand: 'b' });
  });

  it('answer a visitor 401 whatever the body, before it is parsed or validated', async () => {
    for (const write of WRITES) {
      for (const body of BODIES) {
        const response = await send(write, body);
        const label = `${write.method} ${write.url} (${body.label}): ${response.body}`;
        expect(response.statusCode, label).toBe(401);
        expect(response.json().message, label).toBe(KIND_DEFAULTS.unauthenticated.message);
      }
    }
  });

  it('parse and validate a member’s body as before', async () => {
    const cart = { method: 'POST' as const, url: '/shop/cart/items', host: BRAND_B_HOST };
    expect((await send(cart, BODIES[0]!, memberB)).statusCode).toBe(400);
    expect((await send(cart, BODIES[1]!, memberB)).statusCode).toBe(415);
    expect((await send(cart, BODIES[2]!, memberB)).statusCode).toBe(400);
  });
});
