/**
 * Pieces every HTTP contract shares. A contract (`src/contracts/<resource>.ts`) is the one description of a
 * resource's requests and responses: the route validates and serialises with its schemas, the server's operations
 * return its types, and the web client reads the same types (docs/CONTRACTS.md). Contracts import only `typebox`,
 * so both sides may depend on them; the web imports them with `import type` and ships none of this code.
 */
import { type Static, type TSchema, Type } from 'typebox';

/** `schema` or null, written as a JSON Schema type list (`["integer", "null"]`) like the rest of the API. */
export function Nullable<T extends TSchema & { type: string }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** An ISO 8601 instant as the API sends it (UTC, `2026-03-01T00:00:00.000Z`); the web shows it in KST. */
export const DateTime = (options: { description?: string } = {}) => Type.String({ format: 'date-time', ...options });

/** A positive 32-bit integer (serial ids: examIdx, recordIdx, …). */
export const Id = (description: string) => Type.Integer({ minimum: 1, maximum: 2_147_483_647, description });

/** Path parameters holding one id, named as in spec §3. */
export const IdParams = <K extends string>(name: K, description: string) =>
  Type.Object({ [name]: Id(description) } as { [P in K]: ReturnType<typeof Id> });

/** One page of a list (every list pages). */
export const Page = <T extends TSchema>(items: T) =>
  Type.Object({
    items: Type.Array(items),
    totalCount: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  });
export interface Page<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** `page` and `pageSize` query parameters; a size over the cap is lowered to the cap rather than refused. */
export const PageQueryProperties = (defaultPageSize: number, maxPageSize: number) => ({
  page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1, description: '페이지 (1부터)' }),
  ),
  pageSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      default: defaultPageSize,
      description: `페이지 크기 (기본 ${defaultPageSize}, 최대 ${maxPageSize}: 더 크면 ${maxPageSize})`,
    }),
  ),
});
export interface PageQuery {
  page?: number;
  pageSize?: number;
}

/** Every error leaves the server in this shape, with a Korean message that is safe to show. */
export const ErrorBody = Type.Object({
  statusCode: Type.Integer(),
  code: Type.String(),
  message: Type.String({ description: '사용자에게 보여줄 한국어 메시지' }),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const ErrorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  413: ErrorBody,
  429: ErrorBody,
} as const;
