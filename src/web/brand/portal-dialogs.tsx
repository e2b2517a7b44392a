/**
 * Portal dialogs of spec §2.5/§6: channel unavailable, chat app prompt. Opened by the click guards of
 * use-portal-guards.tsx, which fetch this module the first time one opens.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { APP_STORE_URL, PLAY_STORE_URL } from '../../config/brands';
import { CHANNEL_UNAVAILABLE_TITLE, type ChannelUnavailableReason } from './portal-links';

export { APP_STORE_URL, PLAY_STORE_URL };

/** Spec §6's dialog; its sentence and button are the reason's (portal-links.ts channelUnavailableContent). */
export function ChannelUnavailableDialog({
  reason,
  message,
  actionLabel,
  actionHref,
  onClose,
}: {
  reason: ChannelUnavailableReason;
  message: string;
  actionLabel: string;
  actionHref: string;
  onClose: () => void;
}) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Dialog
      role="dialog"
      aria-modal="true"
      aria-labelledby="channel-unavailable-title"
      aria-describedby="channel-unavailable-message"
      data-testid="channel-unavailable-dialog"
      data-reason={reason}
    >
      <Title id="channel-unavailable-title">{CHANNEL_UNAVAILABLE_TITLE}</Title>
      <Message id="channel-unavailable-message">{message}</Message>
      <Actions>
        <SecondaryButton type="button" onClick={onClose}>
          닫기
        </SecondaryButton>
        <PrimaryLink ref={ref} href={actionHref}>
          {actionLabel}
        </PrimaryLink>
      </Actions>
    </Dialog>
  );
}

export function AppDownloadDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Dialog role="dialog" aria-modal="true" aria-labelledby="app-download-title" data-testid="app-download-dialog">
      <Title id="app-download-title">커리어로드 앱에서 채팅하기</Title>
      <Message>채팅은 커리어로드 앱에서 이용할 수 있습니다.{'\n'}앱을 설치하고 실시간으로 소통해보세요.</Message>
      <StoreLinks>
        <a href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">
          App Store
        </a>
        <a href={PLAY_STORE_URL} target="_blank" rel="noopener noreferrer">
          Google Play
        </a>
      </StoreLinks>
      <Actions>
        <SecondaryButton ref={ref} type="button" onClick={onClose}>
          닫기
        </SecondaryButton>
      </Actions>
    </Dialog>
  );
}

const Dialog = styled.div`
  width: 100%;
  max-width: 380px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 16px 48px rgba(15, 23, 42, 0.24);
  padding: 28px 24px 20px;
  text-align: center;
`;

const Title = styled.h2`
  font-size: 18px;
  margin-bottom: 10px;
`;

const Message = styled.p`
  white-space: pre-line;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

const StoreLinks = styled.div`
  display: flex;
  justify-content: center;
  gap: 12px;
  margin-top: 16px;
  a {
    padding: 8px 14px;
    border-radius: 6px;
    background: #111;
    color: #fff;
    font-size: 13px;
    font-weight: 600;
  }
`;

/**
 * Buttons share the row by their labels' widths and never wrap their text ("사업자등록번호 확인하기" broke
 * onto two lines in an equal split); when the row is too narrow for both, the second goes below.
 */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 20px;
  > * {
    flex: 1 0 auto;
    min-height: 44px;
    padding: 0 16px;
    white-space: nowrap;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border-radius: 6px;
    font-weight: 600;
  }
`;

const SecondaryButton = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const PrimaryLink = styled.a`
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
`;
