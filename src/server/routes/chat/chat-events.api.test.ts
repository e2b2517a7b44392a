/**
 * GET /chat/events on one instance: authentication, the SSE headers, what a stream carries (ready, joined,
 * messages, pings) and what it must not, letting go of subscriptions, the per-member stream limit, shutdown.
 * Streams are read on a real port (src/test/chat-stream-kit.ts); chat-events-redis.api.test.ts runs two instances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { groupRoomWith } from '../../../test/chat-kit';
import {
  JOIN,
  type RunningApp,
  SEND,
  countingBus,
  eventually,
  openStream,
  post,
  startApp,
  tokenOf,
} from '../../../test/chat-stream-kit';
import { createExam, createLoggedInUser, createUser } from '../../../test/factories';
import { createTestDatabase } from '../../../test/test-db';
import { getCbtExamChatRoom } from '../../chat/get-cbt-exam-chat-room';
import { MAX_STREAMS_PER_MEMBER } from './chat-events';

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
      // An API answer, not a page: the API's policy that allows nothing, and no page nonce.
      expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
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
