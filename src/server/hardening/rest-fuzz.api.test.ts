/**
 * REST fuzz test: every route in the OpenAPI document gets malformed path parameters, query
 * strings, headers and JSON bodies, one argument at a time, as a logged-in member (so member-only routes get past
 * authentication and reach validation and the operations). Whatever the input, the answer must be a client error or
 * a normal answer: never a 5xx, never a stack trace or SQL in the body, and every 4xx carries a Korean message.
 *
 * Routes are discovered at run time from the OpenAPI document, so a new route is fuzzed without touching this file.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createSession } from '../accounts/create-session';
import { TEST_PASSWORD } from '../../test/factories';
import {
  type FuzzFixture,
  type Method,
  type Probe,
  createFuzzFixture,
  expectNoFailures,
  requestCount,
  runAll,
} from '../../test/fuzz-kit';
import { FUZZ_VALUES, MALFORMED_BODIES } from '../../test/fuzz-values';
import { BRAND_A_HOST, BRAND_B_HOST } from '../../test/test-app';

let fx: FuzzFixture;
let routes: Route[];

beforeAll(async () => {
  fx = await createFuzzFixture();
  routes = await loadRoutes(fx);
});

afterAll(async () => {
  console.info(`REST fuzz: ${requestCount()} requests sent`);
  await fx?.close();
});

// ---------------------------------------------------------------------------------------------------------------
// The OpenAPI document.

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  minimum?: number;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

interface Route {
  method: Method;
  /** OpenAPI path, `{name}` for Fastify's `:name`. */
  path: string;
  operation: OpenApiOperation;
}

const UNSAFE = new Set<Method>(['POST', 'PUT', 'DELETE', 'PATCH']);
/** The server-sent event stream never ends; inject would wait for it forever. */
const SKIPPED_PATHS = /\/chat\/events/;
/** Brand B's shop API and brand-B-only CBT routes (brand A answers them 404 before looking at arguments). */
const SHOP_PATHS = /^\/(v2|shop|cbt-product|users|sso)\/|^\/apiV2\/user\/me\/exams$/;
/** Routes limited per member: each probe is sent by the next pool member. */
const PER_MEMBER_LIMITED = /^POST \/(apiV2\/records|v2\/orders)$/;
/** Routes that end the session they are sent with; they get a throwaway session each time. */
const LOGOUT_PATHS = /^\/(apiV2\/auth\/logout|logout|sso\/sign-out)$/;
const GRAPHQL_PATHS = /^\/(community\/)?graphql$/;

async function loadRoutes(fx: FuzzFixture): Promise<Route[]> {
  const response = await fx.t.app.inject({
    method: 'GET',
    url: '/apiV2/openapi.json',
    headers: { host: BRAND_A_HOST },
  });
  expect(response.statusCode).toBe(200);
  const document = response.json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    if (SKIPPED_PATHS.test(path)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      routes.push({ method: method.toUpperCase() as Method, path, operation });
    }
  }
  // A sanity floor: an empty or broken document must not make this test pass vacuously.
  expect(routes.length).toBeGreaterThan(30);
  return routes;
}

/** A valid-looking value for a parameter or property, by its name (ids of the data made above) and schema. */
function validValue(fx: FuzzFixture, name: string, schema: JsonSchema | undefined): unknown {
  const { exam, product } = fx;
  const ids: Record<string, unknown> = {
    examIdx: exam.examIdx,
    examDetailIdx: exam.papers[0]!.examDetailIdx,
    examTypeId: exam.examTypeId,
    examTypeIds: [exam.examTypeId],
    recordIdx: fx.recordIdx,
    multipleProblemIdx: exam.problems[0]!.id,
    productNo: product.id,
    optionNo: product.optionNo,
    orderCnt: 1,
    choice: 1,
    count: 5,
    orderSheetNo: fx.orderSheetNo,
    key: 'fuzz-missing-key',
    token: 'fuzz-token',
    email: `fuzz-${fx.unique()}-${Date.now()}@example.kr`,
    password: 'fuzzpass123',
    username: '퍼즈',
    query: '{ __typename }',
  };
  if (name in ids) return ids[name];
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if (schema?.enum?.length) return schema.enum[0];
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema?.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return schema?.items ? [validValue(fx, name, schema.items)] : [];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const required of schema?.required ?? []) {
        value[required] = validValue(fx, required, schema?.properties?.[required]);
      }
      return value;
    }
    default:
      return 'fuzz';
  }
}

const jsonSchemaOf = (route: Route) => route.operation.requestBody?.content['application/json']?.schema;

/** The body of a route with its required properties valid (a fresh object each call: register needs a new email). */
function baseBody(fx: FuzzFixture, route: Route): Record<string, unknown> | undefined {
  // Bodies whose required properties alone would not reach the operation.
  if (route.method === 'POST' && route.path === '/apiV2/auth/login') {
    // A different account each time: failed logins on one account are throttled, then answer 429 before validation.
    return { email: fx.nextOf(fx.poolA).user.email, password: TEST_PASSWORD };
  }
  if (route.method === 'POST' && route.path === '/apiV2/records') {
    return { mode: 'ONE', examDetailIdx: fx.exam.papers[0]!.examDetailIdx };
  }
  const schema = jsonSchemaOf(route);
  if (schema) return validValue(fx, 'body', { ...schema, type: 'object' }) as Record<string, unknown>;
  // An unsafe method without a declared JSON body still gets a JSON one, to match the content type.
  return UNSAFE.has(route.method) ? {} : undefined;
}

