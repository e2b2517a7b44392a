/**
 * The chat's GraphQL calls (docs/CONTRACTS.md "Chat") against `/graphql` on the chat site's own origin, with
 * `Authorization: Bearer <token>` when the parent gave a token and cookies included either way. Every failure is
 * thrown as a ChatApiError. Framed, a 401 asks the parent for a token once and retries the call with the answer.
 */
import type { GraphQLClient } from 'graphql-request';
import { createPortalGraphqlClient, PORTAL_GRAPHQL_PATH } from '../api/graphql-clients';
// The product page joins exam rooms with the same document (src/web/chat/join-exam-chat-room.ts).
import { JOIN_CHAT_ROOM_MUTATION } from '../api/portal-api';
import { DEFAULT_MESSAGES_BY_STATUS } from '../api/error-catalogue';
import type { JoinChatRoomMutation, JoinChatRoomMutationVariables } from '../api/graphql/portal-operations.generated';
import type {
  CbtExamChatRoomQuery,
  CbtExamChatRoomQueryVariables,
  ChatMessagesQuery,
  ChatMessagesQueryVariables,
  ChatRoomQuery,
  ChatRoomQueryVariables,
  ChatRoomsQuery,
  MarkChatRoomReadMutation,
  MarkChatRoomReadMutationVariables,
  SendChatMessageMutation,
  SendChatMessageMutationVariables,
} from '../api/graphql/chat-operations.generated';
import { toChatApiError } from './chat-api-error';
import type { ChatApiError, ChatJoinResult, ChatMessage, ChatMessagePage, ChatRoom } from './chat-types';

const MESSAGE_FIELDS = /* GraphQL */ `
  fragment ChatMessageFields on ChatMessage {
    id
    chatRoomId
    body
    createdAt
    sender {
      id
      nickname
    }
    mine
  }
`;

const ROOM_FIELDS = /* GraphQL */ `
  fragment ChatRoomFields on ChatRoom {
    id
    title
    kind
    cbtExamId
    memberCount
    joined
    unreadCount
    lastMessage {
      ...ChatMessageFields
    }
  }
  ${MESSAGE_FIELDS}
`;

export const CHAT_ROOMS_QUERY = /* GraphQL */ `
  query ChatRooms {
    chatRooms {
      ...ChatRoomFields
    }
  }
  ${ROOM_FIELDS}
`;

export const CHAT_ROOM_QUERY = /* GraphQL */ `
  query ChatRoom($chatRoomId: ID!) {
    chatRoom(chatRoomId: $chatRoomId) {
      ...ChatRoomFields
    }
  }
  ${ROOM_FIELDS}
`;

export const CHAT_MESSAGES_QUERY = /* GraphQL */ `
  query ChatMessages($chatRoomId: ID!, $before: ID, $after: ID, $first: Int) {
    chatMessages(chatRoomId: $chatRoomId, before: $before, after: $after, first: $first) {
      messages {
        ...ChatMessageFields
      }
      hasMore
    }
  }
  ${MESSAGE_FIELDS}
`;

export const CBT_EXAM_CHAT_ROOM_QUERY = /* GraphQL */ `
  query CbtExamChatRoom($cbtExamId: Int!) {
    cbtExamChatRoom(cbtExamId: $cbtExamId) {
      ...ChatRoomFields
    }
  }
  ${ROOM_FIELDS}
`;

export const SEND_CHAT_MESSAGE_MUTATION = /* GraphQL */ `
  mutation SendChatMessage($chatRoomId: ID!, $body: String!) {
    sendChatMessage(chatRoomId: $chatRoomId, body: $body) {
      ...ChatMessageFields
    }
  }
  ${MESSAGE_FIELDS}
`;

export const MARK_CHAT_ROOM_READ_MUTATION = /* GraphQL */ `
  mutation MarkChatRoomRead($chatRoomId: ID!, $messageId: ID!) {
    markChatRoomRead(chatRoomId: $chatRoomId, messageId: $messageId) {
      ...ChatRoomFields
    }
  }
  ${ROOM_FIELDS}
`;

/** Where the token comes from; `refresh` is present only when framed (the parent can be asked again). */
export interface ChatAuth {
  token(): string | null;
  /** True when the caller is known to be a visitor: member-only calls fail with 401 without a request. */
  visitor?: () => boolean;
  refresh?: () => Promise<string | null>;
}

