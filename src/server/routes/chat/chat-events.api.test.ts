/**
 * GET /chat/events on a real port (inject waits for the end of a response, and a stream has none), read with
 * node:http as a stream. (Node's fetch would do too, but after an abort undici opens a spare connection that holds
 * app.close() until the server's headers timeout.) Mutations go through inject. The last block runs two instances on one Redis (REDIS_URL; required
 * in CI, skipped locally when Redis is not running), like rate-limit-redis.api.test.ts.
 */
import http from 'node:http';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { createExam, createLoggedInUser, createUser } from '../../../test/factories';
import { createTestDatabase } from '../../../test/test-db';
import { buildApp } from '../../app';
import { type ChatEventBus, createInProcessChatEventBus } from '../../chat/chat-event-bus';
import { groupRoomWith } from '../../../test/chat-kit';
import { getCbtExamChatRoom } from '../../chat/get-cbt-exam-chat-room';
import { loadConfig } from '../../../config/server-config';
import { MAX_STREAMS_PER_MEMBER } from './chat-events';
import { TEST_REDIS_URL, testRedisAvailable } from '../../../test/test-redis';


interface SseFrame {
  event?: string;
  data?: any;
  comment?: string;
}

/** An open event stream: frames as they arrive, and a way to wait for the next matching one. */
class EventStream {
  private readonly frames: SseFrame[] = [];
  private waiters: Array<() => void> = [];
  private buffer = '';
  ended = false;

  constructor(
    readonly response: http.IncomingMessage,
    private readonly request: http.ClientRequest,
  ) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      this.buffer += chunk;
      let boundary: number;
      while ((boundary = this.buffer.indexOf('\n\n')) >= 0) {
        this.frames.push(parseFrame(this.buffer.slice(0, boundary)));
        this.buffer = this.buffer.slice(boundary + 2);
      }
      this.wake();
    });
    const done = () => {
      this.ended = true;
      this.wake();
    };
    response.on('end', done);
    response.on('close', done);
    response.on('error', done);
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** Removes and returns the first frame matching `predicate`, waiting up to `timeoutMs` for it. */
  async next(predicate: (frame: SseFrame) => boolean = (f) => !f.comment, timeoutMs = 3000): Promise<SseFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex(predicate);
      if (index >= 0) return this.frames.splice(index, 1)[0]!;
      if (this.ended) throw new Error('stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame within ${timeoutMs} ms; have ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  event(name: string, timeoutMs?: number) {
    return this.next((f) => f.event === name, timeoutMs);
  }

  /** The client goes away (closes its connection). */
  close() {
    this.request.destroy();
  }
}

function parseFrame(block: string): SseFrame {
  const frame: SseFrame = {};
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    else if (line.startsWith('event: ')) frame.event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  if (data.length) frame.data = JSON.parse(data.join('\n'));
  return frame;
}

interface RunningApp {
  app: FastifyInstance;
  base: string;
}

