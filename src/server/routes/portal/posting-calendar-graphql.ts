/**
 * Resolvers of posting-calendar-graphql-schema.ts, thin over src/server/postings: authenticate (when the answer is the
 * member's) → validate → operation → present. Status, D-day and viewerHasScrapped of the postings come from the
 * Posting resolvers and loaders of postings-graphql.ts. The whole-portal calendar of a month is the same for every
 * visitor of a brand, so it is kept in the read cache under `postings:<brand>` like the lists; a member's own scraps
 * are read fresh, since the member has just changed them.
 */
import type { FastifyInstance } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import type { Db } from '../../../db/client';
import { readTags } from '../../http/public-read';
import {
  calendarMonthKey,
  type CalendarEntry,
  findCalendarPostings,
  parseCalendarMonth,
} from '../../postings/find-calendar-postings';
import {
  countScrappedPostingsByKind,
  findScrappedPostings,
  parseScrappedPostingSort,
} from '../../postings/find-scrapped-postings';
import { parsePostingKind, parsePostingPaging } from '../../postings/posting-arguments';
import { presentPosting } from '../../postings/posting-presenter';
import type { ReadCache } from '../../read-cache/read-cache';

type Ctx = MercuriusContext;

export interface PostingCalendarGraphqlOptions {
  db: Db;
  readCache: ReadCache;
}

interface ScrappedPostingsArgs {
  kind?: string | null;
  sort?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

const presentEntry = (entry: CalendarEntry) => ({
  date: entry.date,
  type: entry.type,
  posting: presentPosting(entry.posting),
});

export function postingCalendarGraphqlResolvers(app: FastifyInstance, { db, readCache }: PostingCalendarGraphqlOptions) {
  return {
    Query: {
      scrappedPostings: async (_root: unknown, args: ScrappedPostingsArgs, ctx: Ctx) => {
        const { request } = ctx.reply;
        const { user } = await app.requireUser(request);
        const kind = args.kind == null ? null : parsePostingKind(args.kind);
        const sort = parseScrappedPostingSort(args.sort);
        const paging = parsePostingPaging(args);
        const page = await findScrappedPostings(db, { brand: request.site.brand, userId: user.id, kind, sort, paging });
        return { totalCount: page.totalCount, ...paging, nodes: page.postings.map(presentPosting) };
      },
      scrappedPostingCounts: async (_root: unknown, _args: unknown, ctx: Ctx) => {
        const { request } = ctx.reply;
        const { user } = await app.requireUser(request);
        const c = await countScrappedPostingsByKind(db, { brand: request.site.brand, userId: user.id });
        return { contest: c.CONTEST, activity: c.ACTIVITY, internship: c.INTERNSHIP, recruit: c.RECRUIT };
      },
      postingCalendar: async (_root: unknown, args: { month: string; scrappedOnly?: boolean | null }, ctx: Ctx) => {
        const { request } = ctx.reply;
        const brand = request.site.brand;
        if (args.scrappedOnly) {
          const { user } = await app.requireUser(request);
          const month = parseCalendarMonth(args.month);
          const entries = await findCalendarPostings(db, { brand, month, scrappedByUserId: user.id });
          return entries.map(presentEntry);
        }
        const month = parseCalendarMonth(args.month);
        const loaded = await readCache.getOrLoad(
          `postings:${brand}:calendar:${calendarMonthKey(month)}`,
          [readTags.postings(brand)],
          async () => (await findCalendarPostings(db, { brand, month })).map(presentEntry),
        );
        return loaded.value;
      },
    },
  };
}
