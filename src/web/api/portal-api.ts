/** Portal GraphQL calls (docs/CONTRACTS.md, spec §7.3). Every function takes the client first. */
import type { GraphqlRequester } from './graphql-clients';
import type {
  CbtExamChatRoomQuery,
  CbtExamChatRoomQueryVariables,
  ChatMessageUnreadCountQuery,
  CreateSuggestionInput,
  CreateSuggestionMutation,
  CreateSuggestionMutationVariables,
  CurrentUserQuery,
  CurrentUserQueryVariables,
  DeviceInfo,
  JoinChatRoomMutation,
  JoinChatRoomMutationVariables,
  NotificationScope,
} from './graphql/portal-operations.generated';

// Result and variable types are generated from the portal schema and the documents below (npm run codegen).
export type { CreateSuggestionInput, DeviceInfo, NotificationScope };

/** The logged-in member as CURRENT_USER_QUERY selects it. */
export type CurrentUser = NonNullable<CurrentUserQuery['currentUser']>;
export type CurrentUserChannel = NonNullable<CurrentUser['channel']>;

export const CURRENT_USER_QUERY = /* GraphQL */ `
  query CurrentUser($notificationType: NotificationScope) {
    currentUser {
      id
      username
      type
      corporateApproved
      scrapCount
      notificationUnreadCount(scope: $notificationType)
      channel {
        id
        url
        deactivatedAt
      }
      tokenSet {
        accessToken
      }
    }
  }
`;

/** The logged-in portal user, or null when logged out. Transport/GraphQL errors propagate. */
export async function getCurrentUser(
  client: GraphqlRequester,
  notificationType: NotificationScope = 'NOTIFICATION',
): Promise<CurrentUser | null> {
  const data = await client.request<CurrentUserQuery, CurrentUserQueryVariables>(CURRENT_USER_QUERY, {
    notificationType,
  });
  return data?.currentUser ?? null;
}

export const CREATE_SUGGESTION_MUTATION = /* GraphQL */ `
  mutation CreateSuggestion($input: CreateSuggestionInput!) {
    createSuggestion(input: $input) {
      email
      content
    }
  }
`;

/** Sends a customer inquiry (spec §3 Suggestion). */
export async function createSuggestion(
  client: GraphqlRequester,
  input: CreateSuggestionInput,
): Promise<CreateSuggestionMutation['createSuggestion']> {
  const data = await client.request<CreateSuggestionMutation, CreateSuggestionMutationVariables>(
    CREATE_SUGGESTION_MUTATION,
    { input },
  );
  return data.createSuggestion;
}

export const CHAT_MESSAGE_UNREAD_COUNT_QUERY = /* GraphQL */ `
  query ChatMessageUnreadCount {
    chatMessageUnreadCount
  }
`;

/** Unread chat messages of the member's rooms; 0 for a visitor. */
export async function getChatMessageUnreadCount(client: GraphqlRequester): Promise<number> {
  const data = await client.request<ChatMessageUnreadCountQuery>(CHAT_MESSAGE_UNREAD_COUNT_QUERY);
  return data?.chatMessageUnreadCount ?? 0;
}

export const CBT_EXAM_CHAT_ROOM_QUERY = /* GraphQL */ `
  query CbtExamChatRoom($cbtExamId: Int!) {
    cbtExamChatRoom(cbtExamId: $cbtExamId) {
      id
      title
      joined
    }
  }
`;

/** An exam's open chat room as CBT_EXAM_CHAT_ROOM_QUERY selects it. */
export type ExamChatRoom = CbtExamChatRoomQuery['cbtExamChatRoom'];

/** The open chat room of a CBT exam (spec §7.3 CbtExamChatRoom); the server creates it on first ask. */
export async function getCbtExamChatRoom(client: GraphqlRequester, cbtExamId: number): Promise<ExamChatRoom> {
  const data = await client.request<CbtExamChatRoomQuery, CbtExamChatRoomQueryVariables>(CBT_EXAM_CHAT_ROOM_QUERY, {
    cbtExamId,
  });
  // spec §5: the chat-room lookup must return a value.
  if (!data?.cbtExamChatRoom?.id) throw new Error('chat room id not found');
  return data.cbtExamChatRoom;
}

export const JOIN_CHAT_ROOM_MUTATION = /* GraphQL */ `
  mutation JoinChatRoom($chatRoomId: ID!) {
    joinChatRoom(chatRoomId: $chatRoomId) {
      chatRoomId
      userId
    }
  }
`;

/** Joins an open room (spec §3 join result: the room id and the user id). */
export async function joinChatRoom(
  client: GraphqlRequester,
  chatRoomId: string,
): Promise<JoinChatRoomMutation['joinChatRoom']> {
  const data = await client.request<JoinChatRoomMutation, JoinChatRoomMutationVariables>(JOIN_CHAT_ROOM_MUTATION, {
    chatRoomId,
  });
  return data.joinChatRoom;
}

/** Spec §3: MOBILE or PC, guessed from the platform string (navigator.platform / userAgentData.platform). */
export function guessDeviceInfo(platform: string | undefined | null): DeviceInfo {
  return /android|iphone|ipad|ipod|ios|mobile|arm/i.test(platform ?? '') ? 'MOBILE' : 'PC';
}
