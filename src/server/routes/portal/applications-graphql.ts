/**
 * Resolvers of applications (applications-graphql-schema.ts), thin over src/server/applications:
 * rate limit → authenticate → validate (application-arguments.ts) → authorize (application-policy.ts) → operation →
 * present. Applications are private to the member and the posting's company, so nothing here is cached.
 */
import type { FastifyInstance } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import type { Db } from '../../../db/client';
import {
  parseApplicationDecision,
  parseApplicationId,
  parseApplicationPaging,
  parseApplyInput,
} from '../../applications/application-arguments';
import { APPLICANTS_PAGE_SIZE, MY_APPLICATIONS_PAGE_SIZE } from '../../../contracts/applications';
import { authorizeApplicantReview, authorizeApplying } from '../../applications/application-policy';
import { applyToPosting } from '../../applications/apply-to-posting';
import { decideApplication } from '../../applications/decide-application';
import { findMyApplications } from '../../applications/find-my-applications';
import { countPostingApplications, findPostingApplications } from '../../applications/find-posting-applications';
import { getApplication } from '../../applications/get-application';
import { withdrawApplication } from '../../applications/withdraw-application';
import { parsePostingId } from '../../postings/posting-arguments';

type Ctx = MercuriusContext;
type PagingArgs = { page?: number | null; pageSize?: number | null };

export const APPLICATION_WRITE_RATE_LIMIT_MESSAGE = '지원 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.';

export function applicationsGraphqlResolvers(app: FastifyInstance, { db }: { db: Db }) {
  const limitRead = app.rateLimiter.limit('portal', 'application-read', 300, 60_000);
  // A member applies a few times a day and a company decides a list in one sitting: generous for both, not for scripts.
  const limitWrite = app.rateLimiter.limit('portal', 'application-write', 60, 60_000, APPLICATION_WRITE_RATE_LIMIT_MESSAGE);

  /** rate limit → authenticate → validate → authorize, then the operation with the actor and the checked arguments. */
  const run = async <A, T, R>(
    ctx: Ctx,
    limit: typeof limitRead,
    authorize: (user: Parameters<typeof authorizeApplying>[0]) => A,
    validate: () => T,
    operation: (actor: A, args: T) => Promise<R>,
  ): Promise<R> => {
    const { request } = ctx.reply;
    await limit(request);
    const { user } = await app.requireUser(request);
    const args = validate();
    return operation(authorize(user), args);
  };

  return {
    ManagedPosting: {
      /** Filled in by managedPostings for a whole page at once; counted here for a single posting. */
      applicantCount: async (posting: { id: string; applicantCount?: number }) =>
        posting.applicantCount ?? (await countPostingApplications(db, [Number(posting.id)])).get(Number(posting.id)) ?? 0,
    },
    Query: {
      myApplications: (_root: unknown, args: PagingArgs & { postingId?: string | null }, ctx: Ctx) =>
        run(
          ctx,
          limitRead,
          authorizeApplying,
          () => ({
            paging: parseApplicationPaging(args, MY_APPLICATIONS_PAGE_SIZE),
            postingId: args.postingId == null ? null : parsePostingId(args.postingId),
          }),
          async (applicant, { paging, postingId }) => ({ ...(await findMyApplications(db, { applicant, paging, postingId })), ...paging }),
        ),
      postingApplicants: (_root: unknown, args: PagingArgs & { postingId: string }, ctx: Ctx) =>
        run(
          ctx,
          limitRead,
          authorizeApplicantReview,
          () => ({ postingId: parsePostingId(args.postingId), paging: parseApplicationPaging(args, APPLICANTS_PAGE_SIZE) }),
          async (manager, { postingId, paging }) => ({ ...(await findPostingApplications(db, { manager, postingId, paging })), ...paging }),
        ),
      application: (_root: unknown, args: { id: string }, ctx: Ctx) =>
        run(ctx, limitRead, authorizeApplicantReview, () => parseApplicationId(args.id), (manager, applicationId) =>
          getApplication(db, { manager, applicationId }),
        ),
    },
    Mutation: {
      applyToPosting: (
        _root: unknown,
        args: { input: { postingId: string; coverLetterId?: string | null; includeSpecSummary?: boolean | null } },
        ctx: Ctx,
      ) =>
        run(
          ctx,
          limitWrite,
          authorizeApplying,
          () => ({ postingId: parsePostingId(args.input.postingId), apply: parseApplyInput(args.input) }),
          (applicant, input) => applyToPosting(db, { applicant, ...input }),
        ),
      withdrawApplication: (_root: unknown, args: { id: string }, ctx: Ctx) =>
        run(ctx, limitWrite, authorizeApplying, () => parseApplicationId(args.id), (applicant, applicationId) =>
          withdrawApplication(db, { applicant, applicationId }),
        ),
      decideApplication: (_root: unknown, args: { id: string; decision: string }, ctx: Ctx) =>
        run(
          ctx,
          limitWrite,
          authorizeApplicantReview,
          () => ({ applicationId: parseApplicationId(args.id), decision: parseApplicationDecision(args.decision) }),
          (manager, input) => decideApplication(db, app.profileCounts, { manager, ...input }),
        ),
    },
  };
}
