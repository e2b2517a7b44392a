/**
 * Resolvers of a member's interests and 추천 (member-interests-graphql-schema.ts), thin over src/server/members and
 * findRecommendedPostings: rate limit → authenticate (members only; the member's own interests are the only ones
 * anyone reads or writes) → validate → operation → present. Recommendations depend on the member, so they are not
 * kept in the shared read cache; Posting's status, dDay and viewerHasScrapped come from the Posting resolvers.
 */
import type { FastifyInstance } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import type { Db } from '../../../db/client';
import { type MemberInterests, getMemberInterests } from '../../members/get-member-interests';
import { updateMemberInterests } from '../../members/update-member-interests';
import { parsePostingPaging } from '../../postings/posting-arguments';
import { presentPosting } from '../../postings/posting-presenter';
import { findRecommendedPostings } from '../../postings/find-recommended-postings';

type Ctx = MercuriusContext;

const presentInterests = (m: MemberInterests) => ({
  interests: m.interests,
  targets: m.targets,
  onboarded: m.onboardedAt !== null,
});

export function memberInterestsGraphqlResolvers(app: FastifyInstance, { db }: { db: Db }) {
  const limitRead = app.rateLimiter.limit('portal', 'recommendations', 300, 60_000);
  const limitWrite = app.rateLimiter.limit(
    'portal',
    'member-interests',
    30,
    60_000,
    '관심 분야 저장 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  );

  const member = async (ctx: Ctx, limit: typeof limitRead) => {
    const { request } = ctx.reply;
    await limit(request);
    return app.requireUser(request);
  };

  return {
    Query: {
      viewerInterests: async (_root: unknown, _args: unknown, ctx: Ctx) => {
        const { user } = await member(ctx, limitRead);
        return presentInterests(await getMemberInterests(db, user.id));
      },
      recommendedPostings: async (_root: unknown, args: { page?: number | null; pageSize?: number | null }, ctx: Ctx) => {
        const { user } = await member(ctx, limitRead);
        const paging = parsePostingPaging(args);
        const page = await findRecommendedPostings(db, { brand: ctx.reply.request.site.brand, userId: user.id, paging });
        return { basis: page.basis, totalCount: page.totalCount, ...paging, nodes: page.postings.map(presentPosting) };
      },
    },
    Mutation: {
      updateViewerInterests: async (_root: unknown, args: { interests: string[]; targets: string[] }, ctx: Ctx) => {
        const { user } = await member(ctx, limitWrite);
        return presentInterests(await updateMemberInterests(db, app.sessionCache, user.id, args));
      },
    },
  };
}
