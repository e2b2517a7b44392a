/**
 * Helpers of the GET /chat/events tests: an app on a real port (inject waits for the end of a response, and a
 * stream has none), and the stream read with node:http. (Node's fetch would do too, but after an abort undici opens
 * a spare connection that holds app.close() until the server's headers timeout.) Mutations go through inject.
 */
import http from 'node:http';
import type { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config/server-config';
import type { Database } from '../db/client';
import { buildApp } from '../server/app';
import { type ChatEventBus, createInProcessChatEventBus } from '../server/chat/chat-event-bus';

export interface SseFrame {
  event?: string;
  data?: any;
  comment?: string;
}

/** An open event stream: frames as they arrive, and a way to wait for the next matching one. */
export class EventStream {
  private readonly frames: SseFrame[] = [];
  private waiters: Array<() => void> = [];
  private buffer = '';
  ended = false;

  constructor(
    readonly response: http.IncomingMessage,
    private readonly request: http.ClientRequest,
  ) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      this.buffer += chunk;
      let boundary: number;
      while ((boundary = this.buffer.indexOf('\n\n')) >= 0) {
        this.frames.push(parseFrame(this.buffer.slice(0, boundary)));
        this.buffer = this.buffer.slice(boundary + 2);
      }
      this.wake();
    });
    const done = () => {
      this.ended = true;
      this.wake();
    };
    response.on('end', done);
    response.on('close', done);
    response.on('error', done);
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** Removes and returns the first frame matching `predicate`, waiting up to `timeoutMs` for it. */
  async next(predicate: (frame: SseFrame) => boolean = (f) => !f.comment, timeoutMs = 3000): Promise<SseFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex(predicate);
      if (index >= 0) return this.frames.splice(index, 1)[0]!;
      if (this.ended) throw new Error('stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame within ${timeoutMs} ms; have ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  event(name: string, timeoutMs?: number) {
    return this.next((f) => f.event === name, timeoutMs);
  }

  /** The client goes away (closes its connection). */
  close() {
    this.request.destroy();
  }
}

function parseFrame(block: string): SseFrame {
  const frame: SseFrame = {};
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    else if (line.startsWith('event: ')) frame.event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  if (data.length) frame.data = JSON.parse(data.join('\n'));
  return frame;
}

export interface RunningApp {
  app: FastifyInstance;
  base: string;
}

export async function startApp(
  database: Database,
  options: { bus?: ChatEventBus; redis?: Redis; pingIntervalMs?: number } = {},
): Promise<RunningApp> {
  const config = {
    ...loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' }),
    chatPingIntervalMs: options.pingIntervalMs ?? 60_000,
  };
  const app = await buildApp({
    config,
    db: database.db,
    logger: false,
    ...(options.bus ? { chatEventBus: options.bus } : {}),
    ...(options.redis ? { redis: options.redis } : {}),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  // 127.0.0.1 is brand A's CBT host in the test host table.
  return { app, base: `http://127.0.0.1:${address.port}` };
}

/** Opens GET /chat/events with a Bearer token (as the chat frame does) or a cookie. */
export function openStream(running: RunningApp, auth: { token?: string; cookie?: string }): Promise<EventStream> {
  const url = new URL(`${running.base}/chat/events`);
  return new Promise((resolve, reject) => {
    const request = http.get({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      agent: false,
      headers: {
        ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
        ...(auth.cookie ? { cookie: auth.cookie } : {}),
      },
    });
    request.on('response', (response) => resolve(new EventStream(response, request)));
    request.on('error', reject);
  });
}

/** A GraphQL call to one instance, as a member (brand A host). */
export async function post(running: RunningApp, query: string, variables: Record<string, unknown>, cookie: string) {
  const response = await running.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { host: 'localhost:3000', 'content-type': 'application/json', cookie },
    payload: { query, variables },
  });
  const body = response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

export const SEND = `mutation ($chatRoomId: ID!, $body: String!) {
  sendChatMessage(chatRoomId: $chatRoomId, body: $body) { id chatRoomId body createdAt sender { id nickname } mine }
}`;
export const JOIN = `mutation ($chatRoomId: ID!) { joinChatRoom(chatRoomId: $chatRoomId) { chatRoomId userId } }`;
export const tokenOf = (cookie: string) => cookie.replace(/^accessToken=/, '');

/** Counts live subscriptions of a bus (in-process unless given), to see streams let go of theirs. */
export function countingBus(inner: ChatEventBus = createInProcessChatEventBus()) {
  const live = new Map<string, number>();
  const bus: ChatEventBus = {
    publish: (topic, event) => inner.publish(topic, event),
    async subscribe(topic, listener) {
      const unsubscribe = await inner.subscribe(topic, listener);
      live.set(topic, (live.get(topic) ?? 0) + 1);
      let active = true;
      return () => {
        if (active) live.set(topic, live.get(topic)! - 1);
        active = false;
        unsubscribe();
      };
    },
    close: () => inner.close(),
  };
  const total = () => [...live.values()].reduce((a, b) => a + b, 0);
  return { bus, total };
}

export async function eventually(check: () => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
