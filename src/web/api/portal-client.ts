/** The browser's portal GraphQL client: same origin (the API answers on every host), cookies included. */
import type { GraphqlRequester } from './graphql-clients';
import { PORTAL_GRAPHQL_PATH } from './graphql-paths';
import { createLazyGraphqlClient } from './lazy-graphql-client';

let client: GraphqlRequester | undefined;

export function getBrowserPortalClient(): GraphqlRequester {
  client ??= createLazyGraphqlClient('portal', { endpoint: `${window.location.origin}${PORTAL_GRAPHQL_PATH}` });
  return client;
}
