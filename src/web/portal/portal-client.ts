/** The browser's portal GraphQL client: same origin (the API answers on every host), cookies included. */
import type { GraphqlRequester } from '../api/graphql-clients';
import { PORTAL_GRAPHQL_PATH } from '../api/graphql-paths';
import { createLazyGraphqlClient } from '../api/lazy-graphql-client';

let client: GraphqlRequester | undefined;

export function getBrowserPortalClient(): GraphqlRequester {
  client ??= createLazyGraphqlClient('portal', { endpoint: `${window.location.origin}${PORTAL_GRAPHQL_PATH}` });
  return client;
}

/** The first GraphQL error message (Korean, safe to show), else the error's own message. */
export function graphqlErrorMessage(error: unknown, fallback: string): string {
  const response = (error as { response?: { errors?: Array<{ message?: string }> } } | null)?.response;
  const first = response?.errors?.[0]?.message;
  if (typeof first === 'string' && first) return first;
  return error instanceof Error && error.message && !error.message.startsWith('{') ? error.message : fallback;
}
