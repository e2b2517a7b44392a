/**
 * spec §4: `?chatOpenType=default|only-room&chatRoomId=<id>[&chatMessageId=<id>]` opens the chat on arrival
 * (after CHAT_OPEN_DELAY_MS) and the parameters are then removed from the address bar.
 */
import { type ChatOpenType, isChatOpenType } from './chat-protocol';

export const CHAT_OPEN_PARAMS = ['chatOpenType', 'chatRoomId', 'chatMessageId'] as const;

export interface ChatOpenRequest {
  openType: ChatOpenType;
  chatRoomId: string;
  chatMessageId: string | null;
}

const ID = /^[0-9A-Za-z-]{1,64}$/;

function splitPath(asPath: string): { path: string; params: URLSearchParams; hash: string } {
  const hashAt = asPath.indexOf('#');
  const hash = hashAt === -1 ? '' : asPath.slice(hashAt);
  const beforeHash = hashAt === -1 ? asPath : asPath.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  return { path, params, hash };
}

/** The request in a path, or null when the parameters are missing or malformed (then nothing opens). */
export function parseChatOpenQuery(asPath: string): ChatOpenRequest | null {
  const { params } = splitPath(asPath);
  const openType = params.get('chatOpenType');
  const chatRoomId = params.get('chatRoomId');
  if (!isChatOpenType(openType) || !chatRoomId || !ID.test(chatRoomId)) return null;
  const messageId = params.get('chatMessageId');
  return { openType, chatRoomId, chatMessageId: messageId && ID.test(messageId) ? messageId : null };
}

/** The same path without the chat parameters (other parameters and the hash stay). */
export function withoutChatOpenQuery(asPath: string): string {
  const { path, params, hash } = splitPath(asPath);
  for (const name of CHAT_OPEN_PARAMS) params.delete(name);
  const query = params.toString();
  return `${path || '/'}${query ? `?${query}` : ''}${hash}`;
}
