/**
 * The frame's end of the postMessage protocol (src/web/chat/chat-protocol.ts, ADR 6). Posts go to window.parent
 * with the validated parent origin as targetOrigin (never '*'); only messages whose origin is that origin *and*
 * whose source is window.parent are read. Without a parent origin, or when not framed, the bridge is standalone:
 * nothing is posted and nothing is read.
 */
import {
  type ChatFrameMessage,
  type ChatParentMessage,
  chatMessage,
  parseChatParentMessage,
} from '../chat/chat-protocol';

type Body<T> = T extends unknown ? Omit<T, 'channel'> : never;
export type ChatFrameMessageBody = Body<ChatFrameMessage>;

export interface ChatBridge {
  /** Framed by a trusted parent: the parent answers token requests and handles close, login, share, copy, links. */
  readonly framed: boolean;
  readonly parentOrigin: string | null;
  /** Posts to the parent; false (and nothing sent) when standalone. */
  post(message: ChatFrameMessageBody): boolean;
  /** Listens to the parent's messages; returns the unsubscribe function. */
  subscribe(listener: (message: ChatParentMessage) => void): () => void;
  /** Removes the window listener. */
  destroy(): void;
}

export interface ChatBridgeOptions {
  parentOrigin: string | null;
  /** The frame's window (tests pass their own). */
  win?: Window;
}

export function createChatBridge({ parentOrigin, win = window }: ChatBridgeOptions): ChatBridge {
  const parent = win.parent;
  const framed = parentOrigin !== null && parent !== null && parent !== win;
  const listeners = new Set<(message: ChatParentMessage) => void>();

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== parentOrigin || event.source !== parent) return;
    const message = parseChatParentMessage(event.data);
    if (!message) return;
    for (const listener of [...listeners]) listener(message);
  };
  if (framed) win.addEventListener('message', onMessage);

  return {
    framed,
    parentOrigin: framed ? parentOrigin : null,
    post(body) {
      if (!framed || !parentOrigin) return false;
      parent.postMessage(chatMessage<ChatFrameMessage>(body), parentOrigin);
      return true;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      listeners.clear();
      if (framed) win.removeEventListener('message', onMessage);
    },
  };
}