export interface ChatMessagesArgs {
  before?: string;
  after?: string;
  first?: number;
}

export interface ChatApi {
  chatRooms(): Promise<ChatRoom[]>;
  chatRoom(chatRoomId: string): Promise<ChatRoom>;
  chatMessages(chatRoomId: string, args?: ChatMessagesArgs): Promise<ChatMessagePage>;
  cbtExamChatRoom(cbtExamId: number): Promise<ChatRoom>;
  joinChatRoom(chatRoomId: string): Promise<ChatJoinResult>;
  sendChatMessage(chatRoomId: string, body: string): Promise<ChatMessage>;
  markChatRoomRead(chatRoomId: string, messageId: string): Promise<ChatRoom>;
}

export interface ChatApiOptions {
  auth: ChatAuth;
  /** Defaults to `/graphql` on the page's own origin. */
  endpoint?: string;
  client?: GraphQLClient;
}

const VISITOR_ERROR: ChatApiError = { statusCode: 401, code: 'UNAUTHORIZED', message: DEFAULT_MESSAGES_BY_STATUS[401]! };

export function bearerHeaders(token: string | null): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

export function createChatApi({ auth, endpoint, client: given }: ChatApiOptions): ChatApi {
  const client =
    given ??
    createPortalGraphqlClient({
      endpoint: endpoint ?? `${typeof window === 'undefined' ? '' : window.location.origin}${PORTAL_GRAPHQL_PATH}`,
    });

  // T and V are a document's generated result and variable types, so a call cannot drift from its document.
  async function call<T, V extends Record<string, unknown> = Record<string, never>>(
    document: string,
    variables?: V,
  ): Promise<T> {
    if (auth.visitor?.()) throw VISITOR_ERROR;
    const attempt = (token: string | null) =>
      client.request<T>({ document, variables, requestHeaders: bearerHeaders(token) } as Parameters<
        GraphQLClient['request']
      >[0]) as Promise<T>;
    try {
      return await attempt(auth.token());
    } catch (error) {
      const mapped = toChatApiError(error);
      if (mapped.statusCode !== 401 || !auth.refresh) throw mapped;
      // Framed: the parent may hold a newer token (e.g. the member logged in after the frame loaded). Once.
      const fresh = await auth.refresh();
      try {
        return await attempt(fresh);
      } catch (retryError) {
        throw toChatApiError(retryError);
      }
    }
  }

  return {
    chatRooms: async () => (await call<ChatRoomsQuery>(CHAT_ROOMS_QUERY)).chatRooms,
    chatRoom: async (chatRoomId) =>
      (await call<ChatRoomQuery, ChatRoomQueryVariables>(CHAT_ROOM_QUERY, { chatRoomId })).chatRoom,
    chatMessages: async (chatRoomId, args = {}) =>
      (
        await call<ChatMessagesQuery, ChatMessagesQueryVariables>(CHAT_MESSAGES_QUERY, {
          chatRoomId,
          ...(args.before !== undefined ? { before: args.before } : {}),
          ...(args.after !== undefined ? { after: args.after } : {}),
          ...(args.first !== undefined ? { first: args.first } : {}),
        })
      ).chatMessages,
    cbtExamChatRoom: async (cbtExamId) =>
      (await call<CbtExamChatRoomQuery, CbtExamChatRoomQueryVariables>(CBT_EXAM_CHAT_ROOM_QUERY, { cbtExamId }))
        .cbtExamChatRoom,
    joinChatRoom: async (chatRoomId) =>
      (await call<JoinChatRoomMutation, JoinChatRoomMutationVariables>(JOIN_CHAT_ROOM_MUTATION, { chatRoomId }))
        .joinChatRoom,
    sendChatMessage: async (chatRoomId, body) =>
      (
        await call<SendChatMessageMutation, SendChatMessageMutationVariables>(SEND_CHAT_MESSAGE_MUTATION, {
          chatRoomId,
          body,
        })
      ).sendChatMessage,
    markChatRoomRead: async (chatRoomId, messageId) =>
      (
        await call<MarkChatRoomReadMutation, MarkChatRoomReadMutationVariables>(MARK_CHAT_ROOM_READ_MUTATION, {
          chatRoomId,
          messageId,
        })
      ).markChatRoomRead,
  };
}
