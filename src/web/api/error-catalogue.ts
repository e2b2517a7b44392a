/**
 * Error catalogue and handler (spec §8): one place for every user-facing API error message.
 * Handler order for API errors: catalogue code → caller override by status → default by status → unknown.
 */
import type { AxiosError } from 'axios';
import { isApiError } from './api-client';

export type StatusOverrides = Partial<Record<number, string>>;

export const DEFAULT_MESSAGES_BY_STATUS: Readonly<Record<number, string>> = {
  400: '잘못된 요청입니다.',
  401: '로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.',
  403: '로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.',
  404: '요청하신 정보를 찾을 수 없습니다.',
  500: '알 수 없는 오류가 발생했습니다.',
  // Not in spec §8: a database outage or restart (the server says so with Retry-After).
  503: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.',
};

export const MESSAGES_BY_CODE: Readonly<Record<string, string>> = {
  O8002: '최대 구매 가능 수량을 초과했습니다.',
  O8003: '최대 구매 가능 수량을 초과했습니다.',
  O8004: '이미 장바구니에 동일한 강의가 있습니다. 장바구니를 확인해주세요.',
  CART0001: '장바구니에 담을 수 있는 최대 상품 수를 초과했습니다. 상품을 삭제한 후 다시 담아주세요.',
};

export const TIMEOUT_MESSAGE = '요청 시간이 초과되었습니다.';
export const UNKNOWN_ERROR_MESSAGE = '알 수 없는 오류';
export const NON_ERROR_PREFIX = '오류가 발생했습니다. ';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function responseData(error: AxiosError): Record<string, unknown> | undefined {
  const data: unknown = error.response?.data;
  return isRecord(data) ? data : undefined;
}

/** The error code from `data.code` or `data.error.code`, if any. */
function errorCode(error: AxiosError): string | undefined {
  const data = responseData(error);
  if (!data) return undefined;
  if (typeof data.code === 'string') return data.code;
  const nested = data.error;
  if (isRecord(nested) && typeof nested.code === 'string') return nested.code;
  return undefined;
}

export function isTimeoutError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return true;
  return typeof error.message === 'string' && error.message.toLowerCase().includes('timeout');
}

/** HTTP status of an axios error response, if there was one. */
export function getErrorStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.response?.status : undefined;
}

/** The server's own `message` (Korean, safe to show); forms use it for field errors. */
export function getServerMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const message = responseData(error)?.message;
  return typeof message === 'string' ? message : undefined;
}

export function getErrorMessage(error: unknown, overridesByStatus?: StatusOverrides): string {
  if (isApiError(error)) {
    if (isTimeoutError(error)) return TIMEOUT_MESSAGE;
    const code = errorCode(error);
    if (code !== undefined && Object.hasOwn(MESSAGES_BY_CODE, code)) {
      return MESSAGES_BY_CODE[code] ?? UNKNOWN_ERROR_MESSAGE;
    }
    const status = error.response?.status;
    if (status !== undefined) {
      const override = overridesByStatus?.[status];
      if (override !== undefined) return override;
      const byStatus = DEFAULT_MESSAGES_BY_STATUS[status];
      if (byStatus !== undefined) return byStatus;
    }
    return UNKNOWN_ERROR_MESSAGE;
  }
  if (error instanceof Error) return error.message;
  return NON_ERROR_PREFIX + String(error);
}

export interface HandleApiErrorOptions {
  alert: (message: string) => void;
  redirect?: (url: string) => void;
  /** Path to come back to after logging in; required for the 401/403 redirect. */
  returnPath?: string;
  overrides?: StatusOverrides;
}

export function loginRedirectUrl(returnPath: string): string {
  return `/login?redirect=${encodeURIComponent(returnPath)}`;
}

/** Shows the catalogue message; on 401/403 with a return path, sends the user to the login page. */
export function handleApiError(error: unknown, options: HandleApiErrorOptions): string {
  const message = getErrorMessage(error, options.overrides);
  options.alert(message);
  const status = getErrorStatus(error);
  if ((status === 401 || status === 403) && options.returnPath !== undefined && options.redirect) {
    options.redirect(loginRedirectUrl(options.returnPath));
  }
  return message;
}

/** The API's error code (`DEADLINE_PASSED`, `RECORD_CLOSED`, `ANSWER_LOCKED`, `NOT_ENTITLED`, …), if any. */
export function getApiErrorCode(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const data: unknown = error.response?.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const code = (data as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** No answer from the server at all: offline, refused connection, DNS, or the 10 s timeout. */
export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.response === undefined;
}
