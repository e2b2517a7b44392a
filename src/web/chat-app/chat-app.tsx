/**
 * The chat site's app: waits briefly for the parent's token, then shows the room list or a room. The parent's
 * 'open-room' opens a room (openType 'only-room' hides the way back to the list).
 */
import { useEffect, useState } from 'react';
import type { ChatOpenType } from '../chat/chat-protocol';
import { CenteredBody, ChatScreen } from './chat-layout';
import { ChatAppProvider, type RoomRequest, useOptionalChatApp } from './chat-app-context';
import { ChatHeader } from './chat-header';
import { RoomList } from './room-list';
import { RoomView } from './room-view';
import { useChatLiveEvents } from './use-chat-live-events';
import { useChatRooms } from './use-chat-queries';

type View =
  | { name: 'list' }
  | { name: 'room'; chatRoomId: string; openType: ChatOpenType; focusMessageId: string | null; seq: number };

export interface ChatAppProps {
  parentOrigin: string | null;
  /** Where share links point when standalone (the brand A CBT site). */
  fallbackProductOrigin: string | null;
  /** Tests only: a fake frame window. */
  win?: Window;
}

export function ChatApp({ parentOrigin, fallbackProductOrigin, win }: ChatAppProps) {
  return (
    <ChatAppProvider parentOrigin={parentOrigin} fallbackProductOrigin={fallbackProductOrigin} win={win}>
      <ChatRouter />
    </ChatAppProvider>
  );
}

function viewFor(request: RoomRequest | null): View {
  if (!request) return { name: 'list' };
  const { chatRoomId, chatMessageId, openType, seq } = request;
  return { name: 'room', chatRoomId, openType, focusMessageId: chatMessageId, seq };
}

function Waiting() {
  return (
    <ChatScreen>
      <ChatHeader title="채팅" />
      <CenteredBody aria-busy="true" data-testid="chat-waiting">
        불러오는 중…
      </CenteredBody>
    </ChatScreen>
  );
}

function ChatRouter() {
  const app = useOptionalChatApp();
  if (!app || !app.authReady) return <Waiting />;
  return <ChatViews />;
}

function ChatViews() {
  const app = useOptionalChatApp();
  const roomRequest = app?.roomRequest ?? null;
  const [view, setView] = useState<View>(() => viewFor(roomRequest));
  const rooms = useChatRooms();
  // Live events need a member: the room list answering is the proof (a visitor gets 401).
  useChatLiveEvents(rooms.isSuccess);

  useEffect(() => {
    if (roomRequest) setView(viewFor(roomRequest));
  }, [roomRequest]);

  if (view.name === 'room') {
    return (
      <RoomView
        key={`${view.chatRoomId}:${view.seq}`}
        chatRoomId={view.chatRoomId}
        openType={view.openType}
        focusMessageId={view.focusMessageId}
        onBack={() => setView({ name: 'list' })}
      />
    );
  }
  return (
    <RoomList
      onOpen={(room) => setView({ name: 'room', chatRoomId: room.id, openType: 'default', focusMessageId: null, seq: 0 })}
    />
  );
}
