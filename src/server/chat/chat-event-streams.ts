/**
 * The live event streams of one instance (docs/CONTRACTS.md "Chat", ADR 6), apart from HTTP: a stream of a member
 * subscribes to their user topic and to every room they are in, then sends `ready` (after every subscription is in
 * place, so nothing published from then on is missed), `message` for each new message of a joined room (presented
 * for this member: `mine`), `joined` when the member joins a room elsewhere (the stream then follows that room too),
 * and a `: ping` comment every pingIntervalMs. It ends when its client goes away or closeAll() runs (app shutdown).
 * The transport (routes/chat/chat-events.ts) only hands over a sink to write frames to.
 */
import type { Db } from '../../db/client';
import { type ChatEvent, type ChatEventBus, chatTopics } from './chat-event-bus';
import { chatErrors } from './chat-errors';
import { presentChatMessage } from './chat-presenter';
import { findChatRoomIds } from './find-chat-room-ids';

/**
 * Open streams one member may hold on one instance: tabs and frames of a real person stay far below it, while a
 * script looping on the endpoint cannot pin unbounded sockets and subscriptions.
 */
export const MAX_STREAMS_PER_MEMBER = 10;

/** Where a stream's frames go (the response, in the route). */
export interface ChatStreamSink {
  write(frame: string): void;
  end(): void;
}

/** A stream whose subscriptions are in place, not yet answering. */
export interface OpenedChatStream {
  /** The rooms followed from the start, sent in `ready`. */
  readonly roomIds: string[];
  /** Writes `ready`, then whatever arrived since the subscriptions, then events and pings as they come (once). */
  start(sink: ChatStreamSink): void;
  /** Lets go of everything (idempotent): subscriptions, the ping, the member's count, the sink. */
  end(): void;
}

export interface ChatEventStreams {
  /**
   * Subscribes a stream for `viewerId`. Throws 429 past MAX_STREAMS_PER_MEMBER, or the bus' error (Redis down) after
   * letting go of what it had taken, so the caller can still answer with an error.
   */
  open(viewerId: string, log: (error: unknown, message: string) => void): Promise<OpenedChatStream>;
  /** Streams a member holds on this instance. */
  countOf(viewerId: string): number;
  /** Streams open on this instance, all members (the chat_streams_open metric). */
  openCount(): number;
  /** Ends every open stream: an open response would otherwise hold the server open. */
  closeAll(): void;
}

export interface ChatEventStreamsOptions {
  db: Db;
  bus: ChatEventBus;
  /** How often a `: ping` comment keeps proxies from closing an idle stream (25 s in production). */
  pingIntervalMs: number;
  maxPerMember?: number;
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export function createChatEventStreams(options: ChatEventStreamsOptions): ChatEventStreams {
  const { db, bus } = options;
  const maxPerMember = options.maxPerMember ?? MAX_STREAMS_PER_MEMBER;
  const openStreams = new Set<OpenedChatStream>();
  const streamsPerMember = new Map<string, number>();

  const open = async (viewerId: string, log: (error: unknown, message: string) => void): Promise<OpenedChatStream> => {
    const held = streamsPerMember.get(viewerId) ?? 0;
    if (held >= maxPerMember) throw chatErrors.tooManyStreams();
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
    let sink: ChatStreamSink | undefined;
    // Events that arrive between the subscriptions and start() wait here, after `ready`.
    const queued: string[] = [];
    const unsubscribes = new Map<string, () => void>();
    let ping: NodeJS.Timeout | undefined;

    const emit = (text: string) => {
      if (ended) return;
      if (sink) sink.write(text);
      else queued.push(text);
    };
    const onRoomEvent = (event: ChatEvent) => {
      if (event.type === 'message') emit(frame('message', presentChatMessage(event.message, viewerId)));
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
        () => emit(frame('joined', { chatRoomId: event.chatRoomId })),
        (error: unknown) => log(error, 'chat stream could not follow a joined room'),
      );
    };
    const release = () => {
      ended = true;
      uncount();
      clearInterval(ping);
      for (const unsubscribe of unsubscribes.values()) unsubscribe();
      unsubscribes.clear();
    };

    let roomIds: string[];
    try {
      const userTopic = chatTopics.user(viewerId);
      unsubscribes.set(userTopic, await bus.subscribe(userTopic, onUserEvent));
      roomIds = await findChatRoomIds(db, viewerId);
      await Promise.all(roomIds.map(listenToRoom));
    } catch (error) {
      release();
      throw error;
    }

    const stream: OpenedChatStream = {
      roomIds,
      start(target) {
        if (sink) return;
        // Ended meanwhile (the app is closing): answer nothing more.
        if (ended) return target.end();
        target.write(frame('ready', { chatRoomIds: roomIds }));
        sink = target;
        for (const text of queued.splice(0)) target.write(text);
        ping = setInterval(() => {
          if (!ended) target.write(': ping\n\n');
        }, options.pingIntervalMs);
        ping.unref();
      },
      end() {
        if (ended) return;
        release();
        openStreams.delete(stream);
        sink?.end();
      },
    };
    openStreams.add(stream);
    return stream;
  };

  return {
    open,
    countOf: (viewerId) => streamsPerMember.get(viewerId) ?? 0,
    openCount: () => openStreams.size,
    closeAll() {
      for (const stream of [...openStreams]) stream.end();
    },
  };
}
