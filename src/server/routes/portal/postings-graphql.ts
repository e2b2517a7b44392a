/**
 * Resolvers of the portal postings (postings-graphql-schema.ts), thin over src/server/postings and src/server/search:
 * validate → operation → present. Lists, search results, details and closing-soon rows are the same for every
 * visitor of a brand, so they are kept in the read cache under `postings:<brand>` (the web has no posting documents
 * yet for the public-query hook, so the resolvers cache their own values); status, D-day and viewerHasScrapped are
 * derived per request on top. Scrap writes bump the tag after their commit; views do not (a view would empty the
 * cache for everyone), so counts of views in cached answers are at most the cache's 60 s old.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import { kstDaysUntil, postingStatusAt } from '../../../config/kst';
import type { Db } from '../../../db/client';
import { scraps } from '../../../db/schema';
import { readTags } from '../../http/public-read';
import { visitorKeyOf } from '../../http/visitor-key';
import { countPostingView } from '../../postings/count-posting-view';
import { findClosingSoonPostings } from '../../postings/find-closing-soon-postings';
import { findNursingJobPostings, NURSING_JOBS_SOURCE_BRAND } from '../../postings/find-nursing-job-postings';
import { findPostings } from '../../postings/find-postings';
import { getPosting } from '../../postings/get-posting';
import {
  type PostingFilterArgs,
  parsePostingFilters,
  parsePostingId,
  parsePostingKind,
  parsePostingPaging,
  parsePostingSort,
  parseSearchQuery,
} from '../../postings/posting-arguments';
import { postingErrors } from '../../postings/posting-errors';
import { type PostingView, presentPosting, presentPostingDetail } from '../../postings/posting-presenter';
import { POSTING_SCRAP_TARGET, setPostingScrap } from '../../postings/scrap-posting';
import type { ReadCache } from '../../read-cache/read-cache';
import { searchPostings } from '../../search/search-postings';

type Ctx = MercuriusContext;

export interface PostingsGraphqlOptions {
  db: Db;
  readCache: ReadCache;
}

interface PageArgs {
  page?: number | null;
  pageSize?: number | null;
}

export function postingsGraphqlResolvers(app: FastifyInstance, { db, readCache }: PostingsGraphqlOptions) {
  const cached = <T>(brand: string, key: string, load: () => Promise<T>): Promise<T> =>
    readCache.getOrLoad(`postings:${brand}:${key}`, [readTags.postings(brand)], load).then((c) => c.value as T);

  const scrap = async (args: { id: string }, ctx: Ctx, scrapped: boolean) => {
    const { request } = ctx.reply;
    const { user } = await app.requireUser(request);
    const postingId = parsePostingId(args.id);
    const brand = request.site.brand;
    const result = await setPostingScrap(db, app.profileCounts, { brand, userId: user.id, postingId, scrapped });
    if (result.changed) await readCache.invalidate(readTags.postings(brand));
    return { postingId: String(postingId), scrapped, scrapCount: result.scrapCount };
  };

  return {
    Query: {
      postings: async (_root: unknown, args: { filter?: PostingFilterArgs | null; sort?: string | null } & PageArgs, ctx: Ctx) => {
        const brand = ctx.reply.request.site.brand;
        const filters = parsePostingFilters(args.filter);
        const sort = parsePostingSort(args.sort);
        const paging = parsePostingPaging(args);
        return cached(brand, `list:${JSON.stringify([filters, sort, paging])}`, async () => {
          const page = await findPostings(db, { brand, filters, sort, paging });
          return { totalCount: page.totalCount, ...paging, nodes: page.postings.map(presentPosting) };
        });
      },
      posting: async (_root: unknown, args: { id: string }, ctx: Ctx) => {
        const brand = ctx.reply.request.site.brand;
        const id = parsePostingId(args.id);
        return cached(brand, `detail:${id}`, async () => {
          const detail = await getPosting(db, { brand, id });
          return detail ? presentPostingDetail(detail) : null;
        });
      },
      searchPostings: async (
        _root: unknown,
        args: { query: string; kind?: string | null; statuses?: string[] | null } & PageArgs,
        ctx: Ctx,
      ) => {
        const brand = ctx.reply.request.site.brand;
        const query = parseSearchQuery(args.query);
        const kind = args.kind == null ? null : parsePostingKind(args.kind);
        const { statuses } = parsePostingFilters({ statuses: args.statuses });
        const paging = parsePostingPaging(args);
        return cached(brand, `search:${JSON.stringify([query, kind, statuses, paging])}`, async () => {
          const result = await searchPostings(db, { brand, query, kind, statuses, ...paging });
          const c = result.countsByKind;
          const s = result.countsByStatus;
          return {
            totalCount: result.totalCount,
            countsByKind: { contest: c.CONTEST, activity: c.ACTIVITY, internship: c.INTERNSHIP, recruit: c.RECRUIT },
            countsByStatus: { upcoming: s.UPCOMING, open: s.OPEN, closed: s.CLOSED },
            ...paging,
            nodes: result.postings.map(presentPosting),
          };
        });
      },
      nursingJobPostings: async (_root: unknown, args: PageArgs) => {
        const paging = parsePostingPaging(args);
        // Cached under the source brand's tag: its posting writes are what make the answer stale.
        return cached(NURSING_JOBS_SOURCE_BRAND, `nursing-jobs:${JSON.stringify(paging)}`, async () => {
          const page = await findNursingJobPostings(db, { paging });
          return { totalCount: page.totalCount, ...paging, nodes: page.postings.map(presentPosting) };
        });
      },
      closingSoonPostings: async (_root: unknown, args: { days?: number | null; limit?: number | null }, ctx: Ctx) => {
        const brand = ctx.reply.request.site.brand;
        const days = args.days ?? 3;
        const limit = args.limit ?? 10;
        if (!Number.isInteger(days) || days < 0 || days > 30) throw postingErrors.invalidFilter();
        if (!Number.isInteger(limit) || limit < 1 || limit > 50) throw postingErrors.invalidPage();
        // Keyed by the KST minute too: "within 3 days" moves with the clock.
        const minute = Math.floor(Date.now() / 60_000);
        return cached(brand, `closing:${days}:${limit}:${minute}`, async () =>
          (await findClosingSoonPostings(db, { brand, days, limit })).map(presentPosting),
        );
      },
    },
    Mutation: {
      recordPostingView: async (_root: unknown, args: { id: string }, ctx: Ctx) => {
        const { request } = ctx.reply;
        const postingId = parsePostingId(args.id);
        const views = await countPostingView(db, {
          brand: request.site.brand,
          postingId,
          visitorKey: await visitorKeyOf(request),
        });
        if (views === null) throw postingErrors.notFound();
        return views;
      },
      scrapPosting: (_root: unknown, args: { id: string }, ctx: Ctx) => scrap(args, ctx, true),
      unscrapPosting: (_root: unknown, args: { id: string }, ctx: Ctx) => scrap(args, ctx, false),
    },
    Posting: {
      status: (p: PostingView) => postingStatusAt({ startAt: p.receptionStartAt, endAt: p.receptionEndAt }, new Date()),
      dDay: (p: PostingView) => {
        const now = new Date();
        if (postingStatusAt({ startAt: p.receptionStartAt, endAt: p.receptionEndAt }, now) === 'CLOSED') return null;
        return kstDaysUntil(p.receptionEndAt, now);
      },
    },
  };
}

/** viewerHasScrapped for every posting of one answer in one query (Mercurius loaders batch per request). */
export function postingsGraphqlLoaders(db: Db) {
  return {
    Posting: {
      viewerHasScrapped: {
        async loader(queries: { obj: PostingView }[], ctx: Ctx): Promise<boolean[]> {
          const session = await ctx.reply.request.getSession();
          if (!session) return queries.map(() => false);
          const ids = [...new Set(queries.map((q) => q.obj.id))];
          const rows = await db
            .select({ targetId: scraps.targetId })
            .from(scraps)
            .where(
              and(
                eq(scraps.userId, session.user.id),
                eq(scraps.targetType, POSTING_SCRAP_TARGET),
                inArray(scraps.targetId, ids),
              ),
            );
          const saved = new Set(rows.map((r) => r.targetId));
          return queries.map((q) => saved.has(q.obj.id));
        },
        opts: { cache: false },
      },
    },
  };
}
