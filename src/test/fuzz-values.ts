/**
 * Malformed argument values for the API fuzz tests (src/server/hardening/rest-fuzz.api.test.ts and
 * graphql-fuzz.api.test.ts), each written out for every place an argument can travel: a URL path segment or query
 * value, a JSON body, a GraphQL inline literal.
 *
 * Raw text rather than JS values, because the interesting cases are exactly the ones JSON.stringify cannot produce
 * (`1e309` overflows to Infinity on parse, `\u0000` and lone surrogates must reach the server as escapes, 5,000
 * levels of nesting would overflow a recursive serializer).
 */

export interface FuzzValue {
  /** Short name for the failure report. */
  label: string;
  /** The value as JSON text, spliced into a JSON body or GraphQL variables; null: not expressible there. */
  json: string | null;
  /** The value already percent-encoded for a path segment or query value; null: not expressible there. */
  url: string | null;
  /** A query string carrying the value under `name`, when it is not simply `name=<url>` (arrays, objects). */
  query?: (name: string) => string;
  /** The value as a plain header value; null: a header cannot carry it. */
  header: string | null;
  /** The value as a GraphQL inline literal (possibly a syntax error, which is also worth sending); null: not sent. */
  graphql: string | null;
}

/** Nested arrays `levels` deep, as JSON or GraphQL list literal text (built by repetition, never recursion). */
export function nestedArrays(levels: number): string {
  return `${'['.repeat(levels)}1${']'.repeat(levels)}`;
}

