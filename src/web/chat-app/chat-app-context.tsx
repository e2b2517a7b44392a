/**
 * One bridge, token store and API client per mounted chat page. Created after mount (they need `window`); until the
 * parent answered the token request (or the wait ran out) `authReady` is false and the app shows a brief wait.
 */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import type { ChatOpenType } from '../chat/chat-protocol';
import { type ChatApi, createChatApi } from './chat-api';
import { type ChatBridge, createChatBridge } from './chat-bridge';
import { CHAT_QUERY_ROOT } from './chat-query-keys';
import { type ChatTokenStore, createChatTokenStore } from './chat-token-store';

/** The parent's latest 'open-room', numbered so the same room can be asked for twice. */
export interface RoomRequest {
  chatRoomId: string;
  chatMessageId: string | null;
  openType: ChatOpenType;
  seq: number;
}

export interface ChatAppContextValue {
  bridge: ChatBridge;
  tokens: ChatTokenStore;
  api: ChatApi;
  framed: boolean;
  /** Parent origin when framed (share links point there), else the brand A CBT origin; null if unknown. */
  productOrigin: string | null;
  authReady: boolean;
  /** Increases whenever the token changes; the live event stream reconnects with it. */
  tokenVersion: number;
  roomRequest: RoomRequest | null;
  /** Framed: whether the parent's panel shows the frame (told by the parent); standalone: always true. */
  panelOpen: boolean;
}

const ChatAppContext = createContext<ChatAppContextValue | null>(null);

export function useChatApp(): ChatAppContextValue {
  const value = useContext(ChatAppContext);
  if (!value) throw new Error('useChatApp must be used inside <ChatAppProvider>');
  return value;
}

/** Null before mount (server render and first paint). */
export function useOptionalChatApp(): ChatAppContextValue | null {
  return useContext(ChatAppContext);
}

interface Services {
  bridge: ChatBridge;
  tokens: ChatTokenStore;
  api: ChatApi;
}

export function ChatAppProvider({
  parentOrigin,
  fallbackProductOrigin,
  win,
  children,
}: {
  parentOrigin: string | null;
  fallbackProductOrigin: string | null;
  /** The frame's window; tests pass a fake one with a parent. */
  win?: Window;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [services, setServices] = useState<Services | null>(null);
  const [authReady, setAuthReady] = useState(false);
  const [tokenVersion, setTokenVersion] = useState(0);
  const [roomRequest, setRoomRequest] = useState<RoomRequest | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);

  useEffect(() => {
    const bridge = createChatBridge({ parentOrigin, ...(win ? { win } : {}) });
    const tokens = createChatTokenStore(bridge);
    const api = createChatApi({
      auth: {
        token: tokens.token,
        ...(bridge.framed ? { refresh: tokens.refresh, visitor: tokens.knownVisitor } : {}),
      },
    });
    setServices({ bridge, tokens, api });
    // Subscribed with the bridge itself: the parent flushes a queued open-room right after the token.
    let seq = 0;
    setPanelOpen(!bridge.framed);
    const stopRooms = bridge.subscribe((message) => {
      if (message.type === 'panel') setPanelOpen(message.open);
      if (message.type !== 'open-room') return;
      seq += 1;
      const { chatRoomId, chatMessageId, openType } = message;
      setRoomRequest({ chatRoomId, chatMessageId, openType, seq });
    });
    let initial = true;
    const unsubscribe = tokens.subscribe(() => {
      setTokenVersion((v) => v + 1);
      // The first answer arrives before any query ran; a later change means another member (or none): start over.
      if (!initial) void queryClient.resetQueries({ queryKey: CHAT_QUERY_ROOT });
    });
    // 'token-request' is also the frame's ready signal for the parent.
    void tokens.request().then(() => {
      initial = false;
      setAuthReady(true);
    });
    return () => {
      unsubscribe();
      stopRooms();
      tokens.destroy();
      bridge.destroy();
      setServices(null);
      setAuthReady(false);
    };
  }, [parentOrigin, win, queryClient]);

  const value = useMemo<ChatAppContextValue | null>(
    () =>
      services && {
        ...services,
        framed: services.bridge.framed,
        productOrigin: services.bridge.parentOrigin ?? fallbackProductOrigin,
        authReady,
        tokenVersion,
        roomRequest,
        panelOpen,
      },
    [services, authReady, tokenVersion, roomRequest, panelOpen, fallbackProductOrigin],
  );

  return <ChatAppContext.Provider value={value}>{children}</ChatAppContext.Provider>;
}
