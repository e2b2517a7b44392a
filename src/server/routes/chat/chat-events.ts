/**
 * GET /chat/events (docs/CONTRACTS.md "Chat"): a Server-Sent Events stream of the caller's rooms, made by the chat
 * domain's stream manager (src/server/chat/chat-event-streams.ts); this route authenticates and wires the response.
 * The response is hijacked and written by hand, with the headers hooks set on the reply (the API's security headers)
 * copied into its head; the stream lives until the client goes away or the app closes.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { ChatEventBus } from '../../chat/chat-event-bus';
import { createChatEventStreams } from '../../chat/chat-event-streams';
import type { AppMetrics } from '../../metrics/app-metrics';

export { MAX_STREAMS_PER_MEMBER } from '../../chat/chat-event-streams';

export const CHAT_EVENTS_PATH = '/chat/events';

export interface ChatEventsOptions {
  db: Db;
  bus: ChatEventBus;
  /** How often a `: ping` comment keeps proxies from closing an idle stream (25 s in production). */
  pingIntervalMs: number;
  /** Where the number of open streams is read (GET /metrics). */
  metrics?: AppMetrics;
}

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  // nginx and friends: do not buffer this response.
  'X-Accel-Buffering': 'no',
};

export async function chatEventRoutes(app: FastifyInstance, options: ChatEventsOptions) {
  const streams = createChatEventStreams(options);
  options.metrics?.watchChatStreams(() => streams.openCount());
  // Open streams end when the app closes (an open response would otherwise hold the server open).
  app.addHook('preClose', async () => streams.closeAll());

  app.get(CHAT_EVENTS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { user } = await app.requireUser(request);
    // Subscribes before answering: a refusal or a failure here (Redis down) still gets a proper error response.
    const stream = await streams.open(user.id, (error, message) => request.log.error({ err: error }, message));

    reply.hijack();
    const res = reply.raw;
    res.on('close', () => stream.end());
    if (res.destroyed) return stream.end();
    // Headers set by hooks live on the reply until it sends, which a hijacked reply never does.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value);
    res.writeHead(200, SSE_HEADERS);
    stream.start({
      write: (frame) => res.write(frame),
      end: () => {
        if (!res.writableEnded) res.end();
      },
    });
  });
}
