/**
 * Shapes of the chat GraphQL calls (docs/CONTRACTS.md "Chat"), generated from the portal schema and the chat
 * documents (npm run codegen): a room or message is what ChatRoomFields / ChatMessageFields select.
 */
import type { JoinChatRoomMutation } from '../api/graphql/portal-operations.generated';
import type {
  ChatMessageFieldsFragment,
  ChatMessagesQuery,
  ChatRoomFieldsFragment,
  ChatRoomKind,
} from '../api/graphql/chat-operations.generated';

export type { ChatRoomKind };

/** `id` is a decimal string that increases within a room; `createdAt` is ISO 8601; `sender` is null for a notice. */
export type ChatMessage = ChatMessageFieldsFragment;
export type ChatSender = NonNullable<ChatMessage['sender']>;
export type ChatRoom = ChatRoomFieldsFragment;
/** `messages` oldest first; `hasMore`: more messages in the paging direction. */
export type ChatMessagePage = ChatMessagesQuery['chatMessages'];
export type ChatJoinResult = JoinChatRoomMutation['joinChatRoom'];

/** Every failed call ends up as this (REST error body shape); `message` is Korean and safe to show. */
export interface ChatApiError {
  statusCode: number;
  code: string;
  message: string;
}
