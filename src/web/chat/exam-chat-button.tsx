/** Opens an exam's chat room in the chat panel (brand A exam pages). The frame offers joining if needed. */
import { useState } from 'react';
import { getCbtExamChatRoom } from '../api/portal-api';
import { ButtonBase } from '../ui/button';
import { getBrowserPortalClient } from '../api/portal-client';
import { toast } from '../toast/toast-provider';
import { useChatPanel } from './chat-context';
import { graphqlErrorMessage } from '../api/graphql-errors';

export function ExamChatButton({ examIdx }: { examIdx: number }) {
  const { openRoom } = useChatPanel();
  const [pending, setPending] = useState(false);
  const open = async () => {
    setPending(true);
    try {
      const room = await getCbtExamChatRoom(getBrowserPortalClient(), examIdx);
      openRoom(room.id, { openType: 'only-room' });
    } catch (error) {
      toast(graphqlErrorMessage(error, '채팅방을 열지 못했습니다. 잠시 후 다시 시도해주세요.'), 'error');
    } finally {
      setPending(false);
    }
  };
  return (
    <ButtonBase type="button" data-testid="exam-chat-button" disabled={pending} onClick={() => void open()}>
      시험 채팅방
    </ButtonBase>
  );
}
