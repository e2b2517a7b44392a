// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBrand } from '../../config/brands';
import { createQueryClient } from '../api/query-client';
import { CHAT_CHANNEL } from '../chat/chat-protocol';
import { themeFor } from '../styles/theme';
import { ToastProvider } from '../toast/toast-provider';
import { TOAST_CONFIG_BY_BRAND } from '../toast/toast-store';
import { ChatApp } from './chat-app';
import type { ChatMessage, ChatRoom } from './chat-types';
import { createChatMessage, createChatRoom } from './chat-fixtures';

// React's act() warnings need this flag; Testing Library turns it off while it waits.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PARENT = 'http://localhost:3000';

const msg = (id: string, extra: Partial<ChatMessage> = {}) => createChatMessage(id, { chatRoomId: '7', ...extra });
const room = createChatRoom;

type Handler = (variables: Record<string, unknown>, headers: Headers) => { status?: number; body: unknown };

/** Answers GraphQL by operation name; the event stream hangs until aborted. */
function installServer(handlers: Record<string, Handler>) {
  const operations: Array<{ name: string; variables: Record<string, unknown>; auth: string | null }> = [];
  const fetchFn = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/chat/events')) {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    const headers = new Headers(init?.headers);
    const payload = JSON.parse(String(init?.body)) as { query: string; variables?: Record<string, unknown> };
    const name = /(?:query|mutation)\s+(\w+)/.exec(payload.query)?.[1] ?? '?';
    operations.push({ name, variables: payload.variables ?? {}, auth: headers.get('authorization') });
    const handler = handlers[name];
    const reply = handler ? handler(payload.variables ?? {}, headers) : { status: 500, body: { errors: [{ message: 'no handler' }] } };
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchFn);
  return { operations };
}

function fakeFrame() {
  const parent = { postMessage: vi.fn() };
  const listeners = new Set<(event: MessageEvent) => void>();
  const win = {
    parent,
    addEventListener: (type: string, fn: (event: MessageEvent) => void) => type === 'message' && listeners.add(fn),
    removeEventListener: (_type: string, fn: (event: MessageEvent) => void) => listeners.delete(fn),
  } as unknown as Window;
  const fromParent = (data: unknown) =>
    act(async () => {
      for (const fn of listeners) fn({ data, origin: PARENT, source: parent } as unknown as MessageEvent);
    });
  const posted = () => parent.postMessage.mock.calls.map((call) => ({ message: call[0], target: call[1] }));
  return { win, parent, fromParent, posted };
}

function renderApp(props: { parentOrigin: string | null; win?: Window }) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={themeFor(getBrand('a'))}>
        <ToastProvider config={TOAST_CONFIG_BY_BRAND.a}>
          <ChatApp parentOrigin={props.parentOrigin} fallbackProductOrigin="http://localhost:3000" win={props.win} />
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const unauthorized = { status: 401, body: { data: null, errors: [{ message: '로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.', extensions: { code: 'UNAUTHORIZED', statusCode: 401 } }] } };

