/** React Query hooks for the room list, one room and a room's message window. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ChatApi } from './chat-api';
import { useChatApp } from './chat-app-context';
import type { MessagePageParam, MessageWindowPage } from './chat-cache';
import { chatKeys } from './chat-query-keys';
import type { ChatApiError, ChatRoom } from './chat-types';
import { nextMessageId } from './message-ids';

export const MESSAGE_PAGE_SIZE = 30;

export function useChatRooms() {
  const { api, authReady } = useChatApp();
  return useQuery<ChatRoom[], ChatApiError>({
    queryKey: chatKeys.rooms(),
    queryFn: () => api.chatRooms(),
    enabled: authReady,
  });
}

export function useChatRoom(chatRoomId: string) {
  const { api, authReady } = useChatApp();
  return useQuery<ChatRoom, ChatApiError>({
    queryKey: chatKeys.room(chatRoomId),
    queryFn: () => api.chatRoom(chatRoomId),
    enabled: authReady,
  });
}

/** Loads one page of a message window (see MessagePageParam). */
export async function loadMessagePage(
  api: ChatApi,
  chatRoomId: string,
  param: MessagePageParam,
): Promise<MessageWindowPage> {
  const first = MESSAGE_PAGE_SIZE;
  switch (param.kind) {
    case 'latest': {
      const page = await api.chatMessages(chatRoomId, { first });
      return { messages: page.messages, hasOlder: page.hasMore, hasNewer: false };
    }
    case 'before': {
      const page = await api.chatMessages(chatRoomId, { before: param.messageId, first });
      return { messages: page.messages, hasOlder: page.hasMore, hasNewer: false };
    }
    case 'after': {
      const page = await api.chatMessages(chatRoomId, { after: param.messageId, first });
      return { messages: page.messages, hasOlder: false, hasNewer: page.hasMore };
    }
    case 'around': {
      // The page that ends at the message (before = id + 1) and the messages after it.
      const before = nextMessageId(param.messageId);
      if (!before) return loadMessagePage(api, chatRoomId, { kind: 'latest' });
      const [older, newer] = await Promise.all([
        api.chatMessages(chatRoomId, { before, first }),
        api.chatMessages(chatRoomId, { after: param.messageId, first }),
      ]);
      return { messages: [...older.messages, ...newer.messages], hasOlder: older.hasMore, hasNewer: newer.hasMore };
    }
  }
}

/** The message window of a joined room: the newest page, or the pages around `focusMessageId`. */
export function useRoomMessages(chatRoomId: string, focusMessageId: string | null, enabled: boolean) {
  const { api, authReady } = useChatApp();
  return useInfiniteQuery<
    MessageWindowPage,
    ChatApiError,
    { pages: MessageWindowPage[]; pageParams: MessagePageParam[] },
    readonly unknown[],
    MessagePageParam
  >({
    queryKey: chatKeys.messages(chatRoomId, focusMessageId),
    queryFn: ({ pageParam }) => loadMessagePage(api, chatRoomId, pageParam),
    initialPageParam: focusMessageId ? { kind: 'around', messageId: focusMessageId } : { kind: 'latest' },
    getPreviousPageParam: (firstPage) => {
      const oldest = firstPage.messages[0];
      return firstPage.hasOlder && oldest ? { kind: 'before', messageId: oldest.id } : undefined;
    },
    getNextPageParam: (lastPage) => {
      const newest = lastPage.messages[lastPage.messages.length - 1];
      return lastPage.hasNewer && newest ? { kind: 'after', messageId: newest.id } : undefined;
    },
    enabled: authReady && enabled,
    // Live events keep the window current; a window is never refetched as a whole.
    staleTime: Infinity,
  });
}
