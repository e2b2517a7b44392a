/**
 * postMessage protocol between the product page (parent) and the chat frame (spec §4 "Messages from the chat
 * frame"). Shared by both sides so a message can only be built and read one way. Every message carries
 * `channel: CHAT_CHANNEL` so unrelated postMessage traffic (extensions, SDKs) is ignored; both sides also check
 * the sender's origin and window before acting (see chat-panel.tsx and the chat app's bridge).
 */

export const CHAT_CHANNEL = 'careerroad-chat';

/** spec §9: the frame loads after the window load event, or after this fallback. */
export const CHAT_FRAME_LOAD_FALLBACK_MS = 5000;
/** spec §9: a chatOpenType query parameter opens the chat after this delay. */
export const CHAT_OPEN_DELAY_MS = 1000;

export const CHAT_OPEN_TYPES = ['default', 'only-room'] as const;
/** default: the room inside the full chat app (back to the room list); only-room: that room alone. */
export type ChatOpenType = (typeof CHAT_OPEN_TYPES)[number];

/** Frame → parent. */
export type ChatFrameMessage =
  | { channel: typeof CHAT_CHANNEL; type: 'close' }
  | { channel: typeof CHAT_CHANNEL; type: 'login' }
  | { channel: typeof CHAT_CHANNEL; type: 'sns-share'; url: string; title?: string }
  | { channel: typeof CHAT_CHANNEL; type: 'copy-text'; text: string }
  | { channel: typeof CHAT_CHANNEL; type: 'click-link'; url: string }
  /** Also the frame's "I am ready" signal: the parent flushes queued open-room messages after it. */
  | { channel: typeof CHAT_CHANNEL; type: 'token-request' }
  /** The frame's unread total changed (a room was read or a message arrived); the header badge refetches. */
  | { channel: typeof CHAT_CHANNEL; type: 'unread-changed' };

/** Parent → frame. */
export type ChatParentMessage =
  | { channel: typeof CHAT_CHANNEL; type: 'token'; accessToken: string | null }
  /**
   * Whether the panel is open. A closed panel hides the frame with display:none, which the frame's own page
   * visibility does not reflect, so without this it would mark messages read that nobody saw.
   */
  | { channel: typeof CHAT_CHANNEL; type: 'panel'; open: boolean }
  | {
      channel: typeof CHAT_CHANNEL;
      type: 'open-room';
      chatRoomId: string;
      chatMessageId: string | null;
      openType: ChatOpenType;
    };

type Body<T> = T extends unknown ? Omit<T, 'channel'> : never;

export function chatMessage<T extends ChatFrameMessage | ChatParentMessage>(body: Body<T>): T {
  return { channel: CHAT_CHANNEL, ...body } as T;
}

const MAX_TEXT = 10_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function shortString(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_TEXT;
}

/** http(s) URLs only: a frame must never make the parent open `javascript:` or `data:` URLs. */
export function isHttpUrl(value: unknown): value is string {
  if (!shortString(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Reads a message sent by the frame; anything malformed or foreign is null. */
export function parseChatFrameMessage(data: unknown): ChatFrameMessage | null {
  if (!isRecord(data) || data.channel !== CHAT_CHANNEL) return null;
  switch (data.type) {
    case 'close':
    case 'login':
    case 'token-request':
    case 'unread-changed':
      return { channel: CHAT_CHANNEL, type: data.type };
    case 'sns-share':
      if (!isHttpUrl(data.url)) return null;
      return {
        channel: CHAT_CHANNEL,
        type: 'sns-share',
        url: data.url,
        ...(shortString(data.title) && data.title.trim() ? { title: data.title } : {}),
      };
    case 'copy-text':
      return shortString(data.text) ? { channel: CHAT_CHANNEL, type: 'copy-text', text: data.text } : null;
    case 'click-link':
      return isHttpUrl(data.url) ? { channel: CHAT_CHANNEL, type: 'click-link', url: data.url } : null;
    default:
      return null;
  }
}

const ID = /^[0-9A-Za-z-]{1,64}$/;

export function isChatOpenType(value: unknown): value is ChatOpenType {
  return typeof value === 'string' && (CHAT_OPEN_TYPES as readonly string[]).includes(value);
}

/** Reads a message sent by the parent; anything malformed or foreign is null. */
export function parseChatParentMessage(data: unknown): ChatParentMessage | null {
  if (!isRecord(data) || data.channel !== CHAT_CHANNEL) return null;
  if (data.type === 'token') {
    const token = data.accessToken;
    if (token !== null && !(typeof token === 'string' && token.length > 0 && token.length <= 512)) return null;
    return { channel: CHAT_CHANNEL, type: 'token', accessToken: token };
  }
  if (data.type === 'panel') {
    return typeof data.open === 'boolean' ? { channel: CHAT_CHANNEL, type: 'panel', open: data.open } : null;
  }
  if (data.type === 'open-room') {
    if (typeof data.chatRoomId !== 'string' || !ID.test(data.chatRoomId)) return null;
    const messageId = data.chatMessageId ?? null;
    if (messageId !== null && !(typeof messageId === 'string' && ID.test(messageId))) return null;
    if (!isChatOpenType(data.openType)) return null;
    return {
      channel: CHAT_CHANNEL,
      type: 'open-room',
      chatRoomId: data.chatRoomId,
      chatMessageId: messageId,
      openType: data.openType,
    };
  }
  return null;
}
