/**
 * Chat event bus (ADR 6): how a message sent through one request reaches every open `GET /chat/events` stream.
 * Topics are per room (new messages) and per user (joins), so a busy room costs one publish per message whatever
 * its size. In process by default; Redis pub/sub (REDIS_URL) when several instances serve the same users.
 */
import type { Redis } from 'ioredis';
import type { ChatMessageData } from './chat-presenter';

export type ChatEvent = { type: 'message'; message: ChatMessageData } | { type: 'joined'; chatRoomId: string };
export type ChatEventListener = (event: ChatEvent) => void;

export const chatTopics = {
  room: (roomId: string) => `room:${roomId}`,
  user: (userId: string) => `user:${userId}`,
};

export interface ChatEventBus {
  /** Delivers the event to every listener of the topic, on every instance sharing the bus. */
  publish(topic: string, event: ChatEvent): Promise<void>;
  /** Listens to a topic; resolves once events published from now on will arrive, with the way to stop listening. */
  subscribe(topic: string, listener: ChatEventListener): Promise<() => void>;
  close(): Promise<void>;
}

/** Listeners per topic, shared by both implementations; a throwing listener does not stop the others. */
class ListenerRegistry {
  private readonly topics = new Map<string, Set<ChatEventListener>>();

  /** Adds a listener; true when it is the topic's first. */
  add(topic: string, listener: ChatEventListener): boolean {
    let set = this.topics.get(topic);
    const first = !set;
    if (!set) this.topics.set(topic, (set = new Set()));
    set.add(listener);
    return first;
  }

  /** Removes a listener; true when the topic has none left. */
  remove(topic: string, listener: ChatEventListener): boolean {
    const set = this.topics.get(topic);
    if (!set?.delete(listener)) return false;
    if (set.size) return false;
    this.topics.delete(topic);
    return true;
  }

  deliver(topic: string, event: ChatEvent, onError: (error: unknown) => void): void {
    for (const listener of [...(this.topics.get(topic) ?? [])]) {
      try {
        listener(event);
      } catch (error) {
        onError(error);
      }
    }
  }

  clear(): void {
    this.topics.clear();
  }
}

const logListenerError = (error: unknown) => console.error('chat event listener failed', error);

/** One process: events go straight to this instance's listeners (delivered asynchronously, like Redis would). */
export function createInProcessChatEventBus(): ChatEventBus {
  const registry = new ListenerRegistry();
  return {
    async publish(topic, event) {
      queueMicrotask(() => registry.deliver(topic, event, logListenerError));
    },
    async subscribe(topic, listener) {
      registry.add(topic, listener);
      let active = true;
      return () => {
        if (active) registry.remove(topic, listener);
        active = false;
      };
    },
    async close() {
      registry.clear();
    },
  };
}

/**
 * Redis pub/sub: `publisher` is any connection (the app's shared one; PUBLISH works on it), `subscriber` a
 * dedicated one (a connection in subscriber mode can do nothing else), owned and closed by the bus. Each topic is
 * SUBSCRIBEd once per instance however many streams listen, and UNSUBSCRIBEd when the last one stops; ioredis sends
 * commands in order on one connection, so a quick unsubscribe/subscribe pair cannot be reordered.
 */
export function createRedisChatEventBus(options: {
  publisher: Redis;
  subscriber: Redis;
  /** Channel prefix, so several apps (or test runs) can share one Redis. */
  prefix?: string;
}): ChatEventBus {
  const { publisher, subscriber } = options;
  const prefix = options.prefix ?? 'careerroad-chat:';
  const registry = new ListenerRegistry();
  let closed = false;

  subscriber.on('message', (channel: string, raw: string) => {
    if (!channel.startsWith(prefix)) return;
    let event: ChatEvent;
    try {
      event = JSON.parse(raw) as ChatEvent;
    } catch {
      return;
    }
    registry.deliver(channel.slice(prefix.length), event, logListenerError);
  });
  // Errors are retried by ioredis (and SUBSCRIBEs are restored on reconnect); do not crash the process on them.
  subscriber.on('error', (error: Error) => console.error(`chat event bus (Redis subscriber): ${error.message}`));

  return {
    async publish(topic, event) {
      await publisher.publish(prefix + topic, JSON.stringify(event));
    },
    async subscribe(topic, listener) {
      if (closed) throw new Error('chat event bus is closed');
      if (registry.add(topic, listener)) {
        try {
          await subscriber.subscribe(prefix + topic);
        } catch (error) {
          registry.remove(topic, listener);
          throw error;
        }
      } else {
        // Another listener's SUBSCRIBE may still be in flight; a no-op SUBSCRIBE queued behind it resolves after it.
        await subscriber.subscribe(prefix + topic);
      }
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        if (registry.remove(topic, listener) && !closed) {
          subscriber.unsubscribe(prefix + topic).catch(() => {});
        }
      };
    },
    async close() {
      closed = true;
      registry.clear();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
