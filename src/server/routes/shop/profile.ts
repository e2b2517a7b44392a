/**
 * Brand B 회원정보 수정 (spec §2.3 `/mypage/edit-profile`; ADR 29): REST over the portal profile's own operations
 * (src/server/profile), since brand B has no portal GraphQL host and its members are the same accounts. The
 * password-checked steps count in the portal's limiter keys (`portal:profile-password`), so the shop is not a second
 * door for guessing the current password; saves count with the portal's saves.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponses } from '../../../contracts/common';
import {
  ChangeShopPasswordBody,
  ChangeShopPasswordResult,
  ConfirmShopEmailChangeBody,
  RequestShopEmailChangeBody,
  ShopProfile,
  UpdateShopProfileBody,
} from '../../../contracts/shop-profile';
import type { Db } from '../../../db/client';
import { changePassword } from '../../profile/change-password';
import { confirmEmailChange } from '../../profile/confirm-email-change';
import { getProfileSettings } from '../../profile/get-profile-settings';
import { profileOwnerOf } from '../../profile/profile-policy';
import { presentProfileSettings } from '../../profile/profile-presenter';
import { requestEmailChange } from '../../profile/request-email-change';
import { updateShopProfile } from '../../shop/my-page/update-shop-profile';
import { shopMemberOnly } from './shop-brand';

const TOO_MANY_SAVES = '저장 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.';
const TOO_MANY_PASSWORD_TRIES = '비밀번호 확인 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.';

const errors = {
  400: ErrorResponses[400],
  401: ErrorResponses[401],
  404: ErrorResponses[404],
  409: ErrorResponses[409],
  429: ErrorResponses[429],
};

export async function shopProfileRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const memberOfShop = shopMemberOnly(app);
  const limitRead = app.rateLimiter.limit('portal', 'profile-read', 300, 60_000);
  const limitSave = app.rateLimiter.limit('portal', 'profile-save', 30, 60_000, TOO_MANY_SAVES);
  const limitPassword = app.rateLimiter.limit('portal', 'profile-password', 10, 60_000, TOO_MANY_PASSWORD_TRIES);
  const limitEmailRequest = app.rateLimiter.limit(
    'portal',
    'profile-email-request',
    10,
    600_000,
    '인증번호 요청이 너무 많습니다. 10분 후 다시 시도해주세요.',
  );
  const limitEmailConfirm = app.rateLimiter.limit('portal', 'profile-email-confirm', 10, 60_000, TOO_MANY_SAVES);

  /** The shop's view of the stored profile: what `/mypage/edit-profile` shows. */
  const presentShopProfile = async (userId: string) => {
    const view = presentProfileSettings(await getProfileSettings(db, userId));
    return { email: view.email, name: view.name, phone: view.phone, pendingEmailChange: view.pendingEmailChange };
  };
  const owner = async (request: Parameters<typeof app.requireUser>[0]) => {
    const session = await app.requireUser(request);
    return { session, owner: profileOwnerOf(session.user) };
  };

  app.get(
    '/shop/profile',
    {
      ...memberOfShop,
      schema: { tags: ['shop'], summary: '내 회원정보 (이름, 휴대폰 번호, 이메일)', response: { 200: ShopProfile, ...errors } },
    },
    async (request, reply) => {
      await limitRead(request);
      const { owner: me } = await owner(request);
      reply.header('cache-control', 'private, no-store');
      return presentShopProfile(me.userId);
    },
  );

  app.put(
    '/shop/profile',
    {
      ...memberOfShop,
      schema: {
        tags: ['shop'],
        summary: '회원정보 수정 (이름 2~20자, 휴대폰 번호; 포털 프로필과 같은 규칙)',
        body: UpdateShopProfileBody,
        response: { 200: ShopProfile, ...errors },
      },
    },
    async (request, reply) => {
      await limitSave(request);
      const { owner: me } = await owner(request);
      await updateShopProfile(db, app.sessionCache, me.userId, request.body);
      reply.header('cache-control', 'no-store');
      return presentShopProfile(me.userId);
    },
  );

  app.put(
    '/shop/profile/password',
    {
      ...memberOfShop,
      schema: {
        tags: ['shop'],
        summary: '비밀번호 변경 (현재 비밀번호 확인; 다른 기기의 로그인은 모두 해제)',
        body: ChangeShopPasswordBody,
        response: { 200: ChangeShopPasswordResult, ...errors },
      },
    },
    async (request, reply) => {
      await limitPassword(request);
      const { session, owner: me } = await owner(request);
      const revokedSessions = await changePassword(db, app.sessionCache, { userId: me.userId, sessionId: session.sessionId, ...request.body });
      reply.header('cache-control', 'no-store');
      return { revokedSessions };
    },
  );

  app.post(
    '/shop/profile/email-change',
    {
      ...memberOfShop,
      schema: {
        tags: ['shop'],
        summary: '이메일 변경 인증번호 받기 (현재 비밀번호 확인; 새 주소로 6자리 번호, 10분)',
        body: RequestShopEmailChangeBody,
        response: { 200: ShopProfile, ...errors },
      },
    },
    async (request, reply) => {
      await limitEmailRequest(request);
      await limitPassword(request);
      const { owner: me } = await owner(request);
      await requestEmailChange(db, app.mailer, { ...me, ...request.body });
      reply.header('cache-control', 'no-store');
      return presentShopProfile(me.userId);
    },
  );

  app.post(
    '/shop/profile/email-change/confirm',
    {
      ...memberOfShop,
      schema: {
        tags: ['shop'],
        summary: '이메일 변경 확인 (받은 인증번호)',
        body: ConfirmShopEmailChangeBody,
        response: { 200: ShopProfile, ...errors },
      },
    },
    async (request, reply) => {
      await limitEmailConfirm(request);
      const { owner: me } = await owner(request);
      await confirmEmailChange(db, app.sessionCache, { ...me, code: request.body.code });
      reply.header('cache-control', 'no-store');
      return presentShopProfile(me.userId);
    },
  );
}
