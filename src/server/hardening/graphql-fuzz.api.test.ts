/**
 * GraphQL fuzz test: every root field of both GraphQL schemas gets malformed arguments, inline
 * and as variables, one argument at a time, as a logged-in member (so member-only fields get past authentication and
 * reach validation and the resolvers). Whatever the input, the answer must be an error or a normal answer: never a
 * 5xx, never a stack trace or SQL in the body. Documents not worth executing must be refused with a 4xx.
 *
 * Fields are discovered at run time by introspection, so a new field is fuzzed without touching this file.
 */
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  type FuzzFixture,
  type Method,
  type Probe,
  createFuzzFixture,
  expectNoFailures,
  requestCount,
  run,
  runAll,
} from '../../test/fuzz-kit';
import { FUZZ_VALUES } from '../../test/fuzz-values';
import { BRAND_A_HOST } from '../../test/test-app';

let fx: FuzzFixture;

beforeAll(async () => {
  fx = await createFuzzFixture();
});

afterAll(async () => {
  console.info(`GraphQL fuzz: ${requestCount()} requests sent`);
  await fx?.close();
});

// ---------------------------------------------------------------------------------------------------------------
// Both schemas by introspection.

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}

interface InputValue {
  name: string;
  type: TypeRef;
}

interface Field {
  name: string;
  args: InputValue[];
  type: TypeRef;
}

interface FullType {
  kind: string;
  name: string;
  fields: Field[] | null;
  inputFields: InputValue[] | null;
  enumValues: Array<{ name: string }> | null;
}

interface IntrospectedSchema {
  queryType: { name: string } | null;
  mutationType: { name: string } | null;
  types: FullType[];
}

const ENDPOINTS = ['/graphql', '/community/graphql'] as const;
type Endpoint = (typeof ENDPOINTS)[number];

async function introspect(fx: FuzzFixture, endpoint: Endpoint): Promise<IntrospectedSchema> {
  const response = await fx.t.app.inject({
    method: 'POST',
    url: endpoint,
    headers: { host: BRAND_A_HOST, cookie: fx.member.cookie, 'content-type': 'application/json' },
    payload: { query: getIntrospectionQuery() },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { __schema: IntrospectedSchema } }).data.__schema;
}

/** A type reference as written in a variable declaration: [ID!]! */
function typeText(ref: TypeRef): string {
  if (ref.kind === 'NON_NULL') return `${typeText(ref.ofType!)}!`;
  if (ref.kind === 'LIST') return `[${typeText(ref.ofType!)}]`;
  return ref.name!;
}
const namedOf = (ref: TypeRef): TypeRef => (ref.ofType ? namedOf(ref.ofType) : ref);

/** A valid-looking argument as a GraphQL literal and as JSON text, from its name and type. */
function validGraphqlValue(
  fx: FuzzFixture,
  schema: IntrospectedSchema,
  name: string,
  ref: TypeRef,
): { literal: string; json: string } {
  if (ref.kind === 'NON_NULL') return validGraphqlValue(fx, schema, name, ref.ofType!);
  if (ref.kind === 'LIST') return { literal: '[]', json: '[]' };
  const named = schema.types.find((type) => type.name === ref.name);
  if (named?.kind === 'ENUM') {
    const first = named.enumValues![0]!.name;
    return { literal: first, json: JSON.stringify(first) };
  }
  if (named?.kind === 'INPUT_OBJECT') {
    const fields = (named.inputFields ?? [])
      .filter((field) => field.type.kind === 'NON_NULL')
      .map((field) => ({ name: field.name, ...validGraphqlValue(fx, schema, field.name, field.type) }));
    return {
      literal: `{${fields.map((f) => `${f.name}: ${f.literal}`).join(', ')}}`,
      json: `{${fields.map((f) => `${JSON.stringify(f.name)}:${f.json}`).join(',')}}`,
    };
  }
  const known: Record<string, string | number> = {
    chatRoomId: fx.chatRoomId,
    id: fx.board.id,
    menuId: fx.board.menu.id,
    boardSlug: fx.board.slug,
    cbtExamId: fx.exam.examIdx,
    uri: '/community/x',
    name: 'fuzz.png',
    type: 'image/png',
    size: 100,
    body: '퍼즈 메시지',
    email: 'fuzz@example.kr',
    content: '퍼즈 제안',
    messageId: '1',
    attachmentID: '1',
  };
  const value = known[name] ?? (ref.name === 'Int' || ref.name === 'Float' ? 1 : ref.name === 'Boolean' ? false : 'x');
  // An ID is serialized as a string either way.
  const typed = ref.name === 'ID' ? String(value) : value;
  return { literal: JSON.stringify(typed), json: JSON.stringify(typed) };
}

