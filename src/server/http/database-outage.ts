/**
 * A database that is down, restarting or out of connections is an outage, not a bug: requests answer
 * 503 with Retry-After and a Korean "try again" message, so the answer outbox and other clients retry
 *. Nothing is written by a request that failed this way: each write runs in one statement or
 * one transaction, which the server rolls back when the connection drops.
 */

/** Seconds a client should wait before retrying; a PostgreSQL restart or failover takes a few. */
export const OUTAGE_RETRY_AFTER_SECONDS = 3;

export const OUTAGE_MESSAGE = '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.';

/** SQLSTATEs of a server that cannot serve: connection exceptions (08…), shutdown and start-up (57P0…), limits. */
const OUTAGE_SQLSTATES = /^(08...|57P01|57P02|57P03|57P05|53300|53400)$/;
/** Socket-level failures of node-postgres. */
const OUTAGE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
/** node-postgres words these failures without a code. */
const OUTAGE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

/** True when `error`, or any error it was caused by (Drizzle wraps driver errors), is the database being unavailable. */
export function isDatabaseOutage(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (OUTAGE_SQLSTATES.test(code) || OUTAGE_ERRNOS.has(code))) return true;
    if (typeof message === 'string' && OUTAGE_MESSAGES.some((text) => message.includes(text))) return true;
    current = cause;
  }
  return false;
}
