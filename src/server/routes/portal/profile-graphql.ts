/**
 * Resolvers of /profile (profile-graphql-schema.ts), thin over src/server/profile: rate limit → authenticate →
 * authorize (profile-policy.ts: the member's own row only) → operation (which validates its arguments first, Korean
 * 400s, before any query) → present. Password-checked steps have their own tight limits, so the current password
 * cannot be guessed through them faster than through the login.
 */
import type { FastifyInstance } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import type { Db } from '../../../db/client';
import { readTags } from '../../http/public-read';
import { changePassword } from '../../profile/change-password';
import { confirmEmailChange } from '../../profile/confirm-email-change';
import { deleteAccount } from '../../profile/delete-account';
import { getProfileSettings } from '../../profile/get-profile-settings';
import { accountDeleterOf, profileOwnerOf } from '../../profile/profile-policy';
import { presentProfileSettings } from '../../profile/profile-presenter';
import { requestEmailChange } from '../../profile/request-email-change';
import { updateNotificationSettings } from '../../profile/update-notification-settings';
import { updateProfile } from '../../profile/update-profile';
import type { BasicInfoInput } from '../../profile/profile-arguments';
import type { ReadCache } from '../../read-cache/read-cache';

type Ctx = MercuriusContext;

const TOO_MANY_SAVES = '저장 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.';
const TOO_MANY_PASSWORD_TRIES = '비밀번호 확인 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.';

export function profileGraphqlResolvers(app: FastifyInstance, { db, readCache }: { db: Db; readCache: ReadCache }) {
  const limitRead = app.rateLimiter.limit('portal', 'profile-read', 300, 60_000);
  const limitSave = app.rateLimiter.limit('portal', 'profile-save', 30, 60_000, TOO_MANY_SAVES);
  // Per member, every password-checked step together: room for typos in the new password, far too few to guess one.
  const limitPassword = app.rateLimiter.limit('portal', 'profile-password', 10, 60_000, TOO_MANY_PASSWORD_TRIES);
  // Each request mails a code: enough for a mistyped address or two, too few to spam an inbox.
  const limitEmailRequest = app.rateLimiter.limit(
    'portal',
    'profile-email-request',
    10,
    600_000,
    '인증번호 요청이 너무 많습니다. 10분 후 다시 시도해주세요.',
  );
  const limitEmailConfirm = app.rateLimiter.limit('portal', 'profile-email-confirm', 10, 60_000, TOO_MANY_SAVES);

  /** The caller's session and own profile, after the rate limit; 401 for a visitor. */
  const member = async (ctx: Ctx, limit: typeof limitRead) => {
    const { request } = ctx.reply;
    await limit(request);
    const session = await request.getSession();
    return { session, owner: profileOwnerOf(session?.user) };
  };
  const presentOwn = async (userId: string) => presentProfileSettings(await getProfileSettings(db, userId));

  return {
    Query: {
      viewerProfile: async (_root: unknown, _args: unknown, ctx: Ctx) => {
        const { owner } = await member(ctx, limitRead);
        return presentOwn(owner.userId);
      },
    },
    Mutation: {
      updateViewerProfile: async (_root: unknown, args: { input: BasicInfoInput }, ctx: Ctx) => {
        const { owner } = await member(ctx, limitSave);
        await updateProfile(db, app.sessionCache, owner.userId, args.input);
        return presentOwn(owner.userId);
      },
      updateNotificationSettings: async (_root: unknown, args: { mutedKinds: string[] }, ctx: Ctx) => {
        const { owner } = await member(ctx, limitSave);
        await updateNotificationSettings(db, owner.userId, args.mutedKinds);
        return presentOwn(owner.userId);
      },
      requestEmailChange: async (_root: unknown, args: { newEmail: string; currentPassword: string }, ctx: Ctx) => {
        await limitEmailRequest(ctx.reply.request);
        const { owner } = await member(ctx, limitPassword);
        const pending = await requestEmailChange(db, app.mailer, { ...owner, ...args });
        return { newEmail: pending.newEmail, expiresAt: pending.expiresAt.toISOString() };
      },
      confirmEmailChange: async (_root: unknown, args: { code: string }, ctx: Ctx) => {
        const { owner } = await member(ctx, limitEmailConfirm);
        await confirmEmailChange(db, app.sessionCache, { ...owner, code: args.code });
        return presentOwn(owner.userId);
      },
      changePassword: async (
        _root: unknown,
        args: { currentPassword: string; newPassword: string; newPasswordConfirm: string },
        ctx: Ctx,
      ) => {
        const { session, owner } = await member(ctx, limitPassword);
        const revokedSessions = await changePassword(db, app.sessionCache, {
          userId: owner.userId,
          sessionId: session!.sessionId,
          ...args,
        });
        return { revokedSessions };
      },
      deleteAccount: async (_root: unknown, args: { confirmation: string; currentPassword: string }, ctx: Ctx) => {
        const { request } = ctx.reply;
        await limitPassword(request);
        const session = await request.getSession();
        const owner = accountDeleterOf(session?.user);
        await deleteAccount(db, { sessionCache: app.sessionCache, profileCounts: app.profileCounts }, { userId: owner.userId, ...args });
        // The community's cached public reads carried the member's nickname.
        await readCache.invalidate(readTags.communityPosts(owner.brand));
        app.clearSessionCookie(ctx.reply, request);
        return true;
      },
    },
  };
}
