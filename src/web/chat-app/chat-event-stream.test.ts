import { describe, expect, it, vi } from 'vitest';
import { backoffDelay, type ChatLiveEvent, runChatEventStream, toChatLiveEvent } from './chat-event-stream';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

const message = {
  id: '10',
  chatRoomId: '1',
  body: '안녕하세요',
  createdAt: '2026-11-22T06:05:00Z',
  sender: { id: '2', nickname: '민수' },
  mine: false,
};

describe('backoffDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('toChatLiveEvent', () => {
  it('reads ready, message and joined and drops anything else', () => {
    expect(toChatLiveEvent({ event: 'ready', data: '{"chatRoomIds":["1",2]}' })).toEqual({ type: 'ready', chatRoomIds: ['1'] });
    expect(toChatLiveEvent({ event: 'message', data: JSON.stringify(message) })).toEqual({ type: 'message', message });
    expect(toChatLiveEvent({ event: 'joined', data: '{"chatRoomId":"3"}' })).toEqual({ type: 'joined', chatRoomId: '3' });
    expect(toChatLiveEvent({ event: 'message', data: '{"id":1}' })).toBeNull();
    expect(toChatLiveEvent({ event: 'other', data: '{}' })).toBeNull();
    expect(toChatLiveEvent({ event: 'message', data: 'not json' })).toBeNull();
  });
});

describe('runChatEventStream', () => {
  it('sends the Bearer token, delivers events, and reconnects with growing delays until aborted', async () => {
    const controller = new AbortController();
    const events: ChatLiveEvent[] = [];
    const delays: number[] = [];
    let calls = 0;
    const fetchFn = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      calls += 1;
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok');
      if (calls === 1) {
        return new Response(
          streamOf([': ping\n\nevent: ready\ndata: {"chatRoomIds":["1"]}\n\nevent: mes', `sage\ndata: ${JSON.stringify(message)}\n\n`]),
          { status: 200 },
        );
      }
      if (calls < 4) throw new TypeError('network');
      return new Response('', { status: 503 });
    });
    const sleep = vi.fn(async (ms: number) => {
      delays.push(ms);
      if (delays.length === 4) controller.abort();
    });
    const result = await runChatEventStream({
      token: () => 'tok',
      onEvent: (event) => events.push(event),
      signal: controller.signal,
      fetchFn: fetchFn as typeof fetch,
      sleep,
    });
    expect(result).toBe('aborted');
    expect(events).toEqual([
      { type: 'ready', chatRoomIds: ['1'] },
      { type: 'message', message },
    ]);
    expect(delays).toEqual([1000, 2000, 4000, 8000]);
  });

  it('stops on a 401 and reports it', async () => {
    const onUnauthorized = vi.fn();
    const fetchFn = vi.fn(async () => new Response('{"statusCode":401}', { status: 401 }));
    const result = await runChatEventStream({
      token: () => null,
      onEvent: vi.fn(),
      onUnauthorized,
      signal: new AbortController().signal,
      fetchFn: fetchFn as unknown as typeof fetch,
      sleep: vi.fn(async () => undefined),
    });
    expect(result).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('does not connect once aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetchFn = vi.fn();
    await runChatEventStream({ token: () => null, onEvent: vi.fn(), signal: controller.signal, fetchFn });
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
