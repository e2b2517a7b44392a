/**
 * Server-side access to the portal GraphQL API for the portal's getServerSideProps: like the CBT client
 * (cbt-ssr.ts), it calls the API in the same process through the internal origin with the request's cookie and
 * host, so the API answers for this request's member and brand. Pages never reach the database (ADR 10).
 */
import { createPortalGraphqlClient, type GraphqlRequester, PORTAL_GRAPHQL_PATH } from '../api/graphql-clients';
import { forwardedHeaders, internalApiOrigin, type SsrRequest } from './cbt-ssr';

export function createSsrPortalClient(req: SsrRequest, env: NodeJS.ProcessEnv = process.env): GraphqlRequester {
  return createPortalGraphqlClient({ endpoint: `${internalApiOrigin(env)}${PORTAL_GRAPHQL_PATH}`, headers: forwardedHeaders(req) });
}
