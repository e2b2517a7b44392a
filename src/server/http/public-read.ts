/**
 * Sends a public read from the read cache (src/server/read-cache): the cached JSON as is (no serialisation per
 * request), its ETag, 304 when the client already holds it, and Cache-Control that lets the browser and a CDN keep
 * it but revalidate. Only for answers that are the same for every visitor of the brand.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody, ReadCache } from '../read-cache/read-cache';

/**
 * Browsers and CDNs keep the answer but ask again every time, with the ETag: a like must show for the very next
 * reader, and the 304 costs the server a map lookup, no query and no body.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export interface PublicRead {
  /** What the answer depends on besides the brand and the route, e.g. the validated query. */
  key: unknown;
  /** What writes invalidate it: `exams:a`, … */
  tags: readonly string[];
  load: () => Promise<unknown>;
}

/** The key of a request's answer: brand, route and the validated (defaulted, coerced) parameters. */
function cacheKey(request: FastifyRequest, key: unknown): string {
  return `${request.site.brand} ${request.routeOptions.url ?? request.url} ${JSON.stringify(key)}`;
}

export async function sendPublicRead(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ReadCache,
  read: PublicRead,
): Promise<FastifyReply> {
  const key = cacheKey(request, read.key);
  const cached = await cache.getOrLoad(key, read.tags, read.load);
  // The same address gets the same answer until a write: the next visitor is answered before routing.
  cache.remember(publicReadAddress(request), key);
  return writePublicRead(request, reply, cached);
}

/** Where a visitor's public read is remembered: the brand and the URL as sent (path and query). */
export function publicReadAddress(request: FastifyRequest): string {
  return `${request.site.brand} ${request.url}`;
}

/** The cached body with its validators: 304 when the client holds it already. */
export function writePublicRead(request: FastifyRequest, reply: FastifyReply, { body, etag }: CachedBody): FastifyReply {
  reply.header('etag', etag);
  reply.header('cache-control', PUBLIC_READ_CACHE_CONTROL);
  // The answer differs per brand host and per login (members get their own flags merged in, uncached).
  reply.header('vary', 'host, cookie, authorization');
  if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/** The cached answer itself, for a member whose own flags are merged onto it (sent uncached and private). */
export function loadPublicRead(request: FastifyRequest, cache: ReadCache, read: PublicRead) {
  return cache.getOrLoad(cacheKey(request, read.key), read.tags, read.load);
}

/** A member's answer: the public data with their flags, never kept by a browser cache or a CDN. */
export function markPrivate(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((value) => {
    const tag = value.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * The read-cache tags of a brand's resources, one name per resource so a search finds every writer. Exam types are
 * read with their exam counts, so they carry the exams tag too, which the exam-type authoring routes bump (ADR 34).
 * Community posts cover what embeddablePosts shows (posts, their comment counts, their board); only the seed writes
 * them so far, and any write path built later bumps this tag after its commit.
 */
export const readTags = {
  exams: (brand: string) => `exams:${brand}`,
  shopCategories: (brand: string) => `shop-categories:${brand}`,
  communityPosts: (brand: string) => `community-posts:${brand}`,
  // Portal postings: lists, search, detail (src/server/routes/portal/postings-graphql.ts); scraps and posting writes bump it.
  postings: (brand: string) => `postings:${brand}`,
};
