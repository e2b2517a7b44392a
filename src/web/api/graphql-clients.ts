import { GraphQLClient } from 'graphql-request';

export { COMMUNITY_GRAPHQL_PATH, PORTAL_GRAPHQL_PATH } from './graphql-paths';

/**
 * What our API functions need of a client: `request` only, so the browser's clients (lazy-graphql-client.ts) can
 * load graphql-request on first use.
 */
export type GraphqlRequester = Pick<GraphQLClient, 'request'>;

export interface GraphqlClientOptions {
  /** Full URL (server side) or path (browser), e.g. `${origin}${PORTAL_GRAPHQL_PATH}`. */
  endpoint: string;
  headers?: Record<string, string>;
}

/** JSON POST with credentials (spec §7.3). */
function createGraphqlClient(options: GraphqlClientOptions): GraphQLClient {
  return new GraphQLClient(options.endpoint, {
    method: 'POST',
    credentials: 'include',
    headers: { ...options.headers },
  });
}

export function createPortalGraphqlClient(options: GraphqlClientOptions): GraphQLClient {
  return createGraphqlClient(options);
}

export function createCommunityGraphqlClient(options: GraphqlClientOptions): GraphQLClient {
  return createGraphqlClient(options);
}
