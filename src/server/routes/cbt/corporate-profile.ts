/**
 * The company's own profile on the corporate site (ADR 22, contract src/contracts/corporate-accounts.ts):
 * read it, and edit company and contact-person details, where a new 사업자등록번호 sends the account back to review.
 * Rate limit → authenticate (401) → validate → authorize (corporate-account-policy: 403 for an individual member) →
 * operation → present.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponses } from '../../../contracts/common';
import { CorporateProfile, UpdateCorporateProfileBody } from '../../../contracts/corporate-accounts';
import type { Db } from '../../../db/client';
import { corporateOwnerOf } from '../../accounts/corporate-account-policy';
import { getCorporateProfile } from '../../accounts/get-corporate-profile';
import { updateCorporateProfile } from '../../accounts/update-corporate-profile';
import { schemaErrorFormatter, memberOnly, rateLimit } from '../../http/route-kit';

export const CORPORATE_PROFILE_PATH = '/apiV2/corporate/profile';

export async function corporateProfileRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(schemaErrorFormatter);
  // The profile is one company's own: never kept by a browser cache or a CDN.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  app.get(
    CORPORATE_PROFILE_PATH,
    {
      config: rateLimit(120),
      ...memberOnly(app),
      schema: { tags: ['corporate'], summary: '기업회원 정보 (기업회원만)', response: { 200: CorporateProfile, ...ErrorResponses } },
    },
    async (request) => getCorporateProfile(db, corporateOwnerOf((await request.getSession())?.user)),
  );

  app.put(
    CORPORATE_PROFILE_PATH,
    {
      config: rateLimit(30),
      ...memberOnly(app),
      schema: {
        tags: ['corporate'],
        summary: '기업회원 정보 수정 (사업자등록번호를 바꾸면 다시 승인 대기)',
        body: UpdateCorporateProfileBody,
        response: { 200: CorporateProfile, ...ErrorResponses },
      },
    },
    async (request) => {
      const owner = corporateOwnerOf((await request.getSession())?.user);
      return updateCorporateProfile(db, app.sessionCache, owner, request.body);
    },
  );
}
