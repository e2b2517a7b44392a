/**
 * The stream manager without HTTP: what a stream writes to its sink and in which order, the per-member limit, and
 * that every subscription is let go when a stream ends or the app closes. The route's wiring is tested through
 * HTTP in routes/chat/chat-events.api.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createUser } from '../../test/factories';
import { createTestDatabase } from '../../test/test-db';
import { type ChatEventBus, chatTopics, createInProcessChatEventBus } from './chat-event-bus';
import { createChatEventStreams } from './chat-event-streams';
import { createChatRoom } from './create-chat-room';

/** A bus that counts live subscriptions, over the in-process one. */
function countingBus() {
  const inner = createInProcessChatEventBus();
  let live = 0;
  const bus: ChatEventBus = {
    publish: (topic, event) => inner.publish(topic, event),
    async subscribe(topic, listener) {
      const unsubscribe = await inner.subscribe(topic, listener);
      live++;
      let active = true;
      return () => {
        if (active) live--;
        active = false;
        unsubscribe();
      };
    },
    close: () => inner.close(),
  };
  return { bus, live: () => live };
}

function recordingSink() {
  const frames: string[] = [];
  let ended = false;
  return { frames, ended: () => ended, sink: { write: (frame: string) => void frames.push(frame), end: () => void (ended = true) } };
}

const message = (chatRoomId: string, body: string, senderId: string) => ({
  type: 'message' as const,
  message: { id: '1', chatRoomId, body, createdAt: new Date(0).toISOString(), sender: { id: senderId, nickname: '보낸이' } },
});

const noLog = () => {};

describe('chat event streams', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('writes ready with the rooms first, then what arrived before start, then new events; end lets go of all', async () => {
    const { bus, live } = countingBus();
    const streams = createChatEventStreams({ db: database.db, bus, pingIntervalMs: 60_000 });
    const me = await createUser(database.db);
    const room = await createChatRoom(database.db, { title: '스터디', memberIds: [me.id] });

    const stream = await streams.open(me.id, noLog);
    expect(stream.roomIds).toEqual([room.id]);
    expect(live()).toBe(2); // the user topic and the room
    await bus.publish(chatTopics.room(room.id), message(room.id, '먼저 온 메시지', me.id));

    const { frames, sink, ended } = recordingSink();
    stream.start(sink);
    await bus.publish(chatTopics.room(room.id), message(room.id, '나중 메시지', 'someone-else'));
    expect(frames[0]).toBe(`event: ready\ndata: ${JSON.stringify({ chatRoomIds: [room.id] })}\n\n`);
    expect(frames.slice(1).map((frame) => JSON.parse(frame.split('data: ')[1]!))).toMatchObject([
      { body: '먼저 온 메시지', mine: true },
      { body: '나중 메시지', mine: false },
    ]);

    stream.end();
    expect(ended()).toBe(true);
    expect(live()).toBe(0);
    expect(streams.countOf(me.id)).toBe(0);
    await bus.close();
  });

  it('follows a room joined elsewhere and announces it', async () => {
    const { bus } = countingBus();
    const streams = createChatEventStreams({ db: database.db, bus, pingIntervalMs: 60_000 });
    const me = await createUser(database.db);
    const stream = await streams.open(me.id, noLog);
    const { frames, sink } = recordingSink();
    stream.start(sink);

    const room = await createChatRoom(database.db, { title: '새 방', memberIds: [me.id] });
    await bus.publish(chatTopics.user(me.id), { type: 'joined', chatRoomId: room.id });
    await expect.poll(() => frames.length).toBe(2);
    expect(frames[1]).toBe(`event: joined\ndata: ${JSON.stringify({ chatRoomId: room.id })}\n\n`);
    await bus.publish(chatTopics.room(room.id), message(room.id, '새 방 메시지', me.id));
    expect(frames[2]).toContain('새 방 메시지');
    streams.closeAll();
    await bus.close();
  });

  it('refuses a member past the limit with 429 until one of their streams ends, and closeAll ends every stream', async () => {
    const { bus, live } = countingBus();
    const streams = createChatEventStreams({ db: database.db, bus, pingIntervalMs: 60_000, maxPerMember: 2 });
    const me = await createUser(database.db);
    const first = await streams.open(me.id, noLog);
    const second = await streams.open(me.id, noLog);
    await expect(streams.open(me.id, noLog)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    first.end();
    const third = await streams.open(me.id, noLog);

    const sinks = [recordingSink(), recordingSink()];
    second.start(sinks[0]!.sink);
    third.start(sinks[1]!.sink);
    streams.closeAll();
    expect(sinks.every((s) => s.ended())).toBe(true);
    expect(live()).toBe(0);
    expect(streams.countOf(me.id)).toBe(0);
    await bus.close();
  });

  it('lets go of what it subscribed when the bus fails part-way, and counts nothing', async () => {
    const { bus, live } = countingBus();
    let calls = 0;
    const failing: ChatEventBus = {
      ...bus,
      subscribe: (topic, listener) => (++calls === 2 ? Promise.reject(new Error('bus down')) : bus.subscribe(topic, listener)),
    };
    const streams = createChatEventStreams({ db: database.db, bus: failing, pingIntervalMs: 60_000 });
    const me = await createUser(database.db);
    await createChatRoom(database.db, { title: '방', memberIds: [me.id] });
    await expect(streams.open(me.id, noLog)).rejects.toThrow('bus down');
    expect(live()).toBe(0);
    expect(streams.countOf(me.id)).toBe(0);
    await bus.close();
  });

  it('pings an idle stream', async () => {
    const { bus } = countingBus();
    const streams = createChatEventStreams({ db: database.db, bus, pingIntervalMs: 20 });
    const me = await createUser(database.db);
    const stream = await streams.open(me.id, noLog);
    const { frames, sink } = recordingSink();
    stream.start(sink);
    await expect.poll(() => frames.includes(': ping\n\n')).toBe(true);
    stream.end();
    await bus.close();
  });
});
