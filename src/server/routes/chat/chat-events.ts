/**
 * GET /chat/events (docs/CONTRACTS.md "Chat"): a Server-Sent Events stream of the caller's rooms.
 * `ready` first (after every subscription is in place, so nothing sent from then on is missed), then `message` for
 * each new message of a joined room (presented for this caller: `mine`), `joined` when the caller joins a room
 * elsewhere (the stream then carries that room too), and a `: ping` comment every pingIntervalMs.
 * The response is hijacked and written by hand: helmet's headers are already on reply.raw (onRequest), and the
 * stream lives until the client goes away or the app closes.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { type ChatEvent, type ChatEventBus, chatTopics } from '../../chat/chat-event-bus';
import { chatErrors } from '../../chat/chat-errors';
import { presentChatMessage } from '../../chat/chat-presenter';
import { findChatRoomIds } from '../../chat/find-chat-room-ids';

export const CHAT_EVENTS_PATH = '/chat/events';
/**
 * Open streams one member may hold on one instance: tabs and frames of a real person stay far below it, while a
 * script looping on the endpoint cannot pin unbounded sockets and subscriptions.
 */
export const MAX_STREAMS_PER_MEMBER = 10;

export interface ChatEventsOptions {
  db: Db;
  bus: ChatEventBus;
  /** How often a `: ping` comment keeps proxies from closing an idle stream (25 s in production). */
  pingIntervalMs: number;
}

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  // nginx and friends: do not buffer this response.
  'X-Accel-Buffering': 'no',
};

export async function chatEventRoutes(app: FastifyInstance, options: ChatEventsOptions) {
  const { db, bus } = options;
  /** Open streams, ended when the app closes (an open response would otherwise hold the server open). */
  const openStreams = new Set<() => void>();
  const streamsPerMember = new Map<string, number>();
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });

  app.get(CHAT_EVENTS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { user } = await app.requireUser(request);
    const viewerId = user.id;
    const held = streamsPerMember.get(viewerId) ?? 0;
    if (held >= MAX_STREAMS_PER_MEMBER) throw chatErrors.tooManyStreams();
    streamsPerMember.set(viewerId, held + 1);
    let counted = true;
    const uncount = () => {
      if (!counted) return;
      counted = false;
      const left = (streamsPerMember.get(viewerId) ?? 1) - 1;
      if (left > 0) streamsPerMember.set(viewerId, left);
      else streamsPerMember.delete(viewerId);
    };

    let ended = false;
    let ready = false;
    const queued: string[] = [];
    const unsubscribes = new Map<string, () => void>();
    const res = reply.raw;

    const emit = (frame: string) => {
      if (ended) return;
      if (!ready) queued.push(frame);
      else res.write(frame);
    };
    const send = (event: string, data: unknown) => emit(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

    const onRoomEvent = (event: ChatEvent) => {
      if (event.type === 'message') send('message', presentChatMessage(event.message, viewerId));
    };
    const listenToRoom = async (roomId: string) => {
      const topic = chatTopics.room(roomId);
      if (unsubscribes.has(topic)) return;
      unsubscribes.set(topic, () => {});
      const unsubscribe = await bus.subscribe(topic, onRoomEvent);
      if (ended) unsubscribe();
      else unsubscribes.set(topic, unsubscribe);
    };
    const onUserEvent = (event: ChatEvent) => {
      if (event.type !== 'joined') return;
      listenToRoom(event.chatRoomId).then(
        () => send('joined', { chatRoomId: event.chatRoomId }),
        (error: unknown) => request.log.error({ err: error }, 'chat stream could not follow a joined room'),
      );
    };

    let ping: NodeJS.Timeout | undefined;
    const release = () => {
      ended = true;
      uncount();
      clearInterval(ping);
      for (const unsubscribe of unsubscribes.values()) unsubscribe();
      unsubscribes.clear();
    };
    const end = () => {
      if (ended) return;
      release();
      openStreams.delete(end);
      if (!res.writableEnded) res.end();
    };

    // Subscribe before answering: a failure here (Redis down) still gets a proper error response.
    let roomIds: string[];
    try {
      unsubscribes.set(chatTopics.user(viewerId), await bus.subscribe(chatTopics.user(viewerId), onUserEvent));
      roomIds = await findChatRoomIds(db, viewerId);
      await Promise.all(roomIds.map(listenToRoom));
    } catch (error) {
      release();
      throw error;
    }

    reply.hijack();
    openStreams.add(end);
    res.on('close', end);
    if (res.destroyed) return end();
    res.writeHead(200, SSE_HEADERS);
    res.write(`event: ready\ndata: ${JSON.stringify({ chatRoomIds: roomIds })}\n\n`);
    ready = true;
    for (const frame of queued.splice(0)) res.write(frame);
    ping = setInterval(() => {
      if (!ended) res.write(': ping\n\n');
    }, options.pingIntervalMs);
    ping.unref();
  });
}
