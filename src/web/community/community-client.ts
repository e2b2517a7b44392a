/** The browser's community GraphQL client: same origin (the API answers on every host), cookies included. */
import type { GraphQLClient } from 'graphql-request';
import { COMMUNITY_GRAPHQL_PATH, createCommunityGraphqlClient } from '../api/graphql-clients';

let client: GraphQLClient | undefined;

export function getBrowserCommunityClient(): GraphQLClient {
  client ??= createCommunityGraphqlClient({ endpoint: `${window.location.origin}${COMMUNITY_GRAPHQL_PATH}` });
  return client;
}
