// @vitest-environment jsdom
import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChatProvider, useChatPanel } from './chat-context';

const wrapper = ({ children }: { children: ReactNode }) => <ChatProvider>{children}</ChatProvider>;

describe('useChatPanel', () => {
  it('raises an error when used outside its provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      useChatPanel();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useChatPanel must be used inside <ChatProvider>');
    spy.mockRestore();
  });

  it('starts closed and not loaded; toggling opens and loads, and closing keeps the frame loaded', () => {
    const { result } = renderHook(() => useChatPanel(), { wrapper });
    expect(result.current).toMatchObject({ open: false, loaded: false, roomRequest: null });
    act(() => result.current.togglePanel());
    expect(result.current).toMatchObject({ open: true, loaded: true });
    act(() => result.current.togglePanel());
    expect(result.current).toMatchObject({ open: false, loaded: true });
  });

  it('opening a room opens the panel and numbers each request so the same room can be asked for twice', () => {
    const { result } = renderHook(() => useChatPanel(), { wrapper });
    act(() => result.current.openRoom('room-1', { chatMessageId: '7', openType: 'only-room' }));
    expect(result.current.open).toBe(true);
    expect(result.current.roomRequest).toEqual({ chatRoomId: 'room-1', chatMessageId: '7', openType: 'only-room', seq: 1 });
    act(() => result.current.openRoom('room-1'));
    expect(result.current.roomRequest).toEqual({ chatRoomId: 'room-1', chatMessageId: null, openType: 'default', seq: 2 });
  });
});