/** Where a body property can be varied: top-level properties and those of objects or object arrays under them. */
function bodySlots(schema: JsonSchema): Array<Array<string | number>> {
  const slots: Array<Array<string | number>> = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    slots.push([name]);
    for (const inner of Object.keys(property.items?.properties ?? {})) slots.push([name, 0, inner]);
    for (const inner of Object.keys(property.properties ?? {})) slots.push([name, inner]);
  }
  return slots;
}

const SLOT = 'FUZZ_SLOT_0b5e';

/** The body as JSON text with `slot` holding `raw` (JSON text), or removed when `raw` is undefined. */
function bodyWith(fx: FuzzFixture, route: Route, slot: Array<string | number>, raw: string | undefined): string {
  const schema = jsonSchemaOf(route)!;
  const body = baseBody(fx, route)!;
  let parent: Record<string | number, unknown> = body;
  let parentSchema: JsonSchema | undefined = schema;
  for (const key of slot.slice(0, -1)) {
    const childSchema: JsonSchema | undefined =
      typeof key === 'number' ? parentSchema?.items : parentSchema?.properties?.[key];
    if (parent[key] === undefined) parent[key] = validValue(fx, String(key), childSchema);
    parent = parent[key] as Record<string | number, unknown>;
    parentSchema = childSchema;
  }
  const last = slot[slot.length - 1]!;
  if (raw === undefined) {
    delete parent[last];
    return JSON.stringify(body);
  }
  parent[last] = SLOT;
  return JSON.stringify(body).replace(`"${SLOT}"`, () => raw);
}

function pathWith(fx: FuzzFixture, route: Route, varied?: { name: string; encoded: string }): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (varied && name === varied.name) return varied.encoded;
    const parameter = route.operation.parameters?.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(String(validValue(fx, name, parameter?.schema)));
  });
}

/** Host, session and base body of every probe of a route. */
function context(fx: FuzzFixture, route: Route) {
  const shop = SHOP_PATHS.test(route.path);
  const host = shop ? BRAND_B_HOST : BRAND_A_HOST;
  const logoutUser = shop ? fx.logoutUserB : fx.logoutUserA;
  const cookie: Probe['cookie'] = LOGOUT_PATHS.test(route.path)
    ? async () => `accessToken=${(await createSession(fx.t.database.db, logoutUser, { ttlDays: 1 })).token}`
    : PER_MEMBER_LIMITED.test(`${route.method} ${route.path}`)
      ? async () => fx.nextOf(shop ? fx.poolB : fx.poolA).cookie
      : shop
        ? fx.memberB.cookie
        : fx.member.cookie;
  const base = baseBody(fx, route);
  return {
    method: route.method,
    host,
    cookie,
    graphql: GRAPHQL_PATHS.test(route.path),
    ...(base === undefined ? {} : { body: JSON.stringify(base) }),
  };
}

/** Path parameters, query properties and header parameters, one at a time. */
function urlProbes(fx: FuzzFixture, route: Route): Probe[] {
  const probes: Probe[] = [];
  const base = context(fx, route);
  for (const parameter of route.operation.parameters ?? []) {
    const target = `${route.path} ${parameter.in}:${parameter.name}`;
    for (const value of FUZZ_VALUES) {
      const probe = { ...base, target, value: value.label };
      if (parameter.in === 'path' && value.url !== null) {
        probes.push({ ...probe, url: pathWith(fx, route, { name: parameter.name, encoded: value.url }) });
      } else if (parameter.in === 'query' && (value.url !== null || value.query)) {
        const query = value.query ? value.query(parameter.name) : `${encodeURIComponent(parameter.name)}=${value.url}`;
        probes.push({ ...probe, url: `${pathWith(fx, route)}?${query}` });
      } else if (parameter.in === 'header' && value.header !== null) {
        probes.push({ ...probe, url: pathWith(fx, route), headers: { [parameter.name]: value.header } });
      }
    }
  }
  return probes;
}

/** Each JSON body property (missing, and every malformed value), then the body as a whole. */
function bodyProbes(fx: FuzzFixture, route: Route): Probe[] {
  const base = context(fx, route);
  if (base.body === undefined) return [];
  const url = pathWith(fx, route);
  const probes: Probe[] = [];
  const schema = jsonSchemaOf(route);
  if (schema) {
    for (const slot of bodySlots(schema)) {
      const target = `${route.path} body.${slot.join('.')}`;
      probes.push({ ...base, url, target, value: 'missing', body: bodyWith(fx, route, slot, undefined) });
      for (const value of FUZZ_VALUES) {
        if (value.json === null) continue;
        probes.push({ ...base, url, target, value: value.label, body: bodyWith(fx, route, slot, value.json) });
      }
    }
    const extra = JSON.stringify({ ...baseBody(fx, route), zzz: 1 });
    probes.push({ ...base, url, target: `${route.path} body`, value: 'unknown property', body: extra });
  }
  for (const { label, body } of MALFORMED_BODIES) {
    probes.push({ ...base, url, target: `${route.path} body`, value: label, body });
  }
  return probes;
}

test(
  'every REST route answers malformed path parameters, query strings and headers with a 4xx carrying a Korean message, never a 5xx or a stack trace',
  async () => {
    const probes = routes.flatMap((route) => urlProbes(fx, route));
    expectNoFailures(await runAll(fx.t, probes), probes.length);
  },
  90_000,
);

test(
  'every REST route answers malformed JSON body properties and unusable bodies with a 4xx carrying a Korean message, never a 5xx or a stack trace',
  async () => {
    const probes = routes.flatMap((route) => bodyProbes(fx, route));
    expectNoFailures(await runAll(fx.t, probes), probes.length);
  },
  90_000,
);
