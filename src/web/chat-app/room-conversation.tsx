/** A joined room: the message window, live updates, read marking and the composer. */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PrimaryButton } from '../ui/button';
import { CenteredBody } from './chat-layout';
import { useChatApp } from './chat-app-context';
import { appendMessage, applyMessageToRooms, flattenMessages, type MessagesData, newestLoadedMessage } from './chat-cache';
import { ChatComposer } from './chat-composer';
import { chatKeys } from './chat-query-keys';
import type { ChatRoom } from './chat-types';
import { MessageList } from './message-list';
import { useChatActions } from './use-chat-actions';
import { useRoomMessages } from './use-chat-queries';
import { useMarkRoomRead } from './use-mark-room-read';

export interface RoomConversationProps {
  room: ChatRoom;
  focusMessageId: string | null;
  /** The window does not reach the newest messages and the member sent one: show the newest instead. */
  onShowLatest: () => void;
}

export function RoomConversation({ room, focusMessageId, onShowLatest }: RoomConversationProps) {
  const { api } = useChatApp();
  const actions = useChatActions();
  const queryClient = useQueryClient();
  const query = useRoomMessages(room.id, focusMessageId, room.joined);
  const messages = useMemo(() => flattenMessages(query.data), [query.data]);
  const newest = newestLoadedMessage(query.data);

  useMarkRoomRead(room.id, room.joined, newest);

  const send = async (body: string) => {
    const message = await api.sendChatMessage(room.id, body);
    if (query.hasNextPage) {
      onShowLatest();
      return;
    }
    queryClient.setQueriesData<MessagesData>({ queryKey: chatKeys.roomMessages(room.id) }, (data) =>
      appendMessage(data, message),
    );
    queryClient.setQueryData<ChatRoom[]>(chatKeys.rooms(), (rooms) => applyMessageToRooms(rooms, message) ?? rooms);
  };

  let list;
  if (query.isPending) {
    list = <CenteredBody aria-busy="true">불러오는 중…</CenteredBody>;
  } else if (query.isError) {
    list = (
      <CenteredBody role="alert">
        <p>{query.error.message}</p>
        <PrimaryButton $size="lg" type="button" onClick={() => void query.refetch()}>
          다시 시도
        </PrimaryButton>
      </CenteredBody>
    );
  } else {
    list = (
      <MessageList
        messages={messages}
        hasOlder={query.hasPreviousPage}
        loadingOlder={query.isFetchingPreviousPage}
        onLoadOlder={() => void query.fetchPreviousPage()}
        hasNewer={query.hasNextPage}
        loadingNewer={query.isFetchingNextPage}
        onLoadNewer={() => void query.fetchNextPage()}
        focusMessageId={focusMessageId}
        onLink={actions.openLink}
        onCopy={actions.copy}
      />
    );
  }

  return (
    <>
      {list}
      <ChatComposer onSend={send} disabled={!query.isSuccess} />
    </>
  );
}
