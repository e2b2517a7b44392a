/**
 * The chat panel's frame of the chat site (spec §4) and the page's side of the protocol: it answers the frame's
 * messages, tells it whether the panel is open and which room to show. Only messages from our frame's window and the
 * chat site's origin are read, and the access token is posted to that origin only. Loaded on demand by chat-panel.tsx
 * once the frame is due, and then stays mounted while closed so the conversation keeps its place.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { getBrand } from '../../config/brands';
import { loginHref } from '../routing/site-links';
import { CHAT_UNREAD_COUNT_KEY, useLoadPortalUser } from '../session/use-portal-user';
import { COPIED_MESSAGE, copyText } from '../share/share-dialog';
import { useShareDialog } from '../share/use-share-dialog';
import { mobileQuery } from '../styles/theme';
import { useToast } from '../toast/toast-provider';
import { useChatPanel } from './chat-context';
import { type ChatFrameMessage, type ChatParentMessage, chatMessage, parseChatFrameMessage } from './chat-protocol';

export function ChatFrame({ chatOrigin, asPath }: { chatOrigin: string; asPath: string }) {
  const { open, roomRequest, closePanel } = useChatPanel();
  const loadPortalUser = useLoadPortalUser();
  const queryClient = useQueryClient();
  const toast = useToast();
  const openShare = useShareDialog(getBrand('a').name);
  const frameRef = useRef<HTMLIFrameElement>(null);
  /** The frame asked for its token at least once: it is listening. */
  const readyRef = useRef(false);
  const deliveredSeqRef = useRef(0);
  const openRef = useRef(open);
  openRef.current = open;

  const post = (message: ChatParentMessage) => {
    frameRef.current?.contentWindow?.postMessage(message, chatOrigin);
  };
  const deliverRoomRequest = () => {
    if (!readyRef.current || !roomRequest || roomRequest.seq <= deliveredSeqRef.current) return;
    deliveredSeqRef.current = roomRequest.seq;
    const { chatRoomId, chatMessageId, openType } = roomRequest;
    post(chatMessage({ type: 'open-room', chatRoomId, chatMessageId, openType }));
  };

  // The handlers read the latest render's values through this ref, so the listener is added once.
  const handleRef = useRef<(message: ChatFrameMessage) => void>(() => undefined);
  handleRef.current = (message) => {
    switch (message.type) {
      case 'close':
        closePanel();
        return;
      case 'login':
        window.location.assign(loginHref(asPath));
        return;
      case 'sns-share':
        openShare({ url: message.url, text: message.title ?? '' });
        return;
      case 'copy-text':
        void copyText(message.text)
          .catch(() => undefined)
          .then(() => toast.toast(COPIED_MESSAGE, 'success'));
        return;
      case 'click-link':
        window.open(message.url, '_blank', 'noopener,noreferrer');
        return;
      case 'unread-changed':
        void queryClient.invalidateQueries({ queryKey: CHAT_UNREAD_COUNT_KEY });
        return;
      case 'token-request':
        readyRef.current = true;
        void loadPortalUser()
          .catch(() => null)
          .then((current) => {
            post(chatMessage({ type: 'token', accessToken: current?.tokenSet.accessToken ?? null }));
            post(chatMessage({ type: 'panel', open: openRef.current }));
            deliverRoomRequest();
          });
        return;
    }
  };

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frameWindow = frameRef.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow || event.origin !== chatOrigin) return;
      const message = parseChatFrameMessage(event.data);
      if (message) handleRef.current(message);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [chatOrigin]);

  // A room asked for after the frame is ready goes straight to it; before that, the token request flushes it.
  useEffect(deliverRoomRequest, [roomRequest]);

  // The frame marks messages read only while it is seen. Closing is also when the badge may have gone stale.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (readyRef.current) post(chatMessage({ type: 'panel', open }));
    if (wasOpen.current && !open) void queryClient.invalidateQueries({ queryKey: CHAT_UNREAD_COUNT_KEY });
    wasOpen.current = open;
  }, [open, queryClient]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closePanel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, closePanel]);

  const src = `${chatOrigin}/?parentOrigin=${encodeURIComponent(window.location.origin)}`;
  return (
    <Panel hidden={!open} aria-label="채팅" data-testid="chat-panel" data-state={open ? 'open' : 'closed'}>
      <Frame ref={frameRef} title="채팅" src={src} allow="clipboard-write" />
    </Panel>
  );
}

const Panel = styled.aside`
  position: fixed;
  right: 24px;
  bottom: 24px;
  z-index: 1350;
  width: 400px;
  height: min(640px, calc(100vh - 120px));
  overflow: hidden;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 16px 48px rgba(15, 23, 42, 0.28);
  &[hidden] {
    display: none;
  }
  ${({ theme }) => mobileQuery(theme)} {
    inset: 0;
    z-index: 1500;
    width: 100%;
    height: 100dvh;
    border-radius: 0;
  }
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
`;
