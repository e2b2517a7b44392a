/**
 * Live chat events (`GET /chat/events`, docs/CONTRACTS.md): read with fetch and a stream reader because EventSource
 * cannot send the Bearer header. Reconnects with backoff (1 s, 2 s, 4 s … at most 30 s, reset once a connection
 * delivered its `ready` event), stops for good on a 401, and stops when the caller aborts (unmount).
 */
import { bearerHeaders } from './chat-api';
import type { ChatMessage } from './chat-types';
import { createSseParser, type SseEvent } from './sse-parser';

export const CHAT_EVENTS_PATH = '/chat/events';
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;

export type ChatLiveEvent =
  | { type: 'ready'; chatRoomIds: string[] }
  | { type: 'message'; message: ChatMessage }
  | { type: 'joined'; chatRoomId: string };

/** Delay before reconnect attempt n (0-based): 1 s, 2 s, 4 s, … capped at 30 s. */
export function backoffDelay(attempt: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempt), BACKOFF_MAX_MS);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isChatMessage(value: unknown): value is ChatMessage {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.chatRoomId === 'string' &&
    typeof value.body === 'string' &&
    typeof value.createdAt === 'string' &&
    typeof value.mine === 'boolean' &&
    (value.sender === null || (isRecord(value.sender) && typeof value.sender.nickname === 'string'))
  );
}

/** One SSE event → a typed chat event; unknown names and malformed data are dropped. */
export function toChatLiveEvent(event: SseEvent): ChatLiveEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return null;
  }
  if (event.event === 'message' && isChatMessage(data)) return { type: 'message', message: data };
  if (event.event === 'joined' && isRecord(data) && typeof data.chatRoomId === 'string') {
    return { type: 'joined', chatRoomId: data.chatRoomId };
  }
  if (event.event === 'ready' && isRecord(data) && Array.isArray(data.chatRoomIds)) {
    return { type: 'ready', chatRoomIds: data.chatRoomIds.filter((id): id is string => typeof id === 'string') };
  }
  return null;
}

export interface ChatEventStreamOptions {
  token: () => string | null;
  onEvent: (event: ChatLiveEvent) => void;
  /** The server answered 401: the stream has stopped. */
  onUnauthorized?: () => void;
  signal: AbortSignal;
  url?: string;
  fetchFn?: typeof fetch;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Runs until aborted or unauthorized; resolves then. Never rejects. */
export async function runChatEventStream(options: ChatEventStreamOptions): Promise<'aborted' | 'unauthorized'> {
  const { signal, onEvent } = options;
  const fetchFn = options.fetchFn ?? fetch;
  const sleep = options.sleep ?? abortableSleep;
  const url = options.url ?? CHAT_EVENTS_PATH;
  let attempt = 0;
  while (!signal.aborted) {
    try {
      const response = await fetchFn(url, {
        method: 'GET',
        credentials: 'include',
        cache: 'no-store',
        headers: { accept: 'text/event-stream', ...bearerHeaders(options.token()) },
        signal,
      });
      if (response.status === 401) {
        await response.body?.cancel().catch(() => undefined);
        options.onUnauthorized?.();
        return 'unauthorized';
      }
      if (response.ok && response.body) {
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        const parser = createSseParser();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const raw of parser.push(decoder.decode(value, { stream: true }))) {
            const event = toChatLiveEvent(raw);
            if (!event) continue;
            if (event.type === 'ready') attempt = 0;
            onEvent(event);
          }
        }
      } else {
        await response.body?.cancel().catch(() => undefined);
      }
    } catch {
      // Network failure or abort; the loop condition decides.
    }
    if (signal.aborted) break;
    await sleep(backoffDelay(attempt), signal);
    attempt += 1;
  }
  return 'aborted';
}
