/** The browser's community GraphQL client: same origin (the API answers on every host), cookies included. */
import type { GraphqlRequester } from './graphql-clients';
import { COMMUNITY_GRAPHQL_PATH } from './graphql-paths';
import { createLazyGraphqlClient } from './lazy-graphql-client';

let client: GraphqlRequester | undefined;

export function getBrowserCommunityClient(): GraphqlRequester {
  client ??= createLazyGraphqlClient('community', { endpoint: `${window.location.origin}${COMMUNITY_GRAPHQL_PATH}` });
  return client;
}

/** The browser's community client, made on its first request (query options are built on the server too). */
export const browserCommunityClient: GraphqlRequester = {
  request: ((...args: unknown[]) => {
    const client = getBrowserCommunityClient();
    return Reflect.apply(client.request, client, args);
  }) as GraphqlRequester['request'],
};
