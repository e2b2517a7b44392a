/** Maps whatever a chat call threw to `{ statusCode, code, message }` with a Korean message. */
import { DEFAULT_MESSAGES_BY_STATUS } from '../api/error-catalogue';
import type { ChatApiError } from './chat-types';

export const NETWORK_ERROR_MESSAGE = '네트워크 연결이 원활하지 않습니다. 잠시 후 다시 시도해주세요.';
export const UNKNOWN_CHAT_ERROR_MESSAGE = '알 수 없는 오류가 발생했습니다.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const HANGUL = /[\uac00-\ud7a3]/;

function fallbackMessage(statusCode: number): string {
  return DEFAULT_MESSAGES_BY_STATUS[statusCode] ?? UNKNOWN_CHAT_ERROR_MESSAGE;
}

export function isChatApiError(value: unknown): value is ChatApiError {
  return (
    isRecord(value) &&
    typeof value.statusCode === 'number' &&
    typeof value.code === 'string' &&
    typeof value.message === 'string' &&
    !(value instanceof Error)
  );
}

/**
 * graphql-request's ClientError carries `response.errors` (GraphQL errors with `extensions.code/statusCode`) or,
 * for a non-GraphQL answer (rate limit, proxy), `response.body` with the REST error body. Syntax and variable errors
 * keep GraphQL's English message; those are our bugs, so the user sees the status's Korean default instead.
 */
export function toChatApiError(error: unknown): ChatApiError {
  if (isChatApiError(error)) return error;
  const response = isRecord(error) && isRecord(error.response) ? error.response : null;
  if (!response) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      return { statusCode: 0, code: 'ABORTED', message: NETWORK_ERROR_MESSAGE };
    }
    return { statusCode: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE };
  }
  const httpStatus = typeof response.status === 'number' ? response.status : 500;
  const errors = Array.isArray(response.errors) ? response.errors : [];
  const first: unknown = errors[0];
  if (isRecord(first)) {
    const extensions = isRecord(first.extensions) ? first.extensions : {};
    const statusCode = typeof extensions.statusCode === 'number' ? extensions.statusCode : httpStatus === 200 ? 500 : httpStatus;
    const code = typeof extensions.code === 'string' ? extensions.code : 'GRAPHQL_ERROR';
    const message = typeof first.message === 'string' && HANGUL.test(first.message) ? first.message : fallbackMessage(statusCode);
    return { statusCode, code, message };
  }
  if (typeof response.body === 'string') {
    try {
      const body: unknown = JSON.parse(response.body);
      if (isRecord(body)) {
        const statusCode = typeof body.statusCode === 'number' ? body.statusCode : httpStatus;
        const code = typeof body.code === 'string' ? body.code : `HTTP_${statusCode}`;
        const message = typeof body.message === 'string' && HANGUL.test(body.message) ? body.message : fallbackMessage(statusCode);
        return { statusCode, code, message };
      }
    } catch {
      // Not JSON: fall through to the status's default message.
    }
  }
  return { statusCode: httpStatus, code: `HTTP_${httpStatus}`, message: fallbackMessage(httpStatus) };
}
