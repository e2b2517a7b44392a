/** The member's 마케팅 정보 수신 choice, given at sign-up and changed later (`/apiV2/auth/marketing-consent`). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { MarketingConsent, MarketingConsentBody } from '../../../contracts/auth';
import { ErrorResponses } from '../../../contracts/common';
import { getMarketingConsent } from '../../consents/get-marketing-consent';
import { updateMarketingConsent } from '../../consents/update-marketing-consent';
import { memberOnly, rateLimit, schemaErrorFormatter } from '../../http/route-kit';

export async function marketingConsentRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(schemaErrorFormatter);
  const member = memberOnly(app);

  app.get(
    '/apiV2/auth/marketing-consent',
    { ...member, schema: { tags: ['auth'], summary: '마케팅 정보 수신 동의 여부', response: { 200: MarketingConsent, ...ErrorResponses } } },
    async (request, reply) => {
      const { user } = await app.requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return getMarketingConsent(db, user.id);
    },
  );

  app.put(
    '/apiV2/auth/marketing-consent',
    {
      config: rateLimit(30),
      ...member,
      schema: {
        tags: ['auth'],
        summary: '마케팅 정보 수신 동의 바꾸기 (바꿀 때마다 시각과 안내문 버전을 남김)',
        body: MarketingConsentBody,
        response: { 200: MarketingConsent, ...ErrorResponses },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return updateMarketingConsent(db, { userId: user.id, brand: user.brand, agreed: request.body.agreed });
    },
  );
}
