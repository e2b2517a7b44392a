/** The brand B shop routes exist only where the brand sells through the shop (src/config/brands.ts hasShop). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getBrand } from '../../../config/brands';
import { notFound } from '../../http/errors';

/** Route hook: 404 NOT_FOUND on a host of a brand without a shop (brand A), before any session or input check. */
export async function requireShopBrand(request: FastifyRequest): Promise<void> {
  if (!getBrand(request.site.brand).hasShop) throw notFound();
}

/**
 * Member-only shop routes: brand A host 404, then visitor 401, both before the body is read (a visitor never gets a
 * parse or validation error describing what the route takes).
 */
export function shopMemberOnly(app: FastifyInstance) {
  return {
    preParsing: async (request: FastifyRequest) => {
      await requireShopBrand(request);
      await app.requireUser(request);
    },
  };
}
