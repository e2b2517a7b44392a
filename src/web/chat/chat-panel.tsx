/**
 * The live-chat side panel (spec §4): a frame of the chat site that loads lazily (window load event, 5 s fallback,
 * or at once for a member with a token), stays mounted while closed so the conversation keeps its place, and
 * answers the frame's messages. Only messages from our frame's window and the chat site's origin are read, and
 * the access token is posted to that origin only.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { getBrand } from '../../config/brands';
import { loginHref } from '../brand/site-links';
import { CHAT_UNREAD_COUNT_KEY, useLoadPortalUser, usePortalUser } from '../portal/use-portal-user';
import { useCurrentUser } from '../session/use-current-user';
import { COPIED_MESSAGE, copyText, useShareDialog } from '../share/share-dialog';
import { mobileQuery } from '../styles/theme';
import { useToast } from '../toast/toast-provider';
import { useChatPanel } from './chat-context';
import { parseChatOpenQuery, withoutChatOpenQuery } from './chat-open-query';
import {
  CHAT_FRAME_LOAD_FALLBACK_MS,
  CHAT_OPEN_DELAY_MS,
  type ChatFrameMessage,
  type ChatParentMessage,
  chatMessage,
  parseChatFrameMessage,
} from './chat-protocol';

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** spec §4 lazy load: on the window load event or after the fallback, or at once for a member with a token. */
function useLazyFrameLoad(hasToken: boolean) {
  const { loaded, loadFrame } = useChatPanel();
  useEffect(() => {
    if (loaded) return;
    if (hasToken || document.readyState === 'complete') {
      loadFrame();
      return;
    }
    const timer = window.setTimeout(loadFrame, CHAT_FRAME_LOAD_FALLBACK_MS);
    window.addEventListener('load', loadFrame, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('load', loadFrame);
    };
  }, [loaded, loadFrame, hasToken]);
}

export function ChatPanel({ chatSiteOrigin, asPath }: { chatSiteOrigin: string | undefined; asPath: string }) {
  const { open, loaded, roomRequest, closePanel } = useChatPanel();
  const { user } = useCurrentUser();
  const portalUser = usePortalUser(!!user);
  const loadPortalUser = useLoadPortalUser();
  const queryClient = useQueryClient();
  const toast = useToast();
  const openShare = useShareDialog(getBrand('a').name);
  const chatOrigin = useMemo(() => originOf(chatSiteOrigin), [chatSiteOrigin]);
  const frameRef = useRef<HTMLIFrameElement>(null);
  /** The frame asked for its token at least once: it is listening. */
  const readyRef = useRef(false);
  const deliveredSeqRef = useRef(0);
  const openRef = useRef(open);
  openRef.current = open;

  useLazyFrameLoad(!!portalUser?.tokenSet.accessToken);

  const post = (message: ChatParentMessage) => {
    if (chatOrigin) frameRef.current?.contentWindow?.postMessage(message, chatOrigin);
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
    if (!chatOrigin) return;
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

  if (!loaded || !chatOrigin) return null;
  const src = `${chatOrigin}/?parentOrigin=${encodeURIComponent(window.location.origin)}`;
  return (
    <Panel hidden={!open} aria-label="채팅" data-testid="chat-panel" data-state={open ? 'open' : 'closed'}>
      <Frame ref={frameRef} title="채팅" src={src} allow="clipboard-write" />
    </Panel>
  );
}

/** spec §4: a chatOpenType link opens the chat after 1 s and then drops its parameters from the address bar. */
export function ChatQueryOpener({ asPath }: { asPath: string }) {
  const router = useRouter();
  const { openRoom } = useChatPanel();
  const request = useMemo(() => parseChatOpenQuery(asPath), [asPath]);
  useEffect(() => {
    if (!request) return;
    const timer = window.setTimeout(() => {
      openRoom(request.chatRoomId, { chatMessageId: request.chatMessageId, openType: request.openType });
      void router.replace(withoutChatOpenQuery(asPath), undefined, { shallow: true, scroll: false });
    }, CHAT_OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [request, asPath, openRoom, router]);
  return null;
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
