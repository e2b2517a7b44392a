/**
 * GET /chat/events across two instances on one Redis (REDIS_URL; required in CI, skipped locally when Redis is not
 * running), like rate-limit-redis.api.test.ts: events published through one instance reach streams held by the other.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { groupRoomWith } from '../../../test/chat-kit';
import { JOIN, type RunningApp, SEND, countingBus, eventually, openStream, post, startApp, tokenOf } from '../../../test/chat-stream-kit';
import { createExam, createLoggedInUser } from '../../../test/factories';
import { createTestDatabase } from '../../../test/test-db';
import { TEST_REDIS_URL, testRedisAvailable } from '../../../test/test-redis';
import { createRedisChatEventBus } from '../../chat/chat-event-bus';
import { getCbtExamChatRoom } from '../../chat/get-cbt-exam-chat-room';

const redisAvailable = await testRedisAvailable();

describe.skipIf(!redisAvailable)('GET /chat/events across instances (Redis pub/sub)', () => {
  let database: Database;
  let redisA: Redis;
  let redisB: Redis;
  let one: RunningApp;
  let two: RunningApp;
  // Instance B's Redis bus, built as buildApp builds its own, counted to see when B let go of a stream.
  let countedB: ReturnType<typeof countingBus>;
  beforeAll(async () => {
    database = await createTestDatabase();
    redisA = new Redis(TEST_REDIS_URL);
    redisB = new Redis(TEST_REDIS_URL);
    countedB = countingBus(createRedisChatEventBus({ publisher: redisB, subscriber: redisB.duplicate() }));
    [one, two] = await Promise.all([
      startApp(database, { redis: redisA }),
      startApp(database, { redis: redisB, bus: countedB.bus }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([one.app.close(), two.app.close()]);
    await countedB.bus.close(); // a bus handed to buildApp is the caller's to close
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
    const listening = countedB.total(); // each member's own topic, and the room twice
    first.close();
    // B has let go of the first stream's subscriptions: its member topic and its hold on the room.
    await eventually(() => countedB.total() === listening - 2);
    try {
      await post(one, SEND, { chatRoomId: room.id, body: '아직 듣고 있나요?' }, me.cookie);
      expect((await second.event('message')).data).toMatchObject({ body: '아직 듣고 있나요?', mine: false });
    } finally {
      second.close();
    }
  });
});
