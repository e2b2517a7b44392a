/** The browser's portal GraphQL client: same origin (the API answers on every host), cookies included. */
import type { GraphqlRequester } from './graphql-clients';
import { PORTAL_GRAPHQL_PATH } from './graphql-paths';
import { createLazyGraphqlClient } from './lazy-graphql-client';

let client: GraphqlRequester | undefined;

export function getBrowserPortalClient(): GraphqlRequester {
  client ??= createLazyGraphqlClient('portal', { endpoint: `${window.location.origin}${PORTAL_GRAPHQL_PATH}` });
  return client;
}

/**
 * The browser's portal client, made on its first request: pages build query options while rendering, on the server
 * too, where getBrowserPortalClient (it reads window.location) must not run.
 */
export const browserPortalClient: GraphqlRequester = {
  request: ((...args: unknown[]) => {
    const client = getBrowserPortalClient();
    return Reflect.apply(client.request, client, args);
  }) as GraphqlRequester['request'],
};
