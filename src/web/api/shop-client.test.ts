import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopClient } from './shop-client';
import { sendJson, startTestServer, type TestServer } from '../../test/recording-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((_req, res) => sendJson(res, 200, { ok: true }));
});
afterAll(() => server.close());

describe('createShopClient', () => {
  it('uses credentials and a 10 s timeout', () => {
    const client = createShopClient({ baseURL: server.url });
    expect(client.defaults.timeout).toBe(10_000);
    expect(client.defaults.withCredentials).toBe(true);
    expect(client.defaults.baseURL).toBe(server.url);
  });

  it('sends the extra headers to its base URL', async () => {
    const client = createShopClient({ baseURL: server.url, headers: { cookie: 'accessToken=abc' } });
    await expect(client.get('/users/me')).resolves.toMatchObject({ status: 200, data: { ok: true } });
    expect(server.requests[0]?.url).toBe('/users/me');
    expect(server.requests[0]?.headers.cookie).toBe('accessToken=abc');
  });
});