async function startApp(
  database: Database,
  options: { bus?: ChatEventBus; redis?: Redis; pingIntervalMs?: number } = {},
): Promise<RunningApp> {
  const config = {
    ...loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' }),
    chatPingIntervalMs: options.pingIntervalMs ?? 60_000,
  };
  const app = await buildApp({
    config,
    db: database.db,
    logger: false,
    ...(options.bus ? { chatEventBus: options.bus } : {}),
    ...(options.redis ? { redis: options.redis } : {}),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  // 127.0.0.1 is brand A's CBT host in the test host table.
  return { app, base: `http://127.0.0.1:${address.port}` };
}

/** Opens GET /chat/events with a Bearer token (as the chat frame does) or a cookie. */
function openStream(running: RunningApp, auth: { token?: string; cookie?: string }): Promise<EventStream> {
  const url = new URL(`${running.base}/chat/events`);
  return new Promise((resolve, reject) => {
    const request = http.get({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      agent: false,
      headers: {
        ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
        ...(auth.cookie ? { cookie: auth.cookie } : {}),
      },
    });
    request.on('response', (response) => resolve(new EventStream(response, request)));
    request.on('error', reject);
  });
}

/** A GraphQL call to one instance, as a member (brand A host). */
async function post(running: RunningApp, query: string, variables: Record<string, unknown>, cookie: string) {
  const response = await running.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { host: 'localhost:3000', 'content-type': 'application/json', cookie },
    payload: { query, variables },
  });
  const body = response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const SEND = `mutation ($chatRoomId: ID!, $body: String!) {
  sendChatMessage(chatRoomId: $chatRoomId, body: $body) { id chatRoomId body createdAt sender { id nickname } mine }
}`;
const JOIN = `mutation ($chatRoomId: ID!) { joinChatRoom(chatRoomId: $chatRoomId) { chatRoomId userId } }`;
const tokenOf = (cookie: string) => cookie.replace(/^accessToken=/, '');

/** Counts live subscriptions of an in-process bus, to see streams let go of theirs. */
function countingBus() {
  const inner = createInProcessChatEventBus();
  const live = new Map<string, number>();
  const bus: ChatEventBus = {
    publish: (topic, event) => inner.publish(topic, event),
    async subscribe(topic, listener) {
      const unsubscribe = await inner.subscribe(topic, listener);
      live.set(topic, (live.get(topic) ?? 0) + 1);
      let active = true;
      return () => {
        if (active) live.set(topic, live.get(topic)! - 1);
        active = false;
        unsubscribe();
      };
    },
    close: () => inner.close(),
  };
  const total = () => [...live.values()].reduce((a, b) => a + b, 0);
  return { bus, total };
}

async function eventually(check: () => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('GET /chat/events', () => {
  let database: Database;
  let running: RunningApp;
  let counting: ReturnType<typeof countingBus>;
  beforeAll(async () => {
    database = await createTestDatabase();
    counting = countingBus();
    running = await startApp(database, { bus: counting.bus, pingIntervalMs: 100 });
  });
  afterAll(async () => {
    await running.app.close();
    await counting.bus.close();
    await database.close();
  });

  it('answers a visitor (or a bad token) with the 401 error body', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }]) {
      const response = await running.app.inject({ method: 'GET', url: '/chat/events', headers: { host: 'localhost:3000', ...headers } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        code: 'UNAUTHORIZED',
        message: '로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.',
      });
    }
  });

  it('opens an event stream with the SSE headers and the security headers, starting with ready and the member\'s rooms', async () => {
    const me = await createLoggedInUser(database.db);
    const { room: one } = await groupRoomWith(database.db, [me.user.id]);
    const { room: two } = await groupRoomWith(database.db, [me.user.id]);
    await groupRoomWith(database.db, [(await createUser(database.db)).id]);
    const stream = await openStream(running, { token: tokenOf(me.cookie) });
    try {
      expect(stream.response.statusCode).toBe(200);
      const headers = stream.response.headers;
      expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(headers['cache-control']).toBe('no-cache, no-transform');
      expect(headers['x-accel-buffering']).toBe('no');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      const ready = await stream.next();
      expect(ready.event).toBe('ready');
      expect(new Set(ready.data.chatRoomIds)).toEqual(new Set([one.id, two.id]));
    } finally {
      stream.close();
    }
  });

  it('delivers a message another member sends (mine false), and the member\'s own from another tab (mine true)', async () => {
    const me = await createLoggedInUser(database.db);
    const friend = await createLoggedInUser(database.db, { nickname: '친구' });
    const { room } = await groupRoomWith(database.db, [me.user.id, friend.user.id]);
    // Cookie authentication works as well as Bearer.
    const stream = await openStream(running, { cookie: me.cookie });
    try {
      await stream.event('ready');
      const { sendChatMessage: sent } = await post(running, SEND, { chatRoomId: room.id, body: '안녕하세요' }, friend.cookie);
      const message = await stream.event('message');
      expect(message.data).toEqual({ ...sent, mine: false });
      expect(message.data.sender).toEqual({ id: friend.user.id, nickname: '친구' });

      await post(running, SEND, { chatRoomId: room.id, body: '반가워요' }, me.cookie);
      expect((await stream.event('message')).data).toMatchObject({ body: '반가워요', mine: true });
    } finally {
      stream.close();
    }
  });

  it('announces a room joined elsewhere with joined, then carries its messages', async () => {
    const exam = await createExam(database.db);
    const room = await getCbtExamChatRoom(database.db, { brand: 'a', examId: exam.examIdx });
    const me = await createLoggedInUser(database.db);
    const host = await createLoggedInUser(database.db);
    await post(running, JOIN, { chatRoomId: room.id }, host.cookie);
    const stream = await openStream(running, { token: tokenOf(me.cookie) });
    try {
      expect((await stream.event('ready')).data).toEqual({ chatRoomIds: [] });
      // Not a member yet: nothing arrives from the room.
      await post(running, SEND, { chatRoomId: room.id, body: '아무도 없나요?' }, host.cookie);
      await post(running, JOIN, { chatRoomId: room.id }, me.cookie);
      expect((await stream.event('joined')).data).toEqual({ chatRoomId: room.id });
      await post(running, SEND, { chatRoomId: room.id, body: '어서 오세요' }, host.cookie);
      expect((await stream.event('message')).data).toMatchObject({ chatRoomId: room.id, body: '어서 오세요', mine: false });
      await expect(stream.next((f) => f.event === 'message', 300)).rejects.toThrow(/no matching frame/);
    } finally {
      stream.close();
    }
  });

  it('does not deliver messages of rooms the member is not in', async () => {
    const me = await createLoggedInUser(database.db);
    const other = await createLoggedInUser(database.db);
    const { room } = await groupRoomWith(database.db, [other.user.id]);
    const stream = await openStream(running, { token: tokenOf(me.cookie) });
    try {
      await stream.event('ready');
      await post(running, SEND, { chatRoomId: room.id, body: '비밀 이야기' }, other.cookie);
      await expect(stream.next((f) => f.event === 'message', 300)).rejects.toThrow(/no matching frame/);
    } finally {
      stream.close();
    }
  });

  it('sends a ping comment at the configured interval', async () => {
    const me = await createLoggedInUser(database.db);
    const stream = await openStream(running, { token: tokenOf(me.cookie) });
    try {
      await stream.event('ready');
      expect(await stream.next((f) => f.comment === 'ping', 1000)).toEqual({ comment: 'ping' });
      expect(await stream.next((f) => f.comment === 'ping', 1000)).toEqual({ comment: 'ping' });
    } finally {
      stream.close();
    }
  });

  it('lets go of every subscription when the client disconnects', async () => {
    await eventually(() => counting.total() === 0);
    const me = await createLoggedInUser(database.db);
    await groupRoomWith(database.db, [me.user.id]);
    await groupRoomWith(database.db, [me.user.id]);
    const stream = await openStream(running, { token: tokenOf(me.cookie) });
    await stream.event('ready');
    expect(counting.total()).toBe(3); // the user topic and two rooms
    stream.close();
    await eventually(() => counting.total() === 0);
  });

  it(`refuses a member's stream beyond ${MAX_STREAMS_PER_MEMBER} open ones with 429, and takes one again once a stream closes`, async () => {
    const me = await createLoggedInUser(database.db);
    const streams = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_MEMBER }, () => openStream(running, { token: tokenOf(me.cookie) })),
    );
    await Promise.all(streams.map((stream) => stream.event('ready')));
    const refused = await running.app.inject({
      method: 'GET',
      url: '/chat/events',
      headers: { host: 'localhost:3000', authorization: `Bearer ${tokenOf(me.cookie)}` },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: '채팅 창이 너무 많이 열려 있습니다. 다른 창을 닫고 다시 시도해주세요.',
    });
    // Someone else is not affected.
    const other = await createLoggedInUser(database.db);
    const theirs = await openStream(running, { token: tokenOf(other.cookie) });
    await theirs.event('ready');
    streams[0]!.close();
    await eventually(() => streams[0]!.ended);
    const again = await openStream(running, { token: tokenOf(me.cookie) });
    await eventually(() => again.response.statusCode === 200);
    await again.event('ready');
    for (const stream of [...streams.slice(1), theirs, again]) stream.close();
  });

  it('ends open streams when the app closes', async () => {
    const other = await startApp(database);
    const me = await createLoggedInUser(database.db);
    const stream = await openStream(other, { token: tokenOf(me.cookie) });
    await stream.event('ready');
    await other.app.close();
    await eventually(() => stream.ended);
  });
});

