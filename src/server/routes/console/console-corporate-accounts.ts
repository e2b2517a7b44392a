/**
 * The console's corporate approval queue (ADR 22 and 24) for the brand's ADMINs: the list (waiting first),
 * approve, and reject with a reason the company reads (which also withdraws an approval). The same operations as
 * `npm run db:approve-corporate` / `db:reject-corporate`, audited in the change's transaction. Rate limit →
 * authenticate (401) → authorize (corporate-account-policy: 403 for anyone but an ADMIN of the brand) → validate →
 * operation.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponses } from '../../../contracts/common';
import {
  CORPORATE_ACCOUNTS_DEFAULT_PAGE_SIZE,
  CorporateAccountPage,
  CorporateAccountParams,
  CorporateAccountsQuery,
  CorporateReviewResult,
  RejectCorporateAccountBody,
} from '../../../contracts/corporate-accounts';
import type { Db } from '../../../db/client';
import { approveCorporateUser } from '../../accounts/approve-corporate-user';
import { corporateReviewerOf } from '../../accounts/corporate-account-policy';
import { findCorporateAccounts } from '../../accounts/find-corporate-accounts';
import { rejectCorporateUser } from '../../accounts/reject-corporate-user';
import { consoleRateLimit, consoleSchemaErrorFormatter, noStore, operatorsOnly } from './console-route-kit';

export async function consoleCorporateAccountRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(consoleSchemaErrorFormatter);
  noStore(app);

  app.get(
    '/apiV2/admin/corporate-accounts',
    {
      config: consoleRateLimit(),
      ...operatorsOnly(corporateReviewerOf),
      schema: {
        tags: ['admin-corporate'],
        summary: '기업회원 목록 (승인 대기 먼저; state로 상태 하나만)',
        querystring: CorporateAccountsQuery,
        response: { 200: CorporateAccountPage, ...ErrorResponses },
      },
    },
    async (request) => {
      const brand = request.site.brand;
      corporateReviewerOf((await request.getSession())?.user, brand);
      const { state, page = 1, pageSize = CORPORATE_ACCOUNTS_DEFAULT_PAGE_SIZE } = request.query;
      return findCorporateAccounts(db, brand, { state, page, pageSize });
    },
  );

  app.post(
    '/apiV2/admin/corporate-accounts/:userId/approve',
    {
      config: consoleRateLimit(),
      ...operatorsOnly(corporateReviewerOf),
      schema: {
        tags: ['admin-corporate'],
        summary: '기업회원 가입 승인',
        params: CorporateAccountParams,
        response: { 200: CorporateReviewResult, ...ErrorResponses },
      },
    },
    async (request) => {
      const brand = request.site.brand;
      const { actorId } = corporateReviewerOf((await request.getSession())?.user, brand);
      return approveCorporateUser(db, app.sessionCache, { brand, account: { userId: request.params.userId }, actorId });
    },
  );

  app.post(
    '/apiV2/admin/corporate-accounts/:userId/reject',
    {
      config: consoleRateLimit(),
      ...operatorsOnly(corporateReviewerOf),
      // A call without a body (the API before reasons existed, scripts) is a rejection without a reason.
      preValidation: async (request) => void (request.body ??= {}),
      schema: {
        tags: ['admin-corporate'],
        summary: '기업회원 가입 반려 (승인 취소; reason은 기업회원에게 보입니다)',
        params: CorporateAccountParams,
        body: RejectCorporateAccountBody,
        response: { 200: CorporateReviewResult, ...ErrorResponses },
      },
    },
    async (request) => {
      const brand = request.site.brand;
      const { actorId } = corporateReviewerOf((await request.getSession())?.user, brand);
      const account = { userId: request.params.userId };
      return rejectCorporateUser(db, app.sessionCache, { brand, account, actorId, reason: request.body?.reason });
    },
  );
}
