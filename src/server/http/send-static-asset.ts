/**
 * Sends a file whose URL changes whenever its bytes do (a content hash or a package version in the path): kept for a
 * year by browsers and CDNs, in the best encoding the client takes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type StaticAsset, pickEncoding } from '../static-assets/static-assets';

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function sendStaticAsset(request: FastifyRequest, reply: FastifyReply, asset: StaticAsset): FastifyReply {
  reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);
  reply.header('etag', asset.etag);
  reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
  const { encoding, body } = pickEncoding(asset, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type(asset.type).send(body);
}
