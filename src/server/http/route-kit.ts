/**
 * What REST route files share besides their contracts (src/contracts): the Korean wording of validation errors,
 * paging, member-only routes and per-member rate limits. The CBT, shop, inquiry and error-report routes use it, and
 * the console's routes build on it (routes/console/console-route-kit.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { AppError, DEFAULT_MESSAGES, validationMessage } from './errors';
import { rateLimit as routeRateLimit } from './rate-limit';

// ---------------------------------------------------------------------------------------------------------------
// Validation errors

/** Identifiers as members know them; an invalid one is "잘못된 시험 번호입니다.". */
const ID_LABELS: Record<string, string> = {
  examIdx: '시험 번호',
  examDetailIdx: '시험지 번호',
  recordIdx: '응시 기록 번호',
  multipleProblemIdx: '문제 번호',
  examTypeId: '시험 유형 번호',
  examTypeIds: '시험 유형 번호',
  passageId: '지문 번호',
};

type SchemaErrors = Parameters<typeof validationMessage>[0];

/**
 * Schema error formatter for REST route plugins (set with setSchemaErrorFormatter): an AppError keeps its
 * code and message through the shared error handler.
 */
export function schemaErrorFormatter(errors: SchemaErrors, _dataVar: string): Error {
  const first = errors[0];
  if (first && first.keyword !== 'required') {
    const idField = first.instancePath
      .split('/')
      .filter(Boolean)
      .find((segment) => ID_LABELS[segment]);
    if (idField) return new AppError(400, 'INVALID_ID', `잘못된 ${ID_LABELS[idField]}입니다.`);
  }
  return new AppError(400, 'VALIDATION_ERROR', validationMessage(errors));
}

export function invalidId(field: keyof typeof ID_LABELS): AppError {
  return new AppError(400, 'INVALID_ID', `잘못된 ${ID_LABELS[field]}입니다.`);
}

// ---------------------------------------------------------------------------------------------------------------
// Request pieces

/**
 * A route plugin's instance typed by its TypeBox contracts (`fastify.withTypeProvider<TypeBoxTypeProvider>()`), for
 * the registration functions a plugin splits its routes into.
 */
export type TypeBoxApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/**
 * Page and size from the query; a size over the cap is lowered to the cap rather than refused. Ajv has filled in
 * the schema defaults by now; the fallbacks only satisfy the contract's optional fields.
 */
export function paging(query: { page?: number; pageSize?: number }, maxPageSize: number) {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? maxPageSize, maxPageSize);
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * Member-only routes authenticate before the body is read (rate limit → authenticate → parse and validate): a visitor
 * gets 401, never a parse or validation error describing what the route takes.
 */
export function memberOnly(app: FastifyInstance) {
  return {
    preParsing: async (request: FastifyRequest) => {
      await app.requireUser(request);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Rate limits (per member when logged in, else per client address)

// The family stays `cbt` for every route that uses this helper, so the counters' keys (rl:cbt:<operation>:<caller>)
// are the ones they have always been; the operation part keeps each route's count apart.

export function rateLimit(max: number, message = DEFAULT_MESSAGES[429]!) {
  return routeRateLimit('cbt', max, 60_000, message);
}
