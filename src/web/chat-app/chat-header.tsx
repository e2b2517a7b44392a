/** The 52 px header: optional back button, title with an optional subtitle, then action buttons. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { roundIcon } from '../styles/chrome-styles';
import { BackIcon, CloseIcon, ShareIcon } from '../ui/icons';
import { HEADER_HEIGHT } from './chat-layout';

export interface ChatHeaderProps {
  title: string;
  subtitle?: string;
  onBack?: (() => void) | null;
  onShare?: (() => void) | null;
  onClose?: (() => void) | null;
}

export function ChatHeader({ title, subtitle, onBack, onShare, onClose }: ChatHeaderProps) {
  return (
    <Bar>
      {onBack ? (
        <IconButton type="button" aria-label="뒤로 가기" onClick={onBack} data-testid="chat-back">
          <BackIcon />
        </IconButton>
      ) : (
        <Spacer />
      )}
      <Titles>
        <Title title={title}>{title}</Title>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
      </Titles>
      <Actions>
        {onShare ? (
          <HeaderAction label="공유하기" onClick={onShare} testId="chat-share">
            <ShareIcon />
          </HeaderAction>
        ) : null}
        {onClose ? (
          <HeaderAction label="채팅 닫기" onClick={onClose} testId="chat-close">
            <CloseIcon />
          </HeaderAction>
        ) : null}
      </Actions>
    </Bar>
  );
}

function HeaderAction({ label, onClick, testId, children }: { label: string; onClick: () => void; testId: string; children: ReactNode }) {
  return (
    <IconButton type="button" aria-label={label} title={label} onClick={onClick} data-testid={testId}>
      {children}
    </IconButton>
  );
}

const Bar = styled.header`
  flex: 0 0 ${HEADER_HEIGHT}px;
  height: ${HEADER_HEIGHT}px;
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 0 6px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Spacer = styled.span`
  width: 6px;
  flex: 0 0 auto;
`;

const Titles = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  align-items: baseline;
  gap: 6px;
`;

const Title = styled.h1`
  min-width: 0;
  overflow: hidden;
  font-size: 16px;
  font-weight: 700;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Subtitle = styled.span`
  flex: 0 0 auto;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;

const Actions = styled.div`
  display: flex;
  flex: 0 0 auto;
`;

const IconButton = styled.button`
  ${roundIcon}
`;
