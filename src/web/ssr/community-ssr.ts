/**
 * Server-side access to the community GraphQL API for the community site's getServerSideProps: like the portal's
 * (portal-ssr.ts), in the same process through the internal origin with the request's cookie and host, so the API
 * answers for this request's member and brand. Pages never reach the database (ADR 10).
 */
import { COMMUNITY_GRAPHQL_PATH, createCommunityGraphqlClient, type GraphqlRequester } from '../api/graphql-clients';
import { forwardedHeaders, internalApiOrigin, type SsrRequest } from './cbt-ssr';

export function createSsrCommunityClient(req: SsrRequest, env: NodeJS.ProcessEnv = process.env): GraphqlRequester {
  return createCommunityGraphqlClient({ endpoint: `${internalApiOrigin(env)}${COMMUNITY_GRAPHQL_PATH}`, headers: forwardedHeaders(req) });
}
