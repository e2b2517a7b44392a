/**
 * Resolvers of 자기소개서 (cover-letters-graphql-schema.ts), thin over src/server/cover-letters:
 * rate limit → authenticate → validate (cover-letter-arguments.ts) → authorize (cover-letter-policy.ts: own letters
 * only) → operation → present. Letters are private, so nothing here goes through the shared read cache.
 */
import type { FastifyInstance } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import type { Db } from '../../../db/client';
import {
  type CoverLetterContentInput,
  parseCoverLetterContent,
  parseCoverLetterId,
  parseCoverLetterPaging,
  parseCoverLetterTitle,
  parseCoverLetterVersion,
} from '../../cover-letters/cover-letter-arguments';
import { authorizeCoverLetterAccess } from '../../cover-letters/cover-letter-policy';
import { createCoverLetter } from '../../cover-letters/create-cover-letter';
import { deleteCoverLetter } from '../../cover-letters/delete-cover-letter';
import { findCoverLetterVersions, getCoverLetterVersion } from '../../cover-letters/find-cover-letter-versions';
import { findCoverLetters } from '../../cover-letters/find-cover-letters';
import { getCoverLetter } from '../../cover-letters/get-cover-letter';
import { restoreCoverLetterVersion } from '../../cover-letters/restore-cover-letter-version';
import { saveCoverLetter } from '../../cover-letters/save-cover-letter';

type Ctx = MercuriusContext;

interface SaveArgs {
  input: CoverLetterContentInput & { id: string; baseVersion: number; keepVersion?: boolean | null };
}

export function coverLettersGraphqlResolvers(app: FastifyInstance, { db }: { db: Db }) {
  const limitRead = app.rateLimiter.limit('portal', 'cover-letter-read', 300, 60_000);
  // Autosave sends a save a few seconds after typing stops and on every blur: generous for one writer with two tabs.
  const limitWrite = app.rateLimiter.limit(
    'portal',
    'cover-letter-write',
    120,
    60_000,
    '자기소개서 저장 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  );

  // Rate limit, then authenticate (a visitor's 401 comes before any argument is looked at).
  const member = async (ctx: Ctx, limit: typeof limitRead) => {
    const { request } = ctx.reply;
    await limit(request);
    return (await app.requireUser(request)).user;
  };

  return {
    Query: {
      coverLetters: async (_root: unknown, args: { page?: number | null; pageSize?: number | null }, ctx: Ctx) => {
        const user = await member(ctx, limitRead);
        const paging = parseCoverLetterPaging(args);
        const actor = authorizeCoverLetterAccess(user);
        return { ...(await findCoverLetters(db, { actor, paging })), ...paging };
      },
      coverLetter: async (_root: unknown, args: { id: string }, ctx: Ctx) => {
        const user = await member(ctx, limitRead);
        const letterId = parseCoverLetterId(args.id);
        return getCoverLetter(db, { actor: authorizeCoverLetterAccess(user), letterId });
      },
      coverLetterVersions: async (_root: unknown, args: { id: string }, ctx: Ctx) => {
        const user = await member(ctx, limitRead);
        const letterId = parseCoverLetterId(args.id);
        return findCoverLetterVersions(db, { actor: authorizeCoverLetterAccess(user), letterId });
      },
      coverLetterVersion: async (_root: unknown, args: { id: string; version: number }, ctx: Ctx) => {
        const user = await member(ctx, limitRead);
        const letterId = parseCoverLetterId(args.id);
        const version = parseCoverLetterVersion(args.version);
        return getCoverLetterVersion(db, { actor: authorizeCoverLetterAccess(user), letterId, version });
      },
    },
    Mutation: {
      createCoverLetter: async (_root: unknown, args: { title?: string | null }, ctx: Ctx) => {
        const user = await member(ctx, limitWrite);
        const title = parseCoverLetterTitle(args.title);
        return createCoverLetter(db, { actor: authorizeCoverLetterAccess(user), title });
      },
      saveCoverLetter: async (_root: unknown, args: SaveArgs, ctx: Ctx) => {
        const user = await member(ctx, limitWrite);
        const letterId = parseCoverLetterId(args.input.id);
        const baseVersion = parseCoverLetterVersion(args.input.baseVersion);
        const content = parseCoverLetterContent(args.input);
        return saveCoverLetter(db, {
          brand: ctx.reply.request.site.brand,
          actor: authorizeCoverLetterAccess(user),
          letterId,
          baseVersion,
          content,
          keepVersion: args.input.keepVersion ?? false,
        });
      },
      deleteCoverLetter: async (_root: unknown, args: { id: string }, ctx: Ctx) => {
        const user = await member(ctx, limitWrite);
        const letterId = parseCoverLetterId(args.id);
        return deleteCoverLetter(db, { actor: authorizeCoverLetterAccess(user), letterId });
      },
      restoreCoverLetterVersion: async (_root: unknown, args: { id: string; version: number; baseVersion: number }, ctx: Ctx) => {
        const user = await member(ctx, limitWrite);
        const letterId = parseCoverLetterId(args.id);
        const version = parseCoverLetterVersion(args.version);
        const baseVersion = parseCoverLetterVersion(args.baseVersion);
        const actor = authorizeCoverLetterAccess(user);
        return restoreCoverLetterVersion(db, { brand: ctx.reply.request.site.brand, actor, letterId, version, baseVersion });
      },
    },
  };
}
