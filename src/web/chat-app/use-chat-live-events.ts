/**
 * Keeps the caches in step with `GET /chat/events` while the member is signed in: new messages go into the open
 * message windows of their room and into the room list; a join elsewhere refetches the list, and so does every
 * (re)connection, for what happened while there was no stream.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useChatApp } from './chat-app-context';
import { appendMessage, applyMessageToRooms, type MessagesData } from './chat-cache';
import { type ChatLiveEvent, runChatEventStream } from './chat-event-stream';
import { CHAT_QUERY_ROOT, chatKeys } from './chat-query-keys';
import type { ChatRoom } from './chat-types';
import { useChatActions } from './use-chat-actions';

export function useChatLiveEvents(active: boolean) {
  const { tokens, tokenVersion, framed } = useChatApp();
  const { unreadChanged } = useChatActions();
  const queryClient = useQueryClient();
  const unreadChangedRef = useRef(unreadChanged);
  unreadChangedRef.current = unreadChanged;

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    let firstReady = true;
    const onEvent = (event: ChatLiveEvent) => {
      if (event.type === 'message') {
        const { message } = event;
        queryClient.setQueriesData<MessagesData>({ queryKey: chatKeys.roomMessages(message.chatRoomId) }, (data) =>
          appendMessage(data, message),
        );
        const rooms = queryClient.getQueryData<ChatRoom[]>(chatKeys.rooms());
        const next = applyMessageToRooms(rooms, message);
        if (next) queryClient.setQueryData(chatKeys.rooms(), next);
        else if (rooms) void queryClient.invalidateQueries({ queryKey: chatKeys.rooms() });
        queryClient.setQueryData<ChatRoom>(chatKeys.room(message.chatRoomId), (room) =>
          room ? { ...room, lastMessage: message } : room,
        );
        if (!message.mine) unreadChangedRef.current();
      } else if (event.type === 'ready') {
        // Each (re)connection: whatever happened between the last fetch and this subscription (a join from the
        // product page, messages during a dropped connection) is fetched again; idle queries just go stale.
        if (!firstReady) void queryClient.invalidateQueries({ queryKey: CHAT_QUERY_ROOT });
        else void queryClient.invalidateQueries({ queryKey: chatKeys.rooms() });
        firstReady = false;
      } else if (event.type === 'joined') {
        void queryClient.invalidateQueries({ queryKey: chatKeys.rooms() });
        void queryClient.invalidateQueries({ queryKey: chatKeys.room(event.chatRoomId) });
      }
    };
    void runChatEventStream({
      token: tokens.token,
      onEvent,
      signal: controller.signal,
      // Framed, the parent may hold a newer token; a changed token bumps tokenVersion and reconnects.
      onUnauthorized: framed ? () => void tokens.refresh() : undefined,
    });
    return () => controller.abort();
  }, [active, tokens, tokenVersion, framed, queryClient]);
}
