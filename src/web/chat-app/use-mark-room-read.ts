/**
 * Marks the shown room read up to its newest message: when the room is shown and whenever a newer message arrives
 * while the page is visible and the parent's panel is open. The parent is then told the unread total changed (its header badge refetches).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useChatApp } from './chat-app-context';
import { replaceRoom } from './chat-cache';
import { chatKeys } from './chat-query-keys';
import type { ChatMessage, ChatRoom } from './chat-types';
import { compareMessageIds } from './message-ids';
import { useChatActions } from './use-chat-actions';

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

export function useMarkRoomRead(chatRoomId: string, joined: boolean, newest: ChatMessage | null) {
  const { api, panelOpen } = useChatApp();
  const { unreadChanged } = useChatActions();
  const queryClient = useQueryClient();
  // Read means seen: the tab is visible and the parent's panel is open.
  const visible = usePageVisible() && panelOpen;
  const marked = useRef<string | null>(null);

  useEffect(() => {
    marked.current = null;
  }, [chatRoomId]);

  const newestId = newest?.id ?? null;
  const newestMine = newest?.mine ?? false;
  useEffect(() => {
    if (!joined || !newestId || !visible) return;
    if (marked.current && compareMessageIds(marked.current, newestId) >= 0) return;
    marked.current = newestId;
    // Sending already moved the read position to one's own message.
    if (newestMine) return;
    let cancelled = false;
    api.markChatRoomRead(chatRoomId, newestId).then(
      (room: ChatRoom) => {
        queryClient.setQueryData<ChatRoom[]>(chatKeys.rooms(), (rooms) => replaceRoom(rooms, room));
        queryClient.setQueryData<ChatRoom>(chatKeys.room(chatRoomId), room);
        if (!cancelled) unreadChanged();
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [api, chatRoomId, joined, newestId, newestMine, visible, queryClient, unreadChanged]);
}
