/**
 * One validation layer that refuses what the database cannot take, for every route's schema:
 * the request validator is Fastify's own Ajv compiler wrapped so that, besides the schema, it refuses
 * - numbers in the query string or path written as anything but plain decimals (`Infinity`, `1e309`, `0x10`, `1e3`):
 *   Ajv's type coercion turns the string "Infinity" into Infinity and then skips minimum/maximum for it;
 * - numbers that are not finite anywhere (JSON's `1e309` parses to Infinity);
 * - strings holding NUL (PostgreSQL text cannot store it) or a lone UTF-16 surrogate (not encodable as UTF-8);
 * - bodies nested deeper than any contract needs.
 * Refusals are Ajv-shaped errors, so each route's own schema error formatter words them (e.g. "잘못된 시험 번호입니다.").
 */
import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

/** Deeper than any request contract nests; deeper bodies are refused before anything walks them further. */
export const MAX_INPUT_DEPTH = 32;

export interface UnsafeValueError {
  keyword: 'type' | 'unsafeCharacter' | 'maxDepth';
  instancePath: string;
  params: Record<string, unknown>;
}

// NUL, or a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const UNSAFE_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const PLAIN_INTEGER = /^[+-]?\d{1,16}$/;
const PLAIN_DECIMAL = /^[+-]?\d{1,16}(\.\d{1,16})?$/;

export function hasUnsafeCharacter(value: string): boolean {
  return UNSAFE_CHARACTER.test(value);
}

/** The first value below `value` the database cannot take, as an Ajv-shaped error; null when all are safe. */
export function findUnsafeValue(value: unknown, path = '', depth = 0): UnsafeValueError | null {
  if (typeof value === 'string') {
    return hasUnsafeCharacter(value) ? { keyword: 'unsafeCharacter', instancePath: path, params: {} } : null;
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? null : { keyword: 'type', instancePath: path, params: { type: 'number' } };
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_INPUT_DEPTH) return { keyword: 'maxDepth', instancePath: path, params: { limit: MAX_INPUT_DEPTH } };
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const found = findUnsafeValue(item, `${path}/${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

type JsonSchema = { type?: string | string[]; items?: JsonSchema; properties?: Record<string, JsonSchema> };

const typesOf = (schema: JsonSchema | undefined) => [schema?.type ?? []].flat();

/**
 * Query string and path values are still the raw strings when the validator runs (Ajv coerces them in place):
 * a property the schema types as a number must be written as a plain decimal.
 */
export function findNonDecimalNumber(schema: JsonSchema, data: unknown): UnsafeValueError | null {
  if (!schema.properties || data === null || typeof data !== 'object') return null;
  for (const [key, property] of Object.entries(schema.properties)) {
    const raw = (data as Record<string, unknown>)[key];
    const numeric = [...typesOf(property), ...typesOf(property.items)];
    const pattern = numeric.includes('integer') ? PLAIN_INTEGER : numeric.includes('number') ? PLAIN_DECIMAL : null;
    if (!pattern || raw === undefined) continue;
    for (const value of [raw].flat()) {
      if (typeof value === 'string' && !pattern.test(value.trim())) {
        return { keyword: 'type', instancePath: `/${key}`, params: { type: numeric[0] } };
      }
    }
  }
  return null;
}

type ValidatorFunction = ((data: unknown) => unknown) & { errors?: unknown };
type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type BuildValidator = NonNullable<CompilersFactory['buildValidator']>;
interface RouteSchema {
  schema: unknown;
  httpPart?: string;
}

function guard(validate: ValidatorFunction, schema: JsonSchema, httpPart: string | undefined): ValidatorFunction {
  const rawStrings = httpPart === 'querystring' || httpPart === 'params';
  const guarded: ValidatorFunction = (data) => {
    const before = rawStrings ? findNonDecimalNumber(schema, data) : null;
    if (before) {
      guarded.errors = [before];
      return false;
    }
    const valid = validate(data);
    // Routes here validate synchronously; an async schema keeps Ajv's own answer.
    if (valid !== true) {
      guarded.errors = validate.errors;
      return valid;
    }
    const after = findUnsafeValue(data);
    guarded.errors = after ? [after] : null;
    return !after;
  };
  return guarded;
}

/** Fastify's default validator compiler (same Ajv options), every validator wrapped by the checks above. */
export const safeValidatorFactory = ((externalSchemas: unknown, ajvOptions: unknown) => {
  const compile = AjvCompiler()(externalSchemas as never, (ajvOptions ?? { customOptions: {}, plugins: [] }) as never);
  return (route: RouteSchema) =>
    guard(compile(route as never) as ValidatorFunction, route.schema as JsonSchema, route.httpPart);
}) as unknown as BuildValidator;
