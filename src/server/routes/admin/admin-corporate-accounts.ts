/**
 * Review of corporate sign-ups by the brand's ADMINs (issue 16, ADR 22) until the operator console's queue exists:
 * approve, and reject (which also withdraws an approval). The same operations as `npm run db:approve-corporate` /
 * `db:reject-corporate`, audited in the change's transaction. Rate limit → authenticate (401) → validate → authorize
 * (corporate-account-policy: 403 for anyone but an ADMIN of the brand) → operation.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponses } from '../../../contracts/common';
import { CorporateAccountParams, CorporateReviewResult } from '../../../contracts/corporate-accounts';
import type { Db } from '../../../db/client';
import { approveCorporateUser } from '../../accounts/approve-corporate-user';
import { corporateReviewerOf } from '../../accounts/corporate-account-policy';
import { rejectCorporateUser } from '../../accounts/reject-corporate-user';
import { memberOnly } from '../cbt/cbt-route-kit';
import { adminRateLimit, adminSchemaErrorFormatter, noStore } from './admin-route-kit';

export async function adminCorporateAccountRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(adminSchemaErrorFormatter);
  noStore(app);

  const review = (verb: 'approve' | 'reject', operation: typeof approveCorporateUser, summary: string) =>
    app.post(
      `/apiV2/admin/corporate-accounts/:userId/${verb}`,
      {
        config: adminRateLimit(),
        ...memberOnly(app),
        schema: {
          tags: ['admin-corporate'],
          summary,
          params: CorporateAccountParams,
          response: { 200: CorporateReviewResult, ...ErrorResponses },
        },
      },
      async (request) => {
        const brand = request.site.brand;
        const { actorId } = corporateReviewerOf((await request.getSession())?.user, brand);
        return operation(db, app.sessionCache, { brand, account: { userId: request.params.userId }, actorId });
      },
    );

  review('approve', approveCorporateUser, '기업회원 가입 승인');
  review('reject', rejectCorporateUser, '기업회원 가입 반려 (승인 취소)');
}
