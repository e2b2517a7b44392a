/** One message: mine on the right, others on the left with the nickname, system notices centred. */
import styled, { css, keyframes } from 'styled-components';
import { TextButton } from './chat-layout';
import { formatChatTime } from './chat-time';
import type { ChatMessage } from './chat-types';
import { MessageBody } from './message-body';

export interface MessageItemProps {
  message: ChatMessage;
  /** Shown briefly when the room was opened at this message. */
  highlighted: boolean;
  onLink: (url: string) => void;
  onCopy: (text: string) => void;
}

export function MessageItem({ message, highlighted, onLink, onCopy }: MessageItemProps) {
  if (!message.sender) {
    return (
      <SystemRow data-message-id={message.id} data-testid="chat-message" data-kind="system" $highlighted={highlighted}>
        <SystemNotice>{message.body}</SystemNotice>
      </SystemRow>
    );
  }
  const mine = message.mine;
  return (
    <Row
      data-message-id={message.id}
      data-testid="chat-message"
      data-kind={mine ? 'mine' : 'other'}
      $mine={mine}
      $highlighted={highlighted}
    >
      {!mine ? <Nickname>{message.sender.nickname}</Nickname> : null}
      <Line $mine={mine}>
        <Bubble $mine={mine}>
          <MessageBody body={message.body} onLink={onLink} />
        </Bubble>
        <Meta $mine={mine}>
          <TextButton type="button" onClick={() => onCopy(message.body)} aria-label="메시지 복사">
            복사
          </TextButton>
          <time dateTime={message.createdAt}>{formatChatTime(message.createdAt)}</time>
        </Meta>
      </Line>
    </Row>
  );
}

const flash = keyframes`
  from { background: rgba(255, 214, 0, 0.45); }
  to { background: transparent; }
`;

const highlight = css<{ $highlighted: boolean }>`
  ${({ $highlighted }) =>
    $highlighted
      ? css`
          animation: ${flash} 2.4s ease-out;
        `
      : ''}
`;

const Row = styled.li<{ $mine: boolean; $highlighted: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  gap: 2px;
  padding: 4px 12px;
  ${highlight}
`;

const SystemRow = styled.li<{ $highlighted: boolean }>`
  display: flex;
  justify-content: center;
  padding: 6px 12px;
  ${highlight}
`;

const SystemNotice = styled.p`
  max-width: 90%;
  padding: 4px 12px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
  text-align: center;
  white-space: pre-wrap;
`;

const Nickname = styled.span`
  padding-left: 4px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 12px;
  font-weight: 600;
`;

const Line = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: ${({ $mine }) => ($mine ? 'row-reverse' : 'row')};
  align-items: flex-end;
  gap: 6px;
  max-width: 100%;
`;

const Bubble = styled.div<{ $mine: boolean }>`
  max-width: min(75vw, 280px);
  padding: 8px 12px;
  border-radius: 14px;
  ${({ $mine }) => ($mine ? 'border-top-right-radius: 4px;' : 'border-top-left-radius: 4px;')}
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.background)};
  color: ${({ theme, $mine }) => ($mine ? '#fff' : theme.colors.text)};
  font-size: 14px;
  line-height: 1.5;
`;

const Meta = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  flex: 0 0 auto;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 11px;
  line-height: 1.3;
  white-space: nowrap;
`;