const redisAvailable = await testRedisAvailable();

describe.skipIf(!redisAvailable)('GET /chat/events across instances (Redis pub/sub)', () => {
  let database: Database;
  let redisA: Redis;
  let redisB: Redis;
  let one: RunningApp;
  let two: RunningApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    redisA = new Redis(TEST_REDIS_URL);
    redisB = new Redis(TEST_REDIS_URL);
    [one, two] = await Promise.all([startApp(database, { redis: redisA }), startApp(database, { redis: redisB })]);
  });
  afterAll(async () => {
    await Promise.all([one.app.close(), two.app.close()]);
    redisA.disconnect();
    redisB.disconnect();
    await database.close();
  });

  it('delivers a message sent through instance A to a stream held by instance B', async () => {
    const me = await createLoggedInUser(database.db);
    const friend = await createLoggedInUser(database.db);
    const { room } = await groupRoomWith(database.db, [me.user.id, friend.user.id]);
    const stream = await openStream(two, { token: tokenOf(me.cookie) });
    try {
      expect((await stream.event('ready')).data).toEqual({ chatRoomIds: [room.id] });
      const { sendChatMessage: sent } = await post(one, SEND, { chatRoomId: room.id, body: '다른 서버에서 보냅니다' }, friend.cookie);
      expect((await stream.event('message')).data).toEqual({ ...sent, mine: false });
    } finally {
      stream.close();
    }
  });

  it('announces a join made through instance A to a stream held by instance B, then carries the room', async () => {
    const exam = await createExam(database.db);
    const room = await getCbtExamChatRoom(database.db, { brand: 'a', examId: exam.examIdx });
    const me = await createLoggedInUser(database.db);
    const host = await createLoggedInUser(database.db);
    await post(one, JOIN, { chatRoomId: room.id }, host.cookie);
    const stream = await openStream(two, { token: tokenOf(me.cookie) });
    try {
      await stream.event('ready');
      await post(one, JOIN, { chatRoomId: room.id }, me.cookie);
      expect((await stream.event('joined')).data).toEqual({ chatRoomId: room.id });
      await post(one, SEND, { chatRoomId: room.id, body: '환영합니다' }, host.cookie);
      expect((await stream.event('message')).data).toMatchObject({ body: '환영합니다', mine: false });
    } finally {
      stream.close();
    }
  });

  it('keeps a room subscribed on an instance while another stream there still listens', async () => {
    const me = await createLoggedInUser(database.db);
    const friend = await createLoggedInUser(database.db);
    const { room } = await groupRoomWith(database.db, [me.user.id, friend.user.id]);
    const first = await openStream(two, { token: tokenOf(me.cookie) });
    const second = await openStream(two, { token: tokenOf(friend.cookie) });
    await first.event('ready');
    await second.event('ready');
    first.close();
    await new Promise((r) => setTimeout(r, 100));
    try {
      await post(one, SEND, { chatRoomId: room.id, body: '아직 듣고 있나요?' }, me.cookie);
      expect((await second.event('message')).data).toMatchObject({ body: '아직 듣고 있나요?', mine: false });
    } finally {
      second.close();
    }
  });
});
