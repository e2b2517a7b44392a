/**
 * The member's access token as the parent page gives it. Framed, the frame asks with 'token-request' and waits for
 * the 'token' answer (null: a visitor, or the parent could not read one; cookies may still work). Standalone, there
 * is no token and cookies carry the session. A 401 asks the parent once more (refresh), shared by concurrent calls.
 */
import type { ChatBridge } from './chat-bridge';

/** How long the frame waits for the parent's answer before it goes on with cookies alone. */
export const TOKEN_WAIT_MS = 4000;

export interface ChatTokenStore {
  /** True once the parent answered (or the wait ran out, or standalone). */
  readonly ready: boolean;
  token(): string | null;
  /**
   * The parent answered that there is no token. It reads CurrentUser with its own session cookie, so this is a
   * visitor: calls that need a member can fail at once instead of asking the server for a 401.
   */
  knownVisitor(): boolean;
  /** Sends 'token-request' (the frame's ready signal) and resolves with the answer. */
  request(): Promise<string | null>;
  /** After a 401: asks the parent again; concurrent callers share one request. */
  refresh(): Promise<string | null>;
  /** Called with the new token whenever it changes. */
  subscribe(listener: (token: string | null) => void): () => void;
  destroy(): void;
}

// Wrapped, not stored: browsers throw "Illegal invocation" when setTimeout is called with another `this`.
const browserTimers = {
  set: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clear: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
};

export function createChatTokenStore(
  bridge: ChatBridge,
  timers: { set: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>; clear: (timer: ReturnType<typeof setTimeout>) => void } = browserTimers,
): ChatTokenStore {
  let current: string | null = null;
  let ready = !bridge.framed;
  let answered = false;
  let pending: Promise<string | null> | null = null;
  let resolvePending: ((token: string | null) => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<(token: string | null) => void>();

  const settle = (token: string | null) => {
    if (timer !== undefined) timers.clear(timer);
    timer = undefined;
    ready = true;
    const resolve = resolvePending;
    pending = null;
    resolvePending = null;
    resolve?.(token);
  };

  const unsubscribe = bridge.subscribe((message) => {
    if (message.type !== 'token') return;
    const changed = message.accessToken !== current;
    answered = true;
    current = message.accessToken;
    settle(current);
    if (changed) for (const listener of [...listeners]) listener(current);
  });

  const ask = (): Promise<string | null> => {
    if (!bridge.framed) return Promise.resolve(null);
    if (pending) return pending;
    pending = new Promise<string | null>((resolve) => {
      resolvePending = resolve;
    });
    const promise = pending;
    timer = timers.set(() => settle(current), TOKEN_WAIT_MS);
    bridge.post({ type: 'token-request' });
    return promise;
  };

  return {
    get ready() {
      return ready;
    },
    token: () => current,
    knownVisitor: () => bridge.framed && answered && current === null,
    request: ask,
    refresh: ask,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      unsubscribe();
      listeners.clear();
      if (timer !== undefined) timers.clear(timer);
    },
  };
}
