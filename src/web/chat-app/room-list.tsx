/** The member's rooms, latest activity first; visitors get the login prompt (401). */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { PrimaryButton } from '../ui/button';
import { CenteredBody, ChatBody, ChatScreen } from './chat-layout';
import { ChatHeader } from './chat-header';
import type { ChatRoom } from './chat-types';
import { LoginPrompt } from './login-prompt';
import { RoomListItem } from './room-list-item';
import { useChatActions } from './use-chat-actions';
import { useChatRooms } from './use-chat-queries';

export const EMPTY_ROOMS_TEXT = '참여 중인 채팅방이 없습니다.';

/** Re-renders every minute so relative times stay right. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function RoomList({ onOpen }: { onOpen: (room: ChatRoom) => void }) {
  const actions = useChatActions();
  const rooms = useChatRooms();
  const now = useNow();

  let body;
  if (rooms.isPending) {
    body = <CenteredBody aria-busy="true">불러오는 중…</CenteredBody>;
  } else if (rooms.isError) {
    body =
      rooms.error.statusCode === 401 ? (
        <LoginPrompt onLogin={actions.login} />
      ) : (
        <CenteredBody role="alert">
          <p>{rooms.error.message}</p>
          <PrimaryButton $size="lg" type="button" onClick={() => void rooms.refetch()}>
            다시 시도
          </PrimaryButton>
        </CenteredBody>
      );
  } else if (rooms.data.length === 0) {
    body = <CenteredBody data-testid="chat-rooms-empty">{EMPTY_ROOMS_TEXT}</CenteredBody>;
  } else {
    body = (
      <ChatBody>
        <List aria-label="채팅방 목록" data-testid="chat-room-list">
          {rooms.data.map((room) => (
            <RoomListItem key={room.id} room={room} now={now} onOpen={onOpen} />
          ))}
        </List>
      </ChatBody>
    );
  }

  return (
    <ChatScreen>
      <ChatHeader title="채팅" onClose={actions.close} />
      {body}
    </ChatScreen>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
`;
