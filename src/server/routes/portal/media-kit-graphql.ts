/**
 * Resolver of the media kit's figures (media-kit-graphql-schema.ts): public, rate limited per caller, counted fresh
 * (a few advertisers a day read it; seven counts over indexed tables).
 */
import type { FastifyInstance } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import type { Db } from '../../../db/client';
import { getMediaKitFigures } from '../../media-kit/get-media-kit-figures';

export function mediaKitGraphqlResolvers(app: FastifyInstance, { db }: { db: Db }) {
  const limit = app.rateLimiter.limit('portal', 'media-kit', 60, 60_000);
  return {
    Query: {
      mediaKitFigures: async (_root: unknown, _args: unknown, ctx: MercuriusContext) => {
        await limit(ctx.reply.request);
        return getMediaKitFigures(db, ctx.reply.request.site.brand);
      },
    },
  };
}
