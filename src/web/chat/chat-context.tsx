/**
 * Chat panel state (spec §4): open/closed and loaded/not loaded, plus the room the frame should show next.
 * The header toggles it, a chatOpenType link opens it, the exam pages open an exam's room.
 */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { ChatOpenType } from './chat-protocol';

export interface ChatRoomRequest {
  chatRoomId: string;
  chatMessageId: string | null;
  openType: ChatOpenType;
  /** Distinguishes two requests for the same room so the frame is told again. */
  seq: number;
}

export interface ChatPanelApi {
  open: boolean;
  /** The frame has been created (it loads lazily and then stays, keeping its state while closed). */
  loaded: boolean;
  /** The latest room request, delivered to the frame once it is ready. */
  roomRequest: ChatRoomRequest | null;
  openPanel(): void;
  closePanel(): void;
  togglePanel(): void;
  /** Creates the frame now (lazy-load triggers, or opening). */
  loadFrame(): void;
  openRoom(chatRoomId: string, options?: { chatMessageId?: string | null; openType?: ChatOpenType }): void;
}

const ChatContext = createContext<ChatPanelApi | null>(null);

export function ChatProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [roomRequest, setRoomRequest] = useState<ChatRoomRequest | null>(null);

  const openPanel = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);
  const closePanel = useCallback(() => setOpen(false), []);
  const togglePanel = useCallback(() => {
    setLoaded(true);
    setOpen((value) => !value);
  }, []);
  const loadFrame = useCallback(() => setLoaded(true), []);
  const openRoom = useCallback<ChatPanelApi['openRoom']>((chatRoomId, options = {}) => {
    setRoomRequest((previous) => ({
      chatRoomId,
      chatMessageId: options.chatMessageId ?? null,
      openType: options.openType ?? 'default',
      seq: (previous?.seq ?? 0) + 1,
    }));
    setLoaded(true);
    setOpen(true);
  }, []);

  const api = useMemo(
    () => ({ open, loaded, roomRequest, openPanel, closePanel, togglePanel, loadFrame, openRoom }),
    [open, loaded, roomRequest, openPanel, closePanel, togglePanel, loadFrame, openRoom],
  );
  return <ChatContext.Provider value={api}>{children}</ChatContext.Provider>;
}

/** spec §8: the chat context used outside its provider is a programming error, not a silent no-op. */
export function useChatPanel(): ChatPanelApi {
  const api = useContext(ChatContext);
  if (!api) throw new Error('useChatPanel must be used inside <ChatProvider>');
  return api;
}
