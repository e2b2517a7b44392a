/**
 * A visitor's execution of a public GraphQL document answered from the read cache, before Mercurius validates, parses
 * or executes anything (the REST public reads do the same in public-read.ts): the cached JSON, its ETag,
 * 304 to a GET that holds it, Cache-Control for browsers and CDNs. Each endpoint says which documents are public
 * (community: routes/community/public-queries.ts; portal: routes/portal/public-portal-queries.ts).
 *
 * A miss executes the request's own document through this endpoint's Mercurius (`reply.graphql`, same schema,
 * resolvers, validation rules and error formatter), and keeps the answer only when it has no errors. Whatever is not
 * kept is answered exactly as Mercurius answers it: an execution with errors is sent as Mercurius' handler sends it
 * (the error formatter has already set this reply's status), and anything thrown before execution (invalid
 * variables) or an error of another visitor's shared load is left to Mercurius itself.
 *
 * Members (a session cookie or bearer token) always go through Mercurius, as at the public-read door (ADR 11). So do
 * requests this hook cannot be sure Mercurius would accept as they are (fields, types or values its route schema or
 * the shared limits of graphql-limits.ts would refuse): they get Mercurius' answer, refusal included.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExecutionResult } from 'graphql';
import type { BrandId } from '../../config/hosts';
import { ACCESS_TOKEN_COOKIE } from '../plugins/auth';
import type { CachedBody, ReadCache } from '../read-cache/read-cache';
import { writePublicRead } from './public-read';
import { findUnsafeValue } from './safe-values';

/** A document whose answer is the same for every visitor of a brand. */
export interface PublicQuery {
  /** Names the cached answers of this document. */
  name: string;
  /** The document's one operation: a request naming another is left to Mercurius. */
  operationName: string | null;
  /** The variables the document declares, in order; GraphQL ignores any other, so the answer depends on these only. */
  variableNames: readonly string[];
  /** What writes make its answers stale. */
  tags: (brand: BrandId) => string[];
  /**
   * For answers that turn with the clock (a posting's 모집중/마감 and D-day): an answer is kept for this clock slice
   * only (e.g. 60,000: the minute it was made in), so none is older than one slice.
   */
  clockSliceMs?: number;
}

/** Which public document a request's text is, if any; undefined leaves the request to Mercurius. */
export type FindPublicQuery = (text: string) => PublicQuery | undefined;

/** The request fields Mercurius reads; a request with any other goes to Mercurius (its schema types them). */
const REQUEST_FIELDS = new Set(['query', 'variables', 'operationName']);

interface PublicRequest {
  query: PublicQuery;
  /** The document as sent: executed as is, so any error it causes is located in the client's own text. */
  text: string;
  variables: Variables;
  operationName: string | null | undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `variables` of a GET: JSON text of an object or null. Mercurius parses it with secure-json-parse, which refuses
 * prototype keys: text naming one is left to Mercurius.
 */
type Variables = Record<string, unknown> | null | undefined;

function variablesOfGet(value: unknown): { ok: true; variables: Variables } | { ok: false } {
  if (value === undefined) return { ok: true, variables: undefined };
  if (typeof value !== 'string' || !value || /__proto__|constructor/.test(value)) return { ok: false };
  try {
    const variables: unknown = JSON.parse(value);
    return variables === null || isObject(variables) ? { ok: true, variables } : { ok: false };
  } catch {
    return { ok: false };
  }
}

/** The public query a visitor's request executes, when this hook may answer it; undefined leaves it to Mercurius. */
function readPublicRequest(request: FastifyRequest, findPublicQuery: FindPublicQuery): PublicRequest | undefined {
  if (request.headers.authorization || request.cookies[ACCESS_TOKEN_COOKIE]) return undefined;
  // A POST's If-None-Match would call for 412, not 304: such a request is Mercurius', which ignores the header.
  const isGet = request.method === 'GET';
  if (!isGet && (request.method !== 'POST' || request.headers['if-none-match'])) return undefined;
  const input: unknown = isGet ? request.query : request.body;
  if (!isObject(input)) return undefined;
  for (const field in input) if (!REQUEST_FIELDS.has(field)) return undefined;

  const text = input.query;
  if (typeof text !== 'string') return undefined;
  const query = findPublicQuery(text);
  if (!query) return undefined;
  const operationName = input.operationName;
  if (operationName !== undefined && operationName !== null && (typeof operationName !== 'string' || operationName !== query.operationName)) {
    return undefined;
  }

  let variables: Variables;
  if (isGet) {
    const parsed = variablesOfGet(input.variables);
    if (!parsed.ok) return undefined;
    variables = parsed.variables;
  } else {
    if (input.variables !== undefined && input.variables !== null && !isObject(input.variables)) return undefined;
    variables = input.variables;
  }
  if (findUnsafeValue(variables)) return undefined;
  return { query, text, variables, operationName };
}

/** Brand, endpoint, document and the variables it declares (in its order: the same values give the same key). */
function cacheKey(brand: string, endpoint: string, { query, variables }: PublicRequest, now: number): string {
  const declared: Record<string, unknown> = {};
  for (const name of query.variableNames) {
    if (variables && Object.hasOwn(variables, name)) declared[name] = variables[name];
  }
  const slice = query.clockSliceMs ? ` @${Math.floor(now / query.clockSliceMs)}` : '';
  return `${brand} ${endpoint} ${query.name} ${JSON.stringify(declared)}${slice}`;
}

/** Thrown by a load whose answer has errors, so that the read cache keeps nothing. */
class NotKept extends Error {}

export interface PublicGraphqlOptions {
  /** The endpoint's path, part of every key. */
  endpoint: string;
  findPublicQuery: FindPublicQuery;
  now?: () => number;
}

/** The preValidation hook of a GraphQL endpoint's routes. */
export function servePublicGraphql(readCache: ReadCache, { endpoint, findPublicQuery, now = Date.now }: PublicGraphqlOptions) {
  return async function servePublicQuery(request: FastifyRequest, reply: FastifyReply) {
    const read = readPublicRequest(request, findPublicQuery);
    if (!read) return;
    const brand = request.site.brand;
    let ownFailure: ExecutionResult | undefined;
    let cached: CachedBody;
    try {
      cached = await readCache.getOrLoad(cacheKey(brand, endpoint, read, now()), read.query.tags(brand), async () => {
        // Variables and operation name as Mercurius passes them, null included (null variables are checked against
        // the declarations, absent ones are not): its types leave null out.
        const result = await reply.graphql(
          read.text,
          {},
          read.variables as Record<string, unknown> | undefined,
          read.operationName as string | undefined,
        );
        if (result.errors) {
          ownFailure = result;
          throw new NotKept();
        }
        return result;
      });
    } catch {
      if (ownFailure) return reply.send(ownFailure);
      return;
    }
    return writePublicRead(request, reply, cached);
  };
}
