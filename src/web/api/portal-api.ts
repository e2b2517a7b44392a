/** Portal GraphQL calls (docs/CONTRACTS.md, spec §7.3). Every function takes the client first. */
import type { GraphQLClient } from 'graphql-request';

/** Mirrors the portal schema's NotificationScope enum. */
export type NotificationScope = 'NOTIFICATION' | 'CHAT' | 'MARKETING';

export interface CurrentUserChannel {
  id: string;
  url: string;
  deactivatedAt: string | null;
}

export interface CurrentUser {
  id: string;
  username: string;
  type: 'NORMAL' | 'CORPORATE';
  /** True for NORMAL members; for corporate members, whether their sign-up is approved (spec §6). */
  corporateApproved: boolean;
  scrapCount: number;
  notificationUnreadCount: number;
  channel: CurrentUserChannel | null;
  tokenSet: { accessToken: string | null };
}

export interface CurrentUserQueryResult {
  currentUser: CurrentUser | null;
}

export interface CurrentUserQueryVariables {
  notificationType: NotificationScope;
}

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
  client: GraphQLClient,
  notificationType: NotificationScope = 'NOTIFICATION',
): Promise<CurrentUser | null> {
  const data = await client.request<CurrentUserQueryResult, CurrentUserQueryVariables>(CURRENT_USER_QUERY, {
    notificationType,
  });
  return data?.currentUser ?? null;
}

export type DeviceInfo = 'MOBILE' | 'PC';

export interface CreateSuggestionInput {
  email: string;
  content: string;
  attachmentIds: string[];
  deviceInfo: DeviceInfo;
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
  client: GraphQLClient,
  input: CreateSuggestionInput,
): Promise<{ email: string; content: string }> {
  const data = await client.request<
    { createSuggestion: { email: string; content: string } },
    { input: CreateSuggestionInput }
  >(CREATE_SUGGESTION_MUTATION, { input });
  return data.createSuggestion;
}

export const CHAT_MESSAGE_UNREAD_COUNT_QUERY = /* GraphQL */ `
  query ChatMessageUnreadCount {
    chatMessageUnreadCount
  }
`;

/** Unread chat messages of the member's rooms; 0 for a visitor. */
export async function getChatMessageUnreadCount(client: GraphQLClient): Promise<number> {
  const data = await client.request<{ chatMessageUnreadCount: number }>(CHAT_MESSAGE_UNREAD_COUNT_QUERY);
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

export interface ExamChatRoom {
  id: string;
  title: string;
  joined: boolean;
}

/** The open chat room of a CBT exam (spec §7.3 CbtExamChatRoom); the server creates it on first ask. */
export async function getCbtExamChatRoom(client: GraphQLClient, cbtExamId: number): Promise<ExamChatRoom> {
  const data = await client.request<{ cbtExamChatRoom: ExamChatRoom | null }, { cbtExamId: number }>(
    CBT_EXAM_CHAT_ROOM_QUERY,
    { cbtExamId },
  );
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
export async function joinChatRoom(client: GraphQLClient, chatRoomId: string): Promise<{ chatRoomId: string; userId: string }> {
  const data = await client.request<{ joinChatRoom: { chatRoomId: string; userId: string } }, { chatRoomId: string }>(
    JOIN_CHAT_ROOM_MUTATION,
    { chatRoomId },
  );
  return data.joinChatRoom;
}

/** Spec §3: MOBILE or PC, guessed from the platform string (navigator.platform / userAgentData.platform). */
export function guessDeviceInfo(platform: string | undefined | null): DeviceInfo {
  return /android|iphone|ipad|ipod|ios|mobile|arm/i.test(platform ?? '') ? 'MOBILE' : 'PC';
}
