/**
 * The browser's GraphQL clients load graphql-request (and the graphql parser it needs, ≈ 12 KB gzipped) with the
 * first request instead of with every page: a visitor's page makes no GraphQL call at all.
 */
import type { GraphQLClient } from 'graphql-request';
import type { GraphqlClientOptions, GraphqlRequester } from './graphql-clients';

export function createLazyGraphqlClient(api: 'portal' | 'community', options: GraphqlClientOptions): GraphqlRequester {
  let client: Promise<GraphQLClient> | undefined;
  const load = () =>
    (client ??= import('./graphql-clients').then((m) =>
      api === 'portal' ? m.createPortalGraphqlClient(options) : m.createCommunityGraphqlClient(options),
    ));
  // Forwards whichever of request's overloads was called, unchanged.
  const request = ((...args: unknown[]) =>
    load().then((loaded) => Reflect.apply(loaded.request, loaded, args))) as GraphQLClient['request'];
  return { request };
}