/** Nested objects `levels` deep as JSON text: {"a":{"a":...1...}}. */
export function nestedObjects(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

/** Nested input objects `levels` deep as a GraphQL literal: {a:{a:...1...}}. */
function nestedGraphqlObjects(levels: number): string {
  return `${'{a:'.repeat(levels)}1${'}'.repeat(levels)}`;
}

const HUGE = 'x'.repeat(100_000);
const NESTING = 5_000;

/** A JSON/GraphQL string literal for a JS string, escapes (\u0000, \ud800) kept as escapes. */
const quoted = (s: string) => JSON.stringify(s);
/** A number-looking value: the same text everywhere. */
const numeric = (label: string, text: string): FuzzValue => ({
  label,
  json: text,
  url: encodeURIComponent(text),
  header: text,
  graphql: text,
});
/** A word that is not a JSON number: sent as a JSON string, a bare GraphQL name (an enum-looking literal). */
const word = (label: string, text: string, graphql: string | null = text): FuzzValue => ({
  label,
  json: quoted(text),
  url: encodeURIComponent(text),
  header: text,
  graphql,
});

export const FUZZ_VALUES: readonly FuzzValue[] = [
  // Wrong types.
  word('string "abc"', 'abc', '"abc"'),
  { label: 'numeric string "1"', json: '"1"', url: null, header: null, graphql: '"1"' },
  { label: 'empty string', json: '""', url: '', header: '', graphql: '""' },
  {
    label: 'object',
    json: '{"a":1}',
    url: encodeURIComponent('{"a":1}'),
    query: (name) => `${encodeURIComponent(name)}%5Ba%5D=1`,
    header: '{"a":1}',
    graphql: '{a: 1}',
  },
  {
    label: 'array',
    json: '[1,2]',
    url: encodeURIComponent('[1,2]'),
    query: (name) => `${encodeURIComponent(name)}=1&${encodeURIComponent(name)}=2`,
    header: '1,2',
    graphql: '[1, 2]',
  },
  { label: 'empty array', json: '[]', url: encodeURIComponent('[]'), header: null, graphql: '[]' },
  { label: 'boolean true', json: 'true', url: 'true', header: 'true', graphql: 'true' },
  { label: 'boolean false', json: 'false', url: 'false', header: 'false', graphql: 'false' },
  { label: 'null', json: 'null', url: 'null', header: 'null', graphql: 'null' },
  // Numbers a database integer cannot take, and number spellings JS accepts but JSON/SQL do not.
  word('Infinity', 'Infinity'),
  word('-Infinity', '-Infinity'),
  word('+Infinity', '+Infinity'),
  numeric('1e309', '1e309'),
  numeric('-1e309', '-1e309'),
  word('NaN', 'NaN'),
  numeric('1e3', '1e3'),
  word('0x10', '0x10'),
  numeric('2^31', '2147483648'),
  numeric('2^53+1', '9007199254740993'),
  numeric('1e20', '100000000000000000000'),
  numeric('-1', '-1'),
  numeric('-2^31-1', '-2147483649'),
  numeric('0', '0'),
  numeric('1.5', '1.5'),
  numeric('1.0', '1.0'),
  // Strings PostgreSQL refuses (NUL) or that are not valid Unicode (a lone surrogate; in a URL its WTF-8 bytes).
  { label: 'NUL inside a string', json: '"ab\\u0000cd"', url: 'ab%00cd', header: null, graphql: '"ab\\u0000cd"' },
  { label: 'lone surrogate', json: '"ab\\ud800cd"', url: 'ab%ED%A0%80cd', header: null, graphql: '"ab\\ud800cd"' },
  { label: 'bad percent-encoding', json: null, url: 'ab%E0%A4%Acd%zz', header: null, graphql: null },
  { label: '100 KB string', json: quoted(HUGE), url: HUGE, header: HUGE, graphql: quoted(HUGE) },
  // Nesting that a recursive parser, validator or coercer would overflow on.
  // Shallower nesting that stays under GraphQL's length and token limits, so the checks behind them see it.
  {
    label: 'arrays nested 1,000 deep',
    json: nestedArrays(1_000),
    url: null,
    header: null,
    graphql: nestedArrays(1_000),
  },
  {
    label: 'objects nested 600 deep',
    json: nestedObjects(600),
    url: null,
    header: null,
    graphql: nestedGraphqlObjects(600),
  },
  {
    label: `arrays nested ${NESTING} deep`,
    json: nestedArrays(NESTING),
    url: null,
    header: null,
    graphql: nestedArrays(NESTING),
  },
  {
    label: `objects nested ${NESTING} deep`,
    json: nestedObjects(NESTING),
    url: null,
    header: null,
    graphql: nestedGraphqlObjects(NESTING),
  },
];

/** Whole JSON request bodies that are unusable as a body: empty, not JSON, the wrong JSON type, nested too deep. */
export const MALFORMED_BODIES: ReadonlyArray<{ label: string; body: string | Buffer }> = [
  { label: 'empty body', body: '' },
  { label: 'whitespace body', body: '   ' },
  { label: 'truncated JSON', body: '{"a":' },
  { label: 'not JSON', body: 'hello' },
  { label: 'bare NaN', body: 'NaN' },
  { label: 'property Infinity (not JSON)', body: '{"a":Infinity}' },
  { label: 'JSON null', body: 'null' },
  { label: 'JSON number', body: '123' },
  { label: 'JSON 1e309', body: '1e309' },
  { label: 'JSON string', body: '"body"' },
  { label: 'JSON string with NUL', body: '"a\\u0000b"' },
  { label: 'JSON array', body: '[]' },
  { label: 'JSON array of objects', body: '[{}]' },
  { label: 'JSON true', body: 'true' },
  {
    label: '__proto__ key',
    body: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
  },
  { label: `arrays nested ${NESTING} deep`, body: nestedArrays(NESTING) },
  { label: `objects nested ${NESTING} deep`, body: nestedObjects(NESTING) },
  { label: 'raw NUL byte', body: '{"a":"x\u0000y"}' },
  {
    label: 'invalid UTF-8 bytes',
    body: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]),
  },
];

/** A stack trace, a Node/JS error dump or SQL in a response body: never shown to a client. */
export const LEAK_PATTERN =
  /\bat \w+ \(|node_modules|Error:|\bselect\b.*\bfrom\b|syntax error at or near|invalid input syntax|Maximum call stack/i;

export const KOREAN = /[가-힣]/;
