/** GraphQL documents and rooms for the chat API tests. */
import type { Db } from '../db/client';
import { createChatRoom } from '../server/chat/create-chat-room';
import { sendChatMessage } from '../server/chat/send-chat-message';
import { type InjectTarget, graphql } from './graphql-call';

type TestApp = InjectTarget;

const MESSAGE = 'id chatRoomId body createdAt sender { id nickname } mine';
const ROOM = `id title kind cbtExamId memberCount joined unreadCount lastMessage { ${MESSAGE} }`;

export const CHAT_DOCS = {
  rooms: `query { chatRooms { ${ROOM} } }`,
  room: `query ($chatRoomId: ID!) { chatRoom(chatRoomId: $chatRoomId) { ${ROOM} } }`,
  messages: `query ($chatRoomId: ID!, $before: ID, $after: ID, $first: Int) {
    chatMessages(chatRoomId: $chatRoomId, before: $before, after: $after, first: $first) { messages { ${MESSAGE} } hasMore }
  }`,
  examRoom: `query ($cbtExamId: Int!) { cbtExamChatRoom(cbtExamId: $cbtExamId) { ${ROOM} } }`,
  join: `mutation ($chatRoomId: ID!) { joinChatRoom(chatRoomId: $chatRoomId) { chatRoomId userId } }`,
  send: `mutation ($chatRoomId: ID!, $body: String!) { sendChatMessage(chatRoomId: $chatRoomId, body: $body) { ${MESSAGE} } }`,
  markRead: `mutation ($chatRoomId: ID!, $messageId: ID!) { markChatRoomRead(chatRoomId: $chatRoomId, messageId: $messageId) { ${ROOM} } }`,
  unread: `query { chatMessageUnreadCount }`,
} as const;

export function chatCall(
  t: TestApp,
  doc: keyof typeof CHAT_DOCS,
  variables: Record<string, unknown> = {},
  options: { cookie?: string; host?: string } = {},
) {
  return graphql(t, CHAT_DOCS[doc], variables, options);
}

/** A GROUP room with members and messages sent straight through the operations (no rate limit). */
export async function groupRoomWith(db: Db, memberIds: string[], messages: Array<[string | null, string]> = []) {
  const room = await createChatRoom(db, { title: '테스트 스터디방', memberIds });
  const sent = [];
  for (const [senderId, body] of messages) sent.push(await sendChatMessage(db, { roomId: room.id, senderId, body }));
  return { room, sent };
}
