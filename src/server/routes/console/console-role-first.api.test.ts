/**
 * Role before body on every operator route: a visitor is 401 and a member 403 before the request is read, whatever
 * its path parameters, query and body — never a 400, 413 or 415 that would tell them what the route takes. The routes
 * are read from the OpenAPI document (as console-fuzz does), so a new operator route is held to this without
 * touching this file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMINS_ONLY_MESSAGE } from '../../audit/audit-policy';
import { COUPON_ADMINS_ONLY_MESSAGE } from '../../coupons/coupon-policy';
import { OPERATORS_ONLY_MESSAGE } from '../../exams/exam-authoring-policy';
import { KIND_DEFAULTS } from '../../errors/domain-error';
import { POSTING_REVIEWER_ONLY_MESSAGE } from '../../postings/posting-management-policy';
import { ORDER_ADMINS_ONLY_MESSAGE } from '../../shop/orders/order-policy';
import { type TestSession, createLoggedInOperator, createLoggedInUser } from '../../../test/factories';
import { BRAND_A_HOST, useTestApp } from '../../../test/test-app';

const t = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Route {
  method: Method;
  /** OpenAPI path, `{name}` for Fastify's `:name`. */
  path: string;
  parameters: Array<{ in: string; name: string }>;
  bodyProperties: string[];
}

/** What the operator policies answer anyone without the role: nothing about the route's fields. */
const ROLE_MESSAGES = new Set([
  ADMINS_ONLY_MESSAGE,
  OPERATORS_ONLY_MESSAGE,
  COUPON_ADMINS_ONLY_MESSAGE,
  ORDER_ADMINS_ONLY_MESSAGE,
  POSTING_REVIEWER_ONLY_MESSAGE,
]);

let routes: Route[];
let member: TestSession;

beforeAll(async () => {
  member = await createLoggedInUser(t.database.db);
  const document = (await t.app.inject({ method: 'GET', url: '/apiV2/openapi.json', headers: { host: BRAND_A_HOST } })).json();
  routes = [];
  for (const [path, operations] of Object.entries(document.paths as Record<string, Record<string, Record<string, unknown>>>)) {
    if (!path.startsWith('/apiV2/admin/')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const body = (operation.requestBody as { content?: Record<string, { schema?: { properties?: object } }> } | undefined)
        ?.content?.['application/json']?.schema;
      routes.push({
        method: method.toUpperCase() as Method,
        path,
        parameters: (operation.parameters as Route['parameters'] | undefined) ?? [],
        bodyProperties: Object.keys(body?.properties ?? {}),
      });
    }
  }
});

/** Every path parameter not a number, every query parameter of the wrong type, plus one the route does not take. */
function malformedUrl(route: Route): string {
  const path = route.path.replace(/\{(\w+)\}/g, 'not-a-number');
  const query = [
    ...route.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => `${parameter.name}=%7B%7D`),
    'unknownField=1',
  ];
  return `${path}?${query.join('&')}`;
}

/** Bodies each broken a different way: unparsable, the wrong media type, the wrong shape, every field mistyped. */
function malformedBodies(route: Route): Array<{ label: string; contentType: string; body: string }> {
  if (route.method === 'GET') return [{ label: 'no body', contentType: 'application/json', body: '' }];
  const mistyped = Object.fromEntries(route.bodyProperties.map((name) => [name, { $: [] }]));
  return [
    { label: 'truncated JSON', contentType: 'application/json', body: '{"a":' },
    { label: 'XML', contentType: 'application/xml', body: '<a/>' },
    { label: 'JSON array', contentType: 'application/json', body: '[]' },
    { label: 'every field mistyped', contentType: 'application/json', body: JSON.stringify({ ...mistyped, unknownField: 1 }) },
  ];
}

async function probe(route: Route, session: TestSession | null) {
  const url = malformedUrl(route);
  const answers = [];
  for (const { label, contentType, body } of malformedBodies(route)) {
    const response = await t.app.inject({
      method: route.method,
      url,
      headers: {
        host: BRAND_A_HOST,
        ...(session ? { cookie: session.cookie } : {}),
        ...(body === '' ? {} : { 'content-type': contentType }),
      },
      ...(body === '' ? {} : { payload: body }),
    });
    answers.push({ label: `${route.method} ${url} (${label})`, response });
  }
  return answers;
}

/** The names a validation message would give away: the route's parameters and body fields. */
const fieldNames = (route: Route) => [...route.parameters.map((parameter) => parameter.name), ...route.bodyProperties];

describe('every operator route refuses before it reads the request', () => {
  it('finds the operator routes to probe', () => {
    expect(routes.length).toBeGreaterThanOrEqual(50);
    expect(routes.some((route) => route.bodyProperties.length > 0)).toBe(true);
  });

  it('answers a visitor 401 whatever the parameters and body, never 400 nor a field name', async () => {
    let sent = 0;
    for (const route of routes) {
      for (const { label, response } of await probe(route, null)) {
        expect(response.statusCode, `${label}: ${response.body}`).toBe(401);
        const body = response.json() as { code: string; message: string };
        expect(body.code, label).toBe('UNAUTHORIZED');
        expect(body.message, label).toBe(KIND_DEFAULTS.unauthenticated.message);
        sent += 1;
      }
    }
    expect(sent).toBeGreaterThan(150);
  }, 120_000);

  it('answers a member 403 with the policy’s own message whatever the parameters and body, never 400 nor a field name', async () => {
    for (const route of routes) {
      for (const { label, response } of await probe(route, member)) {
        expect(response.statusCode, `${label}: ${response.body}`).toBe(403);
        const body = response.json() as { code: string; message: string };
        expect(body.code, label).toBe('FORBIDDEN');
        expect(ROLE_MESSAGES.has(body.message), `${label}: ${body.message}`).toBe(true);
        for (const name of fieldNames(route)) expect(body.message, label).not.toContain(name);
      }
    }
  }, 120_000);

  it('refuses a CONTENT_EDITOR the ADMINs’ routes before the body, and lets them reach validation on authoring', async () => {
    const editor = await createLoggedInOperator(t.database.db, { role: 'CONTENT_EDITOR' });
    const coupons = await t.app.inject({
      method: 'POST',
      url: '/apiV2/admin/coupons',
      headers: { host: BRAND_A_HOST, cookie: editor.cookie, 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(coupons.statusCode, coupons.body).toBe(403);
    expect(coupons.json().message).toBe(COUPON_ADMINS_ONLY_MESSAGE);
    const exams = await t.app.inject({
      method: 'POST',
      url: '/apiV2/admin/exams',
      headers: { host: BRAND_A_HOST, cookie: editor.cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(exams.statusCode, exams.body).toBe(400);
  });
});
