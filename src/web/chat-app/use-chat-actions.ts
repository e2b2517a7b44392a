/**
 * What the chat's buttons do. Framed, the parent does it (close the panel, go to login, share dialog, copy with its
 * toast, open links); standalone, the frame does what it can itself.
 */
import { useMemo } from 'react';
import { COPIED_MESSAGE, copyText } from '../share/share-dialog';
import { useToast } from '../toast/toast-provider';
import { useChatApp } from './chat-app-context';

export const LINK_COPIED_MESSAGE = '링크가 복사되었습니다.';
export const COPY_FAILED_MESSAGE = '복사하지 못했습니다.';

/** Link that opens this room alone in the chat panel of the product page (spec §4 chatOpenType). */
export function roomShareUrl(productOrigin: string, chatRoomId: string): string {
  return `${productOrigin}/?chatOpenType=only-room&chatRoomId=${encodeURIComponent(chatRoomId)}`;
}

export interface ChatActions {
  framed: boolean;
  /** Null when there is nothing to close (standalone). */
  close: (() => void) | null;
  /** Null when standalone: only the prompt text is shown. */
  login: (() => void) | null;
  /** Null when there is no product origin to link to. */
  shareRoom: ((room: { id: string; title: string }) => void) | null;
  copy: (text: string) => void;
  openLink: (url: string) => void;
  unreadChanged: () => void;
}

export function useChatActions(): ChatActions {
  const { bridge, framed, productOrigin } = useChatApp();
  const toast = useToast();
  return useMemo<ChatActions>(() => {
    const copyLocally = (text: string, done: string) => {
      void copyText(text).then(
        () => toast.toast(done, 'success'),
        () => toast.toast(COPY_FAILED_MESSAGE, 'error'),
      );
    };
    return {
      framed,
      close: framed ? () => bridge.post({ type: 'close' }) : null,
      login: framed ? () => bridge.post({ type: 'login' }) : null,
      shareRoom: productOrigin
        ? (room) => {
            const url = roomShareUrl(productOrigin, room.id);
            if (framed) {
              bridge.post({ type: 'sns-share', url, title: room.title });
            } else if (typeof navigator.share === 'function') {
              void navigator.share({ url, title: room.title }).catch(() => undefined);
            } else {
              copyLocally(url, LINK_COPIED_MESSAGE);
            }
          }
        : null,
      copy: (text) => {
        if (framed) bridge.post({ type: 'copy-text', text });
        else copyLocally(text, COPIED_MESSAGE);
      },
      openLink: (url) => {
        if (framed) bridge.post({ type: 'click-link', url });
        else window.open(url, '_blank', 'noopener,noreferrer');
      },
      unreadChanged: () => {
        bridge.post({ type: 'unread-changed' });
      },
    };
  }, [bridge, framed, productOrigin, toast]);
}
