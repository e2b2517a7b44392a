/**
 * Helpers of the scale tests (scale-out.scale.test.ts): members' sessions through the API, GraphQL and the chat
 * event stream against one instance or the load balancer, always with the Host of the site.
 */
import http from 'node:http';
import { EventStream } from '../../src/test/chat-stream-kit';
import { type HttpResponse, jsonRequest } from './scale-http';

/** Demo accounts of the seed (README), password DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'careerroad1!';

/** Logs in through `origin` on brand A's CBT host; the `accessToken=…` cookie. */
export async function login(origin: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await jsonRequest(origin, 'POST', '/apiV2/auth/login', { email, password });
  const cookie = response.cookies.find((c) => c.startsWith('accessToken='));
  if (response.status !== 200 || !cookie) throw new Error(`login ${email}: ${response.status} ${response.text}`);
  return cookie;
}

/** A GraphQL call to `/graphql` (portal and chat) or `/community/graphql`; throws on errors, returns `data`. */
export async function graphql<T = any>(
  origin: string,
  query: string,
  variables: Record<string, unknown>,
  options: { cookie?: string; host?: string; path?: string } = {},
): Promise<{ data: T; response: HttpResponse }> {
  const response = await jsonRequest(origin, 'POST', options.path ?? '/graphql', { query, variables }, {
    host: options.host,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  const body = response.json<{ data?: T; errors?: unknown[] }>();
  if (response.status !== 200 || body.errors?.length || !body.data) throw new Error(`GraphQL ${response.status}: ${response.text}`);
  return { data: body.data, response };
}

/** A member's request to the API with their cookie. */
export function asMember(cookie: string) {
  return {
    get: (origin: string, path: string) => jsonRequest(origin, 'GET', path, undefined, { headers: { cookie } }),
    send: (origin: string, method: string, path: string, body: unknown = {}) => jsonRequest(origin, method, path, body, { headers: { cookie } }),
  };
}

/** Opens GET /chat/events on `origin` (an instance or the load balancer); the stream and the instance that holds it. */
export function openChatStream(origin: string, cookie: string): Promise<{ stream: EventStream; upstream?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}/chat/events`, { agent: false, headers: { host: 'chat.careerroad.localhost', cookie } });
    request.on('response', (response) => {
      if (response.statusCode !== 200) reject(new Error(`chat stream: ${response.statusCode}`));
      else resolve({ stream: new EventStream(response, request), upstream: response.headers['x-upstream'] as string | undefined });
    });
    request.on('error', reject);
  });
}
