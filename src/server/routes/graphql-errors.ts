/**
 * The error formatting both GraphQL schemas share (portal `/graphql`, community `/community/graphql`): domain errors
 * keep their Korean message and gain `extensions: { code, statusCode }` (the status REST would send);
 * anything unexpected is logged and hidden behind the 500 message; query syntax, validation and variable errors keep
 * GraphQL's own message (docs/CONTRACTS.md) — in production without graphql-js' "Did you mean …?" suggestions.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import mercurius, { type MercuriusCommonOptions } from 'mercurius';
import type { AppEnv } from '../../config/hosts';
import { DomainError } from '../errors/domain-error';
import { isDatabaseOutage } from '../http/database-outage';
import { AppError, DEFAULT_MESSAGES, databaseUnavailable, withHttpStatus } from '../http/errors';

export function formatGraphqlError(error: GraphQLError, log: FastifyBaseLogger): GraphQLError {
  const original = error.originalError;
  const options = { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path };
  const withDomainError = (domainError: DomainError) => {
    // The status goes on the original error too: Mercurius answers a failed operation with that HTTP status.
    const appError = withHttpStatus(domainError);
    return new GraphQLError(appError.message, {
      ...options,
      originalError: appError,
      extensions: { code: appError.code, statusCode: appError.statusCode },
    });
  };
  if (original instanceof DomainError) return withDomainError(original);
  // Query syntax, validation and variable errors (no original error, or Mercurius' own) are safe as they are.
  if (!original || original instanceof GraphQLError || 'errors' in original || error.extensions?.code) return error;
  if (isDatabaseOutage(original)) {
    log.warn({ err: original }, 'database unavailable');
    return withDomainError(databaseUnavailable());
  }
  // Mercurius' and Fastify's own client errors (no usable query, a method it does not serve): a Korean 4xx.
  const status = (original as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return withDomainError(new AppError(status, 'BAD_REQUEST', DEFAULT_MESSAGES[status] ?? DEFAULT_MESSAGES[400]!));
  }
  log.error({ err: original }, 'GraphQL resolver failed');
  return new GraphQLError(DEFAULT_MESSAGES[500]!, {
    ...options,
    originalError: new AppError(500, 'INTERNAL_ERROR', DEFAULT_MESSAGES[500]!),
    extensions: { code: 'INTERNAL_ERROR', statusCode: 500 },
  });
}

type Execution = Parameters<NonNullable<MercuriusCommonOptions['errorFormatter']>>[0];

/**
 * True when every root field of the answer is null because it failed (a nullable field such as `boardBySlug` that
 * refused its arguments): the answer carries nothing, so it is sent as `data: null` with the error's status, like
 * a failed non-null field.
 */
function nothingAnswered(execution: Execution): boolean {
  const data = execution.data as Record<string, unknown> | null | undefined;
  if (!data) return false;
  const failed = new Set(execution.errors.filter((e) => e.path?.length === 1).map((e) => e.path![0]));
  const fields = Object.keys(data);
  return fields.length > 0 && fields.every((field) => data[field] === null && failed.has(field));
}

/**
 * graphql-js appends " Did you mean …?" with the names of fields, arguments, types and enum values close to a
 * misspelt one, so a client without introspection could still map the schema by guessing. graphql 16 has no switch
 * for it; the suggestion is always the message's last sentence, so it is cut there.
 */
export function withoutSuggestions(message: string): string {
  const at = message.indexOf(' Did you mean ');
  return at === -1 ? message : message.slice(0, at);
}

/** Mercurius' `errorFormatter` option for a schema served by `app`; production answers carry no suggestions. */
export function graphqlErrorFormatter(
  app: FastifyInstance,
  appEnv: AppEnv,
): NonNullable<MercuriusCommonOptions['errorFormatter']> {
  const format = formatExecution(app);
  if (appEnv !== 'production') return format;
  return (execution, ctx) => {
    const formatted = format(execution, ctx);
    const errors = formatted.response.errors?.map((error) => ({ ...error, message: withoutSuggestions(error.message) }));
    return { ...formatted, response: { ...formatted.response, ...(errors ? { errors } : {}) } };
  };
}

function formatExecution(app: FastifyInstance): NonNullable<MercuriusCommonOptions['errorFormatter']> {
  return (execution, ctx) => {
    const log = ctx.reply?.log ?? app.log;
    const errors = execution.errors.map((error) => formatGraphqlError(error, log));
    // Retry-After of a refusal that has one (an outage's 503, a throttle's 429), as the REST error handler sends it.
    const retryAfter = errors
      .map((error) => (error.originalError instanceof DomainError ? error.originalError.retryAfterSeconds : undefined))
      .find((seconds) => seconds !== undefined);
    if (retryAfter !== undefined) ctx.reply?.header('retry-after', String(retryAfter));
    return mercurius.defaultErrorFormatter(
      { ...execution, ...(nothingAnswered(execution) ? { data: null } : {}), errors },
      ctx,
    );
  };
}
