/**
 * Resolvers of 스펙 관리 (career-specs-graphql-schema.ts), thin over src/server/career-specs: rate limit →
 * authenticate → validate (career-spec-arguments.ts) → authorize (career-spec-policy.ts) → operation → present.
 * Entries are the member's own and change on every save, so nothing here goes through the shared read cache.
 */
import type { FastifyInstance } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import { kstDayKey } from '../../../config/kst';
import type { Db } from '../../../db/client';
import { addCareerSpec } from '../../career-specs/add-career-spec';
import { CAREER_SPEC_MAX_PER_SECTION } from '../../../contracts/career-specs';
import {
  type CareerSpecInput,
  parseCareerSpecId,
  parseCareerSpecInput,
  parseCareerSpecSection,
  parseCertificateSearch,
} from '../../career-specs/career-spec-arguments';
import { authorizeCareerSpecs } from '../../career-specs/career-spec-policy';
import { presentCareerSpec } from '../../career-specs/career-spec-presenter';
import { deleteCareerSpec } from '../../career-specs/delete-career-spec';
import { findCareerSpecs } from '../../career-specs/find-career-specs';
import { getCareerCompleteness } from '../../career-specs/get-career-completeness';
import { updateCareerSpec } from '../../career-specs/update-career-spec';
import { searchCertificates } from '../../search/search-certificates';

type Ctx = MercuriusContext;

export const CAREER_SPEC_RATE_LIMIT_MESSAGE = '스펙 저장 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.';

export function careerSpecsGraphqlResolvers(app: FastifyInstance, { db }: { db: Db }) {
  const limitRead = app.rateLimiter.limit('portal', 'career-spec-read', 300, 60_000);
  // The picker searches as the member types (debounced): generous, yet a bound.
  const limitSearch = app.rateLimiter.limit('portal', 'certificate-search', 120, 60_000);
  const limitWrite = app.rateLimiter.limit('portal', 'career-spec-write', 60, 60_000, CAREER_SPEC_RATE_LIMIT_MESSAGE);

  const owner = async (ctx: Ctx, limit: typeof limitRead) => {
    const { request } = ctx.reply;
    await limit(request);
    const { user } = await app.requireUser(request);
    return authorizeCareerSpecs(user);
  };

  return {
    Query: {
      careerSpecs: async (_root: unknown, args: { section: string }, ctx: Ctx) => {
        const member = await owner(ctx, limitRead);
        const section = parseCareerSpecSection(args.section);
        const rows = await findCareerSpecs(db, member, section);
        return { section, maxCount: CAREER_SPEC_MAX_PER_SECTION, nodes: rows.map(presentCareerSpec) };
      },
      careerOverview: async (_root: unknown, _args: unknown, ctx: Ctx) => {
        const member = await owner(ctx, limitRead);
        const overview = await getCareerCompleteness(db, member);
        return {
          basics: overview.basics,
          counts: {
            education: overview.counts.EDUCATION,
            language: overview.counts.LANGUAGE,
            certificate: overview.counts.CERTIFICATE,
            award: overview.counts.AWARD,
            activity: overview.counts.ACTIVITY,
          },
          completenessPercent: overview.completeness.percent,
          completeness: overview.completeness.items,
        };
      },
      certificateSearch: async (_root: unknown, args: { query: string; limit?: number | null }, ctx: Ctx) => {
        await owner(ctx, limitSearch);
        const found = await searchCertificates(db, parseCertificateSearch(args));
        return found.map((c) => ({ id: String(c.id), name: c.name, issuer: c.issuer }));
      },
    },
    Mutation: {
      addCareerSpec: async (_root: unknown, args: { input: CareerSpecInput }, ctx: Ctx) => {
        const member = await owner(ctx, limitWrite);
        const entry = parseCareerSpecInput(args.input, kstDayKey(new Date()));
        const row = await addCareerSpec(db, { brand: ctx.reply.request.site.brand, owner: member, entry });
        return presentCareerSpec(row);
      },
      updateCareerSpec: async (_root: unknown, args: { id: string; input: CareerSpecInput }, ctx: Ctx) => {
        const member = await owner(ctx, limitWrite);
        const id = parseCareerSpecId(args.id);
        const entry = parseCareerSpecInput(args.input, kstDayKey(new Date()));
        const row = await updateCareerSpec(db, { brand: ctx.reply.request.site.brand, owner: member, id, entry });
        return presentCareerSpec(row);
      },
      deleteCareerSpec: async (_root: unknown, args: { id: string }, ctx: Ctx) => {
        const member = await owner(ctx, limitWrite);
        return deleteCareerSpec(db, { owner: member, id: parseCareerSpecId(args.id) });
      },
    },
  };
}
