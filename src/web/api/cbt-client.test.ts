import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_COOKIE, REQUEST_TIMEOUT_MS, createCbtClient, readAccessTokenCookie } from './cbt-client';
import { sendJson, useRecordingServer } from '../../test/recording-server';

const server = useRecordingServer((_req, res) => sendJson(res, 200, { ok: true }));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createCbtClient', () => {
  it('is configured with a 10 s timeout and credentials', () => {
    const client = createCbtClient({ baseURL: server.url });
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    expect(client.defaults.timeout).toBe(10_000);
    expect(client.defaults.withCredentials).toBe(true);
    expect(client.defaults.baseURL).toBe(server.url);
  });

  it('sends a bearer token when one is available', async () => {
    const client = createCbtClient({ baseURL: server.url, getAccessToken: () => 'tok-123' });
    await client.get('/apiV2/exams');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok-123');
  });

  it('reads the token on every request', async () => {
    let token: string | undefined;
    const client = createCbtClient({ baseURL: server.url, getAccessToken: () => token });
    await client.get('/a');
    token = 'later';
    await client.get('/b');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[1]?.headers.authorization).toBe('Bearer later');
  });

  it('sends no authorization header without a token source or with an empty token', async () => {
    await createCbtClient({ baseURL: server.url }).get('/a');
    await createCbtClient({ baseURL: server.url, getAccessToken: () => '' }).get('/b');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[1]?.headers.authorization).toBeUndefined();
  });

  it('passes extra headers (SSR forwarding)', async () => {
    const client = createCbtClient({
      baseURL: server.url,
      headers: { 'x-forwarded-host': 'nurse.localhost:3000', cookie: 'accessToken=abc' },
    });
    await client.get('/apiV2/auth/profile');
    expect(server.requests[0]?.headers['x-forwarded-host']).toBe('nurse.localhost:3000');
    expect(server.requests[0]?.headers.cookie).toBe('accessToken=abc');
  });

  it('serialises query params on the wire: arrays repeated, nulls skipped', async () => {
    const client = createCbtClient({ baseURL: server.url });
    await client.get('/apiV2/user-exam-records', {
      params: { examTypeIds: [1, 2], page: 1, pageSize: 1000, keyword: null, sort: undefined, q: '간호' },
    });
    expect(server.requests[0]?.url).toBe(
      `/apiV2/user-exam-records?examTypeIds=1&examTypeIds=2&page=1&pageSize=1000&q=${encodeURIComponent('간호')}`,
    );
  });
});

describe('readAccessTokenCookie', () => {
  it('uses the accessToken cookie name', () => {
    expect(ACCESS_TOKEN_COOKIE).toBe('accessToken');
  });

  it('returns undefined where there is no document (server side)', () => {
    expect(typeof document).toBe('undefined');
    expect(readAccessTokenCookie()).toBeUndefined();
  });

  it('reads the cookie when it is readable', () => {
    vi.stubGlobal('document', { cookie: 'other=1; accessToken=abc%2Edef' });
    expect(readAccessTokenCookie()).toBe('abc.def');
  });

  it('returns undefined when the cookie is not readable (HttpOnly)', () => {
    vi.stubGlobal('document', { cookie: 'other=1' });
    expect(readAccessTokenCookie()).toBeUndefined();
  });
});