beforeEach(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChatApp framed', () => {
  it('asks for the token, lists rooms with the Bearer token and posts close to the exact parent origin', async () => {
    const server = installServer({
      ChatRooms: () => ({
        body: {
          data: {
            chatRooms: [room('1', { unreadCount: 150, lastMessage: msg('9', { chatRoomId: '1' }) }), room('2', { unreadCount: 0 })],
          },
        },
      }),
    });
    const frame = fakeFrame();
    renderApp({ parentOrigin: PARENT, win: frame.win });
    await waitFor(() => expect(frame.posted()).toContainEqual({ message: { channel: CHAT_CHANNEL, type: 'token-request' }, target: PARENT }));
    expect(screen.getByTestId('chat-waiting')).toBeTruthy();
    await frame.fromParent({ channel: CHAT_CHANNEL, type: 'token', accessToken: 'tok' });
    await screen.findByTestId('chat-room-list');
    expect(server.operations[0]).toMatchObject({ name: 'ChatRooms', auth: 'Bearer tok' });
    const badges = screen.getAllByTestId('chat-room-unread');
    expect(badges.map((b) => b.textContent)).toEqual(['99+']);
    fireEvent.click(screen.getByRole('button', { name: '채팅 닫기' }));
    expect(frame.posted()).toContainEqual({ message: { channel: CHAT_CHANNEL, type: 'close' }, target: PARENT });
    for (const { target } of frame.posted()) expect(target).toBe(PARENT);
  });

  it('a visitor (the parent answers no token) gets the login prompt without any request, and 로그인 posts login', async () => {
    const server = installServer({ ChatRooms: () => unauthorized });
    const frame = fakeFrame();
    renderApp({ parentOrigin: PARENT, win: frame.win });
    await waitFor(() => expect(frame.parent.postMessage).toHaveBeenCalledTimes(1));
    await frame.fromParent({ channel: CHAT_CHANNEL, type: 'token', accessToken: null });
    await screen.findByText('로그인이 필요한 서비스입니다.');
    // The parent read its own session: no token means no member, so nothing is asked of the server.
    expect(server.operations).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(frame.posted()).toContainEqual({ message: { channel: CHAT_CHANNEL, type: 'login' }, target: PARENT });
  });

  it('a stale token: the 401 asks the parent once more before showing the login prompt', async () => {
    const server = installServer({ ChatRooms: () => unauthorized });
    const frame = fakeFrame();
    renderApp({ parentOrigin: PARENT, win: frame.win });
    await waitFor(() => expect(frame.parent.postMessage).toHaveBeenCalledTimes(1));
    await frame.fromParent({ channel: CHAT_CHANNEL, type: 'token', accessToken: 'expired' });
    await waitFor(() => expect(frame.parent.postMessage).toHaveBeenCalledTimes(2));
    await frame.fromParent({ channel: CHAT_CHANNEL, type: 'token', accessToken: 'expired' });
    await screen.findByText('로그인이 필요한 서비스입니다.');
    expect(server.operations.filter((o) => o.name === 'ChatRooms')).toHaveLength(2);
  });

  it('opens the room the parent asks for: only-room hides back, shares, shows messages and marks them read', async () => {
    const server = installServer({
      ChatRooms: () => ({ body: { data: { chatRooms: [room('7', { unreadCount: 2 })] } } }),
      ChatRoom: () => ({ body: { data: { chatRoom: room('7', { title: '스터디방', unreadCount: 2 }) } } }),
      ChatMessages: () => ({
        body: {
          data: {
            chatMessages: {
              messages: [msg('10', { sender: null, body: '민수님이 들어왔습니다.' }), msg('11'), msg('12', { mine: true, body: '반가워요 https://example.com' })],
              hasMore: false,
            },
          },
        },
      }),
      MarkChatRoomRead: () => ({ body: { data: { markChatRoomRead: room('7', { title: '스터디방' }) } } }),
    });
    const frame = fakeFrame();
    renderApp({ parentOrigin: PARENT, win: frame.win });
    await waitFor(() => expect(frame.parent.postMessage).toHaveBeenCalledTimes(1));
    await frame.fromParent({ channel: CHAT_CHANNEL, type: 'token', accessToken: 'tok' });
    await frame.fromParent({ channel: CHAT_CHANNEL, type: 'open-room', chatRoomId: '7', chatMessageId: null, openType: 'only-room' });
    await screen.findByText('민수님이 들어왔습니다.');
    expect(screen.getByRole('heading', { name: '스터디방' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).toBeNull();
    expect(screen.getByText('2026년 11월 22일 일요일')).toBeTruthy();
    expect(screen.getAllByTestId('chat-message').map((el) => el.dataset.kind)).toEqual(['system', 'other', 'mine']);

    fireEvent.click(screen.getByRole('button', { name: '공유하기' }));
    expect(frame.posted()).toContainEqual({
      message: { channel: CHAT_CHANNEL, type: 'sns-share', url: `${PARENT}/?chatOpenType=only-room&chatRoomId=7`, title: '스터디방' },
      target: PARENT,
    });

    fireEvent.click(screen.getByRole('link', { name: 'https://example.com' }));
    expect(frame.posted()).toContainEqual({ message: { channel: CHAT_CHANNEL, type: 'click-link', url: 'https://example.com/' }, target: PARENT });

    fireEvent.click(screen.getAllByRole('button', { name: '메시지 복사' })[0]!);
    expect(frame.posted()).toContainEqual({ message: { channel: CHAT_CHANNEL, type: 'copy-text', text: '메시지 11' }, target: PARENT });

    // The newest message is the member's own: sending already moved the read position, so nothing is marked.
    expect(server.operations.some((o) => o.name === 'MarkChatRoomRead')).toBe(false);
  });

  it('marks the room read up to the newest message of others only while the panel is open, and posts unread-changed', async () => {
    const server = installServer({
      ChatRooms: () => ({ body: { data: { chatRooms: [room('7', { unreadCount: 1 })] } } }),
      ChatRoom: () => ({ body: { data: { chatRoom: room('7', { unreadCount: 1 }) } } }),
      ChatMessages: () => ({ body: { data: { chatMessages: { messages: [msg('11'), msg('12')], hasMore: true } } } }),
      MarkChatRoomRead: () => ({ body: { data: { markChatRoomRead: room('7') } } }),
    });
    const frame = fakeFrame();
    renderApp({ parentOrigin: PARENT, win: frame.win });
    await waitFor(() => expect(frame.parent.postMessage).toHaveBeenCalledTimes(1));
    await frame.fromParent({ channel: CHAT_CHANNEL, type: 'token', accessToken: 'tok' });
    await frame.fromParent({ channel: CHAT_CHANNEL, type: 'open-room', chatRoomId: '7', chatMessageId: null, openType: 'default' });
    await screen.findByText('메시지 12');
    expect(screen.getByRole('button', { name: '뒤로 가기' })).toBeTruthy();
    expect(screen.getByText('이전 메시지 보기')).toBeTruthy();
    // The parent has not said its panel is open: the frame is hidden, nothing counts as read yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.operations.some((o) => o.name === 'MarkChatRoomRead')).toBe(false);
    await frame.fromParent({ channel: CHAT_CHANNEL, type: 'panel', open: true });
    await waitFor(() =>
      expect(frame.posted()).toContainEqual({ message: { channel: CHAT_CHANNEL, type: 'unread-changed' }, target: PARENT }),
    );
    expect(server.operations.find((o) => o.name === 'MarkChatRoomRead')?.variables).toEqual({ chatRoomId: '7', messageId: '12' });
  });

  it('opens at a message: the page ending at it (before = id + 1) plus the newer ones (after = id)', async () => {
    const server = installServer({
      ChatRooms: () => ({ body: { data: { chatRooms: [] } } }),
      ChatRoom: () => ({ body: { data: { chatRoom: room('7') } } }),
      ChatMessages: (variables) => ({
        body: {
          data: {
            chatMessages: variables.before
              ? { messages: [msg('40'), msg('41')], hasMore: true }
              : { messages: [msg('42')], hasMore: false },
          },
        },
      }),
      MarkChatRoomRead: () => ({ body: { data: { markChatRoomRead: room('7') } } }),
    });
    const frame = fakeFrame();
    renderApp({ parentOrigin: PARENT, win: frame.win });
    await waitFor(() => expect(frame.parent.postMessage).toHaveBeenCalledTimes(1));
    await frame.fromParent({ channel: CHAT_CHANNEL, type: 'token', accessToken: 'tok' });
    await frame.fromParent({ channel: CHAT_CHANNEL, type: 'open-room', chatRoomId: '7', chatMessageId: '41', openType: 'default' });
    await screen.findByText('메시지 42');
    const pages = server.operations.filter((o) => o.name === 'ChatMessages').map((o) => o.variables);
    expect(pages).toContainEqual({ chatRoomId: '7', before: '42', first: 30 });
    expect(pages).toContainEqual({ chatRoomId: '7', after: '41', first: 30 });
    expect(screen.getAllByTestId('chat-message').map((el) => el.dataset.messageId)).toEqual(['40', '41', '42']);
  });

  it('shows the EXAM room invitation and joins with 참여하기', async () => {
    let joined = false;
    const server = installServer({
      ChatRooms: () => ({ body: { data: { chatRooms: [] } } }),
      ChatRoom: () => ({ body: { data: { chatRoom: room('7', { kind: 'EXAM', joined, title: '한국사 채팅방' }) } } }),
      JoinChatRoom: () => {
        joined = true;
        return { body: { data: { joinChatRoom: { chatRoomId: '7', userId: '1' } } } };
      },
      ChatMessages: () => ({ body: { data: { chatMessages: { messages: [], hasMore: false } } } }),
    });
    const frame = fakeFrame();
    renderApp({ parentOrigin: PARENT, win: frame.win });
    await waitFor(() => expect(frame.parent.postMessage).toHaveBeenCalledTimes(1));
    await frame.fromParent({ channel: CHAT_CHANNEL, type: 'token', accessToken: 'tok' });
    await frame.fromParent({ channel: CHAT_CHANNEL, type: 'open-room', chatRoomId: '7', chatMessageId: null, openType: 'default' });
    await screen.findByText('이 시험을 준비하는 사람들과 이야기해 보세요.');
    fireEvent.click(screen.getByRole('button', { name: '참여하기' }));
    await screen.findByPlaceholderText('메시지를 입력하세요');
    expect(server.operations.map((o) => o.name)).toContain('JoinChatRoom');
  });
});

describe('ChatApp standalone', () => {
  it('uses cookies only, shows the empty state and no close button', async () => {
    const server = installServer({ ChatRooms: () => ({ body: { data: { chatRooms: [] } } }) });
    renderApp({ parentOrigin: null });
    await screen.findByText('참여 중인 채팅방이 없습니다.');
    expect(server.operations[0]).toMatchObject({ name: 'ChatRooms', auth: null });
    expect(screen.queryByRole('button', { name: '채팅 닫기' })).toBeNull();
  });

  it('shows only the login text to a visitor', async () => {
    installServer({ ChatRooms: () => unauthorized });
    renderApp({ parentOrigin: null });
    await screen.findByText('로그인이 필요한 서비스입니다.');
    expect(screen.queryByRole('button', { name: '로그인' })).toBeNull();
  });
});
