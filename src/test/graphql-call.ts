/** GraphQL calls through inject, shared by the API tests of every GraphQL endpoint on /graphql. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { BRAND_A_HOST } from './test-app';

/** Anything with an app to inject into. */
export type InjectTarget = { app: FastifyInstance };

/** Cookie header value with the cookies a response set merged over the ones sent. */
export function withCookies(cookie: string | undefined, response: LightMyRequestResponse): string | undefined {
  const jar = new Map<string, string>();
  for (const part of cookie?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name) jar.set(name, value.join('='));
  }
  for (const set of response.cookies) jar.set(set.name, set.value);
  return jar.size ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : undefined;
}

export function graphql(
  t: InjectTarget,
  query: string,
  variables: Record<string, unknown> = {},
  options: { cookie?: string; host?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      host: options.host ?? BRAND_A_HOST,
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: { query, variables },
  });
}

/** The single GraphQL error of a response. */
export function graphqlError(response: LightMyRequestResponse): {
  message: string;
  extensions?: { code: string; statusCode: number };
} {
  const errors = response.json().errors;
  if (!errors?.length) throw new Error(`expected a GraphQL error, got ${response.body}`);
  return errors[0];
}

/** The `data` of a successful GraphQL call, or a thrown error with the response body. */
export function dataOf<T = any>(response: LightMyRequestResponse, field: string): T {
  const body = response.json();
  if (body.errors?.length || !body.data) throw new Error(`expected data.${field}, got ${response.statusCode} ${response.body}`);
  return body.data[field];
}

/** HTTP status, code and message of a refused GraphQL call. */
export function refusal(response: LightMyRequestResponse) {
  const error = graphqlError(response);
  return { status: response.statusCode, code: error.extensions?.code, message: error.message };
}
