import { describe, expect, it, vi } from 'vitest';
import { CHAT_CHANNEL } from '../chat/chat-protocol';
import { createChatBridge } from './chat-bridge';
import { createChatTokenStore, TOKEN_WAIT_MS } from './chat-token-store';

const PARENT_ORIGIN = 'http://localhost:3000';

/** A frame window whose parent records posts and whose message listener the test can call directly. */
function fakeFrame() {
  const parent = { postMessage: vi.fn() };
  let listener: ((event: MessageEvent) => void) | null = null;
  const win = {
    parent,
    addEventListener: vi.fn((type: string, fn: (event: MessageEvent) => void) => {
      if (type === 'message') listener = fn;
    }),
    removeEventListener: vi.fn((type: string) => {
      if (type === 'message') listener = null;
    }),
  };
  const deliver = (data: unknown, origin: string, source: unknown) =>
    listener?.({ data, origin, source } as unknown as MessageEvent);
  return { win: win as unknown as Window, parent, deliver, hasListener: () => listener !== null };
}

const token = (accessToken: string | null) => ({ channel: CHAT_CHANNEL, type: 'token', accessToken });
const openRoom = { channel: CHAT_CHANNEL, type: 'open-room', chatRoomId: '12', chatMessageId: null, openType: 'default' };

describe('createChatBridge', () => {
  it('posts to window.parent with the exact parent origin as targetOrigin', () => {
    const frame = fakeFrame();
    const bridge = createChatBridge({ parentOrigin: PARENT_ORIGIN, win: frame.win });
    expect(bridge.framed).toBe(true);
    expect(bridge.post({ type: 'close' })).toBe(true);
    bridge.post({ type: 'sns-share', url: 'http://localhost:3000/?chatOpenType=only-room&chatRoomId=1', title: '방' });
    expect(frame.parent.postMessage).toHaveBeenNthCalledWith(1, { channel: CHAT_CHANNEL, type: 'close' }, PARENT_ORIGIN);
    expect(frame.parent.postMessage).toHaveBeenNthCalledWith(
      2,
      { channel: CHAT_CHANNEL, type: 'sns-share', url: 'http://localhost:3000/?chatOpenType=only-room&chatRoomId=1', title: '방' },
      PARENT_ORIGIN,
    );
    for (const call of frame.parent.postMessage.mock.calls) expect(call[1]).not.toBe('*');
  });

  it('reads messages from the parent window at the parent origin', () => {
    const frame = fakeFrame();
    const bridge = createChatBridge({ parentOrigin: PARENT_ORIGIN, win: frame.win });
    const listener = vi.fn();
    bridge.subscribe(listener);
    frame.deliver(openRoom, PARENT_ORIGIN, frame.parent);
    expect(listener).toHaveBeenCalledWith(openRoom);
  });

  it('ignores messages from a wrong origin, a wrong source, or that are malformed', () => {
    const frame = fakeFrame();
    const bridge = createChatBridge({ parentOrigin: PARENT_ORIGIN, win: frame.win });
    const listener = vi.fn();
    bridge.subscribe(listener);
    frame.deliver(token('stolen'), 'https://evil.example', frame.parent);
    frame.deliver(token('stolen'), 'http://localhost:3001', frame.parent);
    frame.deliver(token('stolen'), PARENT_ORIGIN, { postMessage: vi.fn() });
    frame.deliver(token('stolen'), PARENT_ORIGIN, null);
    frame.deliver({ type: 'token', accessToken: 'no-channel' }, PARENT_ORIGIN, frame.parent);
    frame.deliver({ channel: CHAT_CHANNEL, type: 'open-room', chatRoomId: '../x', openType: 'default' }, PARENT_ORIGIN, frame.parent);
    expect(listener).not.toHaveBeenCalled();
  });

  it('is standalone without a parent origin or when not framed: posts nothing, reads nothing', () => {
    const frame = fakeFrame();
    const noOrigin = createChatBridge({ parentOrigin: null, win: frame.win });
    expect(noOrigin.framed).toBe(false);
    expect(noOrigin.post({ type: 'login' })).toBe(false);
    expect(frame.parent.postMessage).not.toHaveBeenCalled();
    expect(frame.hasListener()).toBe(false);

    const top = { addEventListener: vi.fn(), removeEventListener: vi.fn() } as unknown as Window & { parent: Window };
    (top as { parent: unknown }).parent = top;
    const notFramed = createChatBridge({ parentOrigin: PARENT_ORIGIN, win: top });
    expect(notFramed.framed).toBe(false);
    expect(notFramed.parentOrigin).toBeNull();
    expect(notFramed.post({ type: 'close' })).toBe(false);
    expect(top.addEventListener).not.toHaveBeenCalled();
  });

  it('removes its listener on destroy', () => {
    const frame = fakeFrame();
    const bridge = createChatBridge({ parentOrigin: PARENT_ORIGIN, win: frame.win });
    bridge.destroy();
    expect(frame.hasListener()).toBe(false);
  });
});

describe('createChatTokenStore', () => {
  it('sends token-request and resolves with the parent answer', async () => {
    const frame = fakeFrame();
    const bridge = createChatBridge({ parentOrigin: PARENT_ORIGIN, win: frame.win });
    const store = createChatTokenStore(bridge);
    expect(store.ready).toBe(false);
    const answer = store.request();
    expect(frame.parent.postMessage).toHaveBeenCalledWith({ channel: CHAT_CHANNEL, type: 'token-request' }, PARENT_ORIGIN);
    frame.deliver(token('abc'), PARENT_ORIGIN, frame.parent);
    await expect(answer).resolves.toBe('abc');
    expect(store.ready).toBe(true);
    expect(store.token()).toBe('abc');
    store.destroy();
  });

  it('shares one refresh between concurrent callers and notifies a changed token', async () => {
    const frame = fakeFrame();
    const bridge = createChatBridge({ parentOrigin: PARENT_ORIGIN, win: frame.win });
    const store = createChatTokenStore(bridge);
    const changed = vi.fn();
    store.subscribe(changed);
    const a = store.refresh();
    const b = store.refresh();
    expect(frame.parent.postMessage).toHaveBeenCalledTimes(1);
    frame.deliver(token('new'), PARENT_ORIGIN, frame.parent);
    await expect(Promise.all([a, b])).resolves.toEqual(['new', 'new']);
    expect(changed).toHaveBeenCalledWith('new');
    store.destroy();
  });

  it('gives up waiting after the timeout and keeps the last token', async () => {
    vi.useFakeTimers();
    try {
      const frame = fakeFrame();
      const store = createChatTokenStore(createChatBridge({ parentOrigin: PARENT_ORIGIN, win: frame.win }));
      const answer = store.request();
      vi.advanceTimersByTime(TOKEN_WAIT_MS);
      await expect(answer).resolves.toBeNull();
      expect(store.ready).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is ready at once when standalone and never posts', async () => {
    const frame = fakeFrame();
    const store = createChatTokenStore(createChatBridge({ parentOrigin: null, win: frame.win }));
    expect(store.ready).toBe(true);
    await expect(store.request()).resolves.toBeNull();
    expect(frame.parent.postMessage).not.toHaveBeenCalled();
  });
});
