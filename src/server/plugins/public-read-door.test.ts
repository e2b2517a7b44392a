/**
 * The public-read door answers a visitor's repeat of an address before routing, with the route's own answer, and
 * only while no write has made it stale; members always reach the route.
 */
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { HOST_TABLES } from '../../config/hosts';
import { sendPublicRead } from '../http/public-read';
import { type ReadCache, createReadCache } from '../read-cache/read-cache';
import { createInProcessReadVersions } from '../read-cache/read-versions';
import { publicReadDoorPlugin } from './public-read-door';
import { securityPlugin } from './security';
import { sitePlugin } from './site';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function buildDoorApp() {
  const hostTable = HOST_TABLES.test;
  const readCache = createReadCache({ versions: createInProcessReadVersions() });
  const calls = { route: 0, load: 0 };
  let likeCount = 0;
  app = Fastify({ logger: false });
  await app.register(cookie);
  await app.register(sitePlugin, { hostTable });
  await app.register(securityPlugin, { appEnv: 'test', hostTable });
  await app.register(publicReadDoorPlugin, { readCache });
  app.get('/apiV2/things', async (request, reply) => {
    calls.route += 1;
    return sendPublicRead(request, reply, readCache, {
      key: null,
      tags: ['things:a'],
      load: async () => {
        calls.load += 1;
        return { brand: request.site.brand, likeCount };
      },
    });
  });
  const like = async (cache: ReadCache) => {
    likeCount += 1;
    await cache.invalidate('things:a');
  };
  return { app, readCache, calls, like: () => like(readCache) };
}

const get = (target: FastifyInstance, headers: Record<string, string> = {}) =>
  target.inject({ method: 'GET', url: '/apiV2/things?x=1', headers: { host: 'localhost:3000', ...headers } });

describe('public read door', () => {
  it('answers a visitor’s repeat before routing, with the route’s headers and bytes', async () => {
    const door = await buildDoorApp();
    const first = await get(door.app);
    const second = await get(door.app);
    expect(door.calls.route).toBe(1);
    expect(second.body).toBe(first.body);
    for (const name of ['etag', 'cache-control', 'vary', 'content-type', 'content-security-policy', 'x-content-type-options']) {
      expect(second.headers[name], name).toBe(first.headers[name]);
    }
    const revalidated = await get(door.app, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(door.calls.route).toBe(1);
  });

  it('sends the next visitor after a write to the route, which loads the changed data', async () => {
    const door = await buildDoorApp();
    expect((await get(door.app)).json()).toEqual({ brand: 'a', likeCount: 0 });
    await door.like();
    expect((await get(door.app)).json()).toEqual({ brand: 'a', likeCount: 1 });
    expect(door.calls).toEqual({ route: 2, load: 2 });
  });

  it('lets a member’s request (session cookie or bearer token) through to the route', async () => {
    const door = await buildDoorApp();
    await get(door.app);
    await get(door.app, { cookie: 'accessToken=abc' });
    await get(door.app, { authorization: 'Bearer abc' });
    expect(door.calls.route).toBe(3);
    expect(door.calls.load).toBe(1);
  });

  it('keeps brands apart: the same address on brand B’s host is its own answer', async () => {
    const door = await buildDoorApp();
    const brandBHost = Object.entries(HOST_TABLES.test).find(([, entry]) => entry.brand === 'b')![0];
    await get(door.app);
    const b = await get(door.app, { host: brandBHost });
    expect(b.json().brand).toBe('b');
    expect(door.calls.route).toBe(2);
  });
});
