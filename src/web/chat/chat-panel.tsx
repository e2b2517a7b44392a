/**
 * The live-chat side panel (spec §4): a frame of the chat site that loads lazily (window load event, 5 s fallback,
 * or at once for a member with a token), stays mounted while closed so the conversation keeps its place, and
 * answers the frame's messages (chat-frame.tsx, whose code is fetched only when the frame is due).
 */
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useMemo } from 'react';
import { usePortalUser } from '../session/use-portal-user';
import { useCurrentUser } from '../session/use-current-user';
import { useChatPanel } from './chat-context';
import { parseChatOpenQuery, withoutChatOpenQuery } from './chat-open-query';
import { CHAT_FRAME_LOAD_FALLBACK_MS, CHAT_OPEN_DELAY_MS } from './chat-protocol';

const ChatFrame = dynamic(() => import('./chat-frame').then((m) => m.ChatFrame), { ssr: false });

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
  const { loaded } = useChatPanel();
  const { user } = useCurrentUser();
  const portalUser = usePortalUser(!!user);
  const chatOrigin = useMemo(() => originOf(chatSiteOrigin), [chatSiteOrigin]);

  useLazyFrameLoad(!!portalUser?.tokenSet.accessToken);

  if (!loaded || !chatOrigin) return null;
  return <ChatFrame chatOrigin={chatOrigin} asPath={asPath} />;
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
