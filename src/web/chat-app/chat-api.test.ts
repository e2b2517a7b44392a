import { GraphQLClient } from 'graphql-request';
import { describe, expect, it, vi } from 'vitest';
import { createChatApi } from './chat-api';
import { NETWORK_ERROR_MESSAGE, toChatApiError } from './chat-api-error';

type Reply = { status: number; body: unknown };

function fakeServer(replies: Reply[]) {
  const calls: Array<{ headers: Headers; body: { query: string; variables?: Record<string, unknown> } }> = [];
  const fetchFn = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    calls.push({ headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
    const reply = replies.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  const client = new GraphQLClient('http://chat.localhost/graphql', { fetch: fetchFn as typeof fetch, credentials: 'include' });
  return { client, calls, fetchFn };
}

const gqlError = (statusCode: number, code: string, message: string) => ({
  data: null,
  errors: [{ message, path: ['x'], extensions: { code, statusCode } }],
});

describe('createChatApi', () => {
  it('sends the Bearer token when one is known and reads the result', async () => {
    const server = fakeServer([{ status: 200, body: { data: { chatRooms: [] } } }]);
    const api = createChatApi({ auth: { token: () => 'tok' }, client: server.client });
    await expect(api.chatRooms()).resolves.toEqual([]);
    expect(server.calls[0]?.headers.get('authorization')).toBe('Bearer tok');
  });

  it('sends no Authorization header without a token and only the cursors given', async () => {
    const server = fakeServer([{ status: 200, body: { data: { chatMessages: { messages: [], hasMore: false } } } }]);
    const api = createChatApi({ auth: { token: () => null }, client: server.client });
    await api.chatMessages('5', { before: '42' });
    expect(server.calls[0]?.headers.get('authorization')).toBeNull();
    expect(server.calls[0]?.body.variables).toEqual({ chatRoomId: '5', before: '42' });
  });

  it('maps GraphQL errors to statusCode, code and the Korean message', async () => {
    const server = fakeServer([{ status: 404, body: gqlError(404, 'CHAT_ROOM_NOT_FOUND', '채팅방을 찾을 수 없습니다.') }]);
    const api = createChatApi({ auth: { token: () => 'tok' }, client: server.client });
    await expect(api.chatRoom('9')).rejects.toEqual({
      statusCode: 404,
      code: 'CHAT_ROOM_NOT_FOUND',
      message: '채팅방을 찾을 수 없습니다.',
    });
  });

  it('asks for a new token once on a 401 and retries with it', async () => {
    const server = fakeServer([
      { status: 401, body: gqlError(401, 'UNAUTHORIZED', '로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.') },
      { status: 200, body: { data: { chatRooms: [] } } },
    ]);
    let token: string | null = 'old';
    const refresh = vi.fn(async () => {
      token = 'new';
      return token;
    });
    const api = createChatApi({ auth: { token: () => token, refresh }, client: server.client });
    await expect(api.chatRooms()).resolves.toEqual([]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.calls.map((c) => c.headers.get('authorization'))).toEqual(['Bearer old', 'Bearer new']);
  });

  it('gives up after the one retry', async () => {
    const unauthorized = { status: 401, body: gqlError(401, 'UNAUTHORIZED', '로그인이 필요한 서비스입니다.') };
    const server = fakeServer([unauthorized, unauthorized, unauthorized]);
    const refresh = vi.fn(async () => null);
    const api = createChatApi({ auth: { token: () => null, refresh }, client: server.client });
    await expect(api.chatRooms()).rejects.toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.fetchFn).toHaveBeenCalledTimes(2);
  });

  it('does not retry other errors, nor a 401 when standalone', async () => {
    const server = fakeServer([
      { status: 401, body: gqlError(401, 'UNAUTHORIZED', '로그인이 필요한 서비스입니다.') },
      { status: 400, body: gqlError(400, 'CHAT_MESSAGE_EMPTY', '메시지를 입력해주세요.') },
    ]);
    const api = createChatApi({ auth: { token: () => null }, client: server.client });
    await expect(api.chatRooms()).rejects.toMatchObject({ statusCode: 401 });
    await expect(api.sendChatMessage('1', ' ')).rejects.toEqual({
      statusCode: 400,
      code: 'CHAT_MESSAGE_EMPTY',
      message: '메시지를 입력해주세요.',
    });
    expect(server.fetchFn).toHaveBeenCalledTimes(2);
  });
});

describe('toChatApiError', () => {
  it('reads a REST error body (rate limit) from a non-GraphQL answer', () => {
    const error = {
      response: {
        status: 429,
        body: JSON.stringify({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: '요청이 너무 많습니다.' }),
      },
    };
    expect(toChatApiError(error)).toEqual({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: '요청이 너무 많습니다.' });
  });

  it('replaces English GraphQL messages with the status default', () => {
    const error = { response: { status: 400, errors: [{ message: 'Unknown argument "x".' }] } };
    expect(toChatApiError(error)).toEqual({ statusCode: 400, code: 'GRAPHQL_ERROR', message: '잘못된 요청입니다.' });
  });

  it('turns network failures into a Korean network message', () => {
    expect(toChatApiError(new TypeError('Failed to fetch'))).toEqual({
      statusCode: 0,
      code: 'NETWORK_ERROR',
      message: NETWORK_ERROR_MESSAGE,
    });
  });
});
