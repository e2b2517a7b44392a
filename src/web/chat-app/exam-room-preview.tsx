/** An EXAM room the member has not joined yet: an invitation and the '참여하기' button. */
import { useState } from 'react';
import styled from 'styled-components';
import { PrimaryButton } from '../ui/button';
import { CenteredBody } from './chat-layout';
import type { ChatApiError, ChatRoom } from './chat-types';

export const EXAM_ROOM_INVITATION = '이 시험을 준비하는 사람들과 이야기해 보세요.';

export function ExamRoomPreview({ room, onJoin }: { room: ChatRoom; onJoin: () => Promise<void> }) {
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const join = async () => {
    setJoining(true);
    setError(null);
    try {
      await onJoin();
    } catch (caught) {
      setError((caught as ChatApiError).message ?? '채팅방에 참여하지 못했습니다.');
      setJoining(false);
    }
  };
  return (
    <CenteredBody data-testid="chat-exam-preview">
      <Title>{room.title}</Title>
      <p>{EXAM_ROOM_INVITATION}</p>
      <Members>참여자 {room.memberCount}명</Members>
      <PrimaryButton $size="lg" type="button" onClick={() => void join()} disabled={joining}>
        {joining ? '참여하는 중…' : '참여하기'}
      </PrimaryButton>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </CenteredBody>
  );
}

const Title = styled.h2`
  color: ${({ theme }) => theme.colors.text};
  font-size: 17px;
  font-weight: 700;
`;

const Members = styled.p`
  font-size: 13px;
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 13px;
`;
