/** One room: header (back, title, member count, share, close) and the room's state below it. */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChatOpenType } from '../chat/chat-protocol';
import { PrimaryButton } from '../ui/button';
import { CenteredBody, ChatScreen } from './chat-layout';
import { useChatApp } from './chat-app-context';
import { ChatHeader } from './chat-header';
import { chatKeys } from './chat-query-keys';
import { ExamRoomPreview } from './exam-room-preview';
import { LoginPrompt } from './login-prompt';
import { RoomConversation } from './room-conversation';
import { useChatActions } from './use-chat-actions';
import { useChatRoom } from './use-chat-queries';

export interface RoomViewProps {
  chatRoomId: string;
  openType: ChatOpenType;
  focusMessageId: string | null;
  onBack: () => void;
}

export function RoomView({ chatRoomId, openType, focusMessageId, onBack }: RoomViewProps) {
  const { api } = useChatApp();
  const actions = useChatActions();
  const queryClient = useQueryClient();
  const roomQuery = useChatRoom(chatRoomId);
  const [focus, setFocus] = useState(focusMessageId);
  const room = roomQuery.data;
  const back = openType === 'only-room' ? null : onBack;

  const join = async () => {
    await api.joinChatRoom(chatRoomId);
    await queryClient.invalidateQueries({ queryKey: chatKeys.room(chatRoomId) });
    void queryClient.invalidateQueries({ queryKey: chatKeys.rooms() });
    actions.unreadChanged();
  };

  let body;
  if (roomQuery.isPending) {
    body = <CenteredBody aria-busy="true">불러오는 중…</CenteredBody>;
  } else if (roomQuery.isError) {
    body =
      roomQuery.error.statusCode === 401 ? (
        <LoginPrompt onLogin={actions.login} />
      ) : (
        <CenteredBody role="alert" data-testid="chat-room-error">
          <p>{roomQuery.error.message}</p>
          {roomQuery.error.statusCode >= 500 || roomQuery.error.statusCode === 0 ? (
            <PrimaryButton $size="lg" type="button" onClick={() => void roomQuery.refetch()}>
              다시 시도
            </PrimaryButton>
          ) : null}
        </CenteredBody>
      );
  } else if (!roomQuery.data.joined) {
    body =
      roomQuery.data.kind === 'EXAM' ? (
        <ExamRoomPreview room={roomQuery.data} onJoin={join} />
      ) : (
        <CenteredBody role="alert">채팅방을 찾을 수 없습니다.</CenteredBody>
      );
  } else {
    body = <RoomConversation room={roomQuery.data} focusMessageId={focus} onShowLatest={() => setFocus(null)} />;
  }

  return (
    <ChatScreen data-testid="chat-room" data-room-id={chatRoomId}>
      <ChatHeader
        title={room?.title ?? '채팅'}
        subtitle={room ? `${room.memberCount}명` : undefined}
        onBack={back}
        onShare={room && actions.shareRoom ? () => actions.shareRoom?.({ id: room.id, title: room.title }) : null}
        onClose={actions.close}
      />
      {body}
    </ChatScreen>
  );
}
