import axios, { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getErrorMessage,
  getErrorStatus,
  getServerMessage,
  handleApiError,
  isTimeoutError,
  loginRedirectUrl,
} from './error-catalogue';
import { sendJson, startTestServer, type TestServer } from '../../test/recording-server';

const LOGIN_REQUIRED = '로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.';

function apiError(status: number, data?: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
}

describe('default message by status', () => {
  it.each([
    [400, '잘못된 요청입니다.'],
    [401, LOGIN_REQUIRED],
    [403, LOGIN_REQUIRED],
    [404, '요청하신 정보를 찾을 수 없습니다.'],
    [500, '알 수 없는 오류가 발생했습니다.'],
  ])('%i → %s', (status, message) => {
    expect(getErrorMessage(apiError(status))).toBe(message);
  });

  it('uses the unknown message for a status without a default', () => {
    expect(getErrorMessage(apiError(502))).toBe('알 수 없는 오류');
    expect(getErrorMessage(apiError(429, { message: '로그인 시도가 너무 많습니다.' }))).toBe('알 수 없는 오류');
  });

  it('uses the unknown message for an axios error without a response', () => {
    expect(getErrorMessage(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe('알 수 없는 오류');
  });
});

describe('shop codes', () => {
  it.each([
    ['O8002', '최대 구매 가능 수량을 초과했습니다.'],
    ['O8003', '최대 구매 가능 수량을 초과했습니다.'],
    ['O8004', '이미 장바구니에 동일한 강의가 있습니다. 장바구니를 확인해주세요.'],
    ['CART0001', '장바구니에 담을 수 있는 최대 상품 수를 초과했습니다. 상품을 삭제한 후 다시 담아주세요.'],
  ])('%s → %s (data.code and data.error.code)', (code, message) => {
    expect(getErrorMessage(apiError(400, { code }))).toBe(message);
    expect(getErrorMessage(apiError(400, { error: { code } }))).toBe(message);
  });
});

describe('handler order', () => {
  it('code beats the caller override and the default', () => {
    expect(getErrorMessage(apiError(400, { code: 'O8004' }), { 400: '덮어쓴 메시지' })).toBe(
      '이미 장바구니에 동일한 강의가 있습니다. 장바구니를 확인해주세요.',
    );
  });

  it('override beats the default by status', () => {
    expect(getErrorMessage(apiError(404), { 404: '시험을 찾을 수 없습니다.' })).toBe('시험을 찾을 수 없습니다.');
  });

  it('override applies only to its own status', () => {
    expect(getErrorMessage(apiError(400), { 404: '시험을 찾을 수 없습니다.' })).toBe('잘못된 요청입니다.');
  });

  it('override applies to a status without a default', () => {
    expect(getErrorMessage(apiError(409), { 409: '이미 가입된 이메일입니다.' })).toBe('이미 가입된 이메일입니다.');
  });

  it('an unknown code falls through to override then default', () => {
    expect(getErrorMessage(apiError(401, { code: 'UNAUTHORIZED', message: 'x' }))).toBe(LOGIN_REQUIRED);
    expect(getErrorMessage(apiError(401, { code: 'UNAUTHORIZED' }), { 401: '다시 로그인해주세요.' })).toBe(
      '다시 로그인해주세요.',
    );
  });

  it('ignores inherited object keys as codes', () => {
    expect(getErrorMessage(apiError(400, { code: 'toString' }))).toBe('잘못된 요청입니다.');
  });
});

describe('timeout, own message and non-Error values', () => {
  it.each(['ECONNABORTED', 'ETIMEDOUT'])('axios code %s → timeout message', (code) => {
    const error = new AxiosError('aborted', code);
    expect(isTimeoutError(error)).toBe(true);
    expect(getErrorMessage(error)).toBe('요청 시간이 초과되었습니다.');
  });

  it('axios message containing "timeout" → timeout message', () => {
    expect(getErrorMessage(new AxiosError('timeout of 10000ms exceeded'))).toBe('요청 시간이 초과되었습니다.');
  });

  it('a plain Error shows its own message, even if it mentions a timeout', () => {
    expect(getErrorMessage(new Error('시험 정보를 불러오지 못했습니다.'))).toBe('시험 정보를 불러오지 못했습니다.');
    expect(getErrorMessage(new Error('timeout'))).toBe('timeout');
  });

  it('a non-Error value shows the generic prefix plus the value', () => {
    expect(getErrorMessage('boom')).toBe('오류가 발생했습니다. boom');
    expect(getErrorMessage(42)).toBe('오류가 발생했습니다. 42');
    expect(getErrorMessage(undefined)).toBe('오류가 발생했습니다. undefined');
    expect(getErrorMessage(null)).toBe('오류가 발생했습니다. null');
  });
});

describe('getServerMessage', () => {
  it('returns the server body message when it is a string', () => {
    expect(getServerMessage(apiError(401, { message: '이메일 또는 비밀번호가 올바르지 않습니다.' }))).toBe(
      '이메일 또는 비밀번호가 올바르지 않습니다.',
    );
  });

  it('returns undefined otherwise', () => {
    expect(getServerMessage(apiError(400, { message: 3 }))).toBeUndefined();
    expect(getServerMessage(apiError(400, 'text body'))).toBeUndefined();
    expect(getServerMessage(apiError(400))).toBeUndefined();
    expect(getServerMessage(new Error('x'))).toBeUndefined();
  });
});

describe('handleApiError', () => {
  it('alerts the message and returns it', () => {
    const alert = vi.fn();
    const redirect = vi.fn();
    expect(handleApiError(apiError(400, { code: 'O8002' }), { alert, redirect, returnPath: '/exams' })).toBe(
      '최대 구매 가능 수량을 초과했습니다.',
    );
    expect(alert).toHaveBeenCalledExactlyOnceWith('최대 구매 가능 수량을 초과했습니다.');
    expect(redirect).not.toHaveBeenCalled();
  });

  it.each([401, 403])('redirects to login with the encoded return path on %i', (status) => {
    const alert = vi.fn();
    const redirect = vi.fn();
    handleApiError(apiError(status), { alert, redirect, returnPath: '/exams/12?tab=기출 문제&x=1' });
    expect(alert).toHaveBeenCalledExactlyOnceWith(LOGIN_REQUIRED);
    expect(redirect).toHaveBeenCalledExactlyOnceWith(
      `/login?redirect=${encodeURIComponent('/exams/12?tab=기출 문제&x=1')}`,
    );
  });

  it('does not redirect on 401 without a return path', () => {
    const alert = vi.fn();
    const redirect = vi.fn();
    handleApiError(apiError(401), { alert, redirect });
    expect(alert).toHaveBeenCalledExactlyOnceWith(LOGIN_REQUIRED);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('passes overrides through', () => {
    const alert = vi.fn();
    expect(handleApiError(apiError(404), { alert, overrides: { 404: '없는 시험입니다.' } })).toBe('없는 시험입니다.');
  });

  it('builds the login URL', () => {
    expect(loginRedirectUrl('/a b')).toBe('/login?redirect=%2Fa%20b');
  });
});

describe('with real HTTP errors', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer((req, res) => {
      if (req.url === '/slow') {
        setTimeout(() => sendJson(res, 200, {}), 500);
      } else if (req.url === '/cart') {
        sendJson(res, 400, { error: { code: 'CART0001' } });
      } else {
        sendJson(res, 401, { statusCode: 401, code: 'UNAUTHORIZED', message: LOGIN_REQUIRED });
      }
    });
  });
  afterAll(() => server.close());

  it('maps an actual timeout', async () => {
    const error: unknown = await axios.get(`${server.url}/slow`, { timeout: 50 }).catch((e: unknown) => e);
    expect(isTimeoutError(error)).toBe(true);
    expect(getErrorMessage(error)).toBe('요청 시간이 초과되었습니다.');
  });

  it('maps an actual shop error body', async () => {
    const error: unknown = await axios.get(`${server.url}/cart`).catch((e: unknown) => e);
    expect(getErrorStatus(error)).toBe(400);
    expect(getErrorMessage(error)).toBe(
      '장바구니에 담을 수 있는 최대 상품 수를 초과했습니다. 상품을 삭제한 후 다시 담아주세요.',
    );
  });

  it('maps an actual 401 and redirects', async () => {
    const error: unknown = await axios.get(`${server.url}/profile`).catch((e: unknown) => e);
    const redirect = vi.fn();
    handleApiError(error, { alert: () => {}, redirect, returnPath: '/my' });
    expect(redirect).toHaveBeenCalledWith('/login?redirect=%2Fmy');
    expect(getServerMessage(error)).toBe(LOGIN_REQUIRED);
  });
});