/** Probes for one root field: each argument (and each field of an input object argument) inline and as a variable. */
function fieldProbes(
  fx: FuzzFixture,
  schema: IntrospectedSchema,
  endpoint: Endpoint,
  operation: 'query' | 'mutation',
  field: Field,
): Probe[] {
  const returned = schema.types.find((type) => type.name === namedOf(field.type).name);
  const selection = returned && ['OBJECT', 'INTERFACE', 'UNION'].includes(returned.kind) ? ' { __typename }' : '';
  // Mutations are limited per member (chat messages): each probe is sent by the next pool member.
  const cookie: Probe['cookie'] = operation === 'mutation' ? async () => fx.nextOf(fx.poolA).cookie : fx.member.cookie;
  const base = { method: 'POST' as const, url: endpoint, host: BRAND_A_HOST, cookie, graphql: true };
  const probes: Probe[] = [];
  const others = (except: string) =>
    field.args
      .filter((arg) => arg.name !== except && arg.type.kind === 'NON_NULL')
      .map((arg) => `${arg.name}: ${validGraphqlValue(fx, schema, arg.name, arg.type).literal}`);
  const document = (variable: string | null, args: string[]) =>
    `${operation}${variable ?? ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
  const request = (query: string, variables?: string) =>
    `{"query":${JSON.stringify(query)}${variables === undefined ? '' : `,"variables":{"v":${variables}}`}}`;

  for (const arg of field.args) {
    const target = `${endpoint} ${operation} ${field.name}(${arg.name}: ${typeText(arg.type)})`;
    if (arg.type.kind === 'NON_NULL') {
      probes.push({ ...base, target, value: 'missing', body: request(document(null, others(arg.name))) });
    }
    for (const value of FUZZ_VALUES) {
      if (value.graphql !== null) {
        const args = [...others(arg.name), `${arg.name}: ${value.graphql}`];
        probes.push({ ...base, target: `${target} inline`, value: value.label, body: request(document(null, args)) });
      }
      if (value.json !== null) {
        const args = [...others(arg.name), `${arg.name}: $v`];
        const query = document(`($v: ${typeText(arg.type)})`, args);
        probes.push({ ...base, target: `${target} variable`, value: value.label, body: request(query, value.json) });
      }
    }
    // Input objects: vary each of their fields, the others valid.
    const input = schema.types.find((type) => type.name === namedOf(arg.type).name && type.kind === 'INPUT_OBJECT');
    for (const inner of input?.inputFields ?? []) {
      const siblings = (input!.inputFields ?? [])
        .filter((f) => f.name !== inner.name && f.type.kind === 'NON_NULL')
        .map((f) => ({ name: f.name, ...validGraphqlValue(fx, schema, f.name, f.type) }));
      const innerTarget = `${endpoint} ${operation} ${field.name}(${arg.name}.${inner.name}: ${typeText(inner.type)})`;
      const literalFields = siblings.map((s) => `${s.name}: ${s.literal}`);
      const jsonFields = siblings.map((s) => `${JSON.stringify(s.name)}:${s.json}`);
      for (const value of FUZZ_VALUES) {
        if (value.graphql !== null) {
          const literal = `{${[...literalFields, `${inner.name}: ${value.graphql}`].join(', ')}}`;
          const args = [...others(arg.name), `${arg.name}: ${literal}`];
          const body = request(document(null, args));
          probes.push({ ...base, target: `${innerTarget} inline`, value: value.label, body });
        }
        if (value.json !== null) {
          const json = `{${[...jsonFields, `${JSON.stringify(inner.name)}:${value.json}`].join(',')}}`;
          const query = document(`($v: ${typeText(arg.type)})`, [...others(arg.name), `${arg.name}: $v`]);
          probes.push({ ...base, target: `${innerTarget} variable`, value: value.label, body: request(query, json) });
        }
      }
    }
  }
  return probes;
}

async function schemaProbes(fx: FuzzFixture, endpoint: Endpoint): Promise<Probe[]> {
  const schema = await introspect(fx, endpoint);
  const probes: Probe[] = [];
  const roots = [
    ['query', schema.queryType?.name],
    ['mutation', schema.mutationType?.name],
  ] as const;
  for (const [operation, rootName] of roots) {
    const root = schema.types.find((type) => type.name === rootName);
    for (const field of root?.fields ?? []) probes.push(...fieldProbes(fx, schema, endpoint, operation, field));
  }
  expect(probes.length).toBeGreaterThan(0);
  return probes;
}

for (const endpoint of ENDPOINTS) {
  test(
    `every ${endpoint} root field answers malformed arguments, inline and as variables, with an error, never a 5xx or a stack trace`,
    async () => {
      const probes = await schemaProbes(fx, endpoint);
      expectNoFailures(await runAll(fx.t, probes), probes.length);
    },
    90_000,
  );
}

/** Documents no server should spend effort on: empty, the wrong shape, or built to be expensive to parse or check. */
interface UnusableDocument {
  value: string;
  method: Method;
  query?: string;
  body?: string;
}

function unusableDocuments(endpoint: Endpoint): UnusableDocument[] {
  const list =
    endpoint === '/graphql'
      ? 'chatRooms { __typename }'
      : 'embeddablePosts(uri: "/community/x", pageSize: 50) { totalCount }';
  const nestedField = endpoint === '/graphql' ? 'currentUser' : 'boardBySlug(boardSlug: "x")';
  const aliases = (count: number) => Array.from({ length: count }, (_, i) => `a${i}:${list}`).join(' ');
  // As many aliases as fit in the 20,000-character and 3,000-token limits of today's server.
  const underLimits = endpoint === '/graphql' ? 400 : 200;
  const nested = (levels: number) => `{ ${nestedField} ${'{a '.repeat(levels)}${'}'.repeat(levels)} }`;
  // 20 fragments each spreading the next twice: 2^20 fields once expanded.
  const fragments = Array.from({ length: 20 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
  const bomb = `query { ...F0 } ${fragments.join(' ')} fragment F20 on Query { __typename }`;
  return [
    { value: '{"query":""}', method: 'POST', body: '{"query":""}' },
    { value: '{}', method: 'POST', body: '{}' },
    { value: '{"query":null}', method: 'POST', body: '{"query":null}' },
    { value: '{"query":123}', method: 'POST', body: '{"query":123}' },
    { value: 'variables "abc"', method: 'POST', body: '{"query":"{ __typename }","variables":"abc"}' },
    { value: 'GET ?variables=abc', method: 'GET', query: 'variables=abc' },
    { value: 'GET ?query={ __typename }&variables=abc', method: 'GET', query: 'query=%7B%20__typename%20%7D&variables=abc' },
    { value: 'GET without a query', method: 'GET' },
    { value: '2,000 aliases of one list field', method: 'POST', body: JSON.stringify({ query: `{${aliases(2000)}}` }) },
    { value: '10,000-level nested selection', method: 'POST', body: JSON.stringify({ query: nested(10_000) }) },
    // The same shapes small enough to pass a length or token limit, so the checks behind those limits run too.
    {
      value: `${underLimits} aliases of one list field`,
      method: 'POST',
      body: JSON.stringify({ query: `{ ${aliases(underLimits)} }` }),
    },
    { value: '900-level nested selection', method: 'POST', body: JSON.stringify({ query: nested(900) }) },
    { value: 'fragment bomb (20 levels, each spread twice)', method: 'POST', body: JSON.stringify({ query: bomb }) },
  ];
}

test(
  'both GraphQL endpoints refuse empty, misshapen and expensive documents with a 4xx instead of executing them, never a 5xx or a stack trace',
  async () => {
    const failures: string[] = [];
    let count = 0;
    for (const endpoint of ENDPOINTS) {
      // One at a time: some documents are large, and parsing several at once would only compete for the worker.
      for (const { value, method, query, body } of unusableDocuments(endpoint)) {
        count += 1;
        const probe: Probe = {
          method,
          url: query === undefined ? endpoint : `${endpoint}?${query}`,
          host: BRAND_A_HOST,
          cookie: fx.member.cookie,
          target: `${endpoint} document`,
          value,
          graphql: true,
          refuse: true,
          ...(body === undefined ? {} : { body }),
        };
        const failure = await run(fx.t, probe);
        if (failure) failures.push(failure);
      }
    }
    expectNoFailures(failures, count);
  },
  90_000,
);
