/**
 * Resolvers of posting-practice-graphql-schema.ts: validate → operation → present. The exams are the same for every
 * visitor of a brand, so they are kept in the read cache under both tags they depend on: `postings:<brand>` (a
 * posting's written test changes with posting writes) and `exams:<brand>` (an operator's publish, unpublish or edit of
 * an exam). Each exam's absolute URL on the CBT host is added per request: it keeps the request's protocol and port.
 */
import type { FastifyRequest } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import { type AppEnv, findHostFor, type HostEntry } from '../../../config/hosts';
import type { ExamSummary } from '../../../contracts/exams';
import type { Db } from '../../../db/client';
import { PRACTICE_EXAMS_DEFAULT_LIMIT, PRACTICE_EXAMS_MAX_LIMIT } from '../../exams/find-practice-exams';
import { readTags } from '../../http/public-read';
import { findPostingPracticeExams } from '../../postings/find-posting-practice-exams';
import { parsePostingId } from '../../postings/posting-arguments';
import { postingErrors } from '../../postings/posting-errors';
import type { ReadCache } from '../../read-cache/read-cache';

export interface PracticeExamView {
  examIdx: number;
  title: string;
  examTypeNames: string[];
  examDetailCount: number;
  problemCount: number;
  isFree: boolean;
  path: string;
  url: string;
}

export function presentPracticeExam(exam: ExamSummary): SharedPracticeExam {
  return {
    examIdx: exam.examIdx,
    title: exam.title,
    examTypeNames: exam.examTypes.map((type) => type.name),
    examDetailCount: exam.examDetailCount,
    problemCount: exam.problemCount,
    isFree: exam.isFree,
    path: `/exam/detail/${exam.examIdx}`,
  };
}

type SharedPracticeExam = Omit<PracticeExamView, 'url'>;
type HostTable = Readonly<Record<string, HostEntry>>;

const firstValue = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();

/**
 * The brand's CBT origin as seen by this request's client: the host table's CBT host of the brand, with the scheme and
 * port the client used (the same rule as the web's siteOriginsFor: `portal.localhost:3100` links to `localhost:3100`).
 */
export function cbtOriginFor(request: FastifyRequest, hostTable: HostTable, appEnv: AppEnv): string {
  const shown = firstValue(request.headers['x-forwarded-host']) ?? firstValue(request.headers.host) ?? '';
  const port = /:(\d+)$/.exec(shown)?.[1];
  const forwardedProto = firstValue(request.headers['x-forwarded-proto']);
  const protocol =
    forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : appEnv === 'production' ? 'https' : request.protocol;
  const host = findHostFor(hostTable, 'cbt', request.site.brand) ?? request.site.hostname;
  return `${protocol}://${host}${port ? `:${port}` : ''}`;
}

export interface PostingPracticeGraphqlOptions {
  db: Db;
  readCache: ReadCache;
  hostTable: HostTable;
  appEnv: AppEnv;
}

export function postingPracticeGraphqlResolvers({ db, readCache, hostTable, appEnv }: PostingPracticeGraphqlOptions) {
  return {
    Query: {
      postingPracticeExams: async (
        _root: unknown,
        args: { postingId: string; limit?: number | null },
        ctx: MercuriusContext,
      ): Promise<PracticeExamView[]> => {
        const brand = ctx.reply.request.site.brand;
        const postingId = parsePostingId(args.postingId);
        const limit = args.limit ?? PRACTICE_EXAMS_DEFAULT_LIMIT;
        if (!Number.isInteger(limit) || limit < 1 || limit > PRACTICE_EXAMS_MAX_LIMIT) throw postingErrors.invalidPage();
        const cached = await readCache.getOrLoad(
          `posting-practice:${brand}:${postingId}:${limit}`,
          [readTags.postings(brand), readTags.exams(brand)],
          async () => {
            const found = await findPostingPracticeExams(db, { brand, postingId, limit });
            return found ? found.exams.map(presentPracticeExam) : null;
          },
        );
        const exams = cached.value as SharedPracticeExam[] | null;
        if (!exams) throw postingErrors.notFound();
        const origin = cbtOriginFor(ctx.reply.request, hostTable, appEnv);
        return exams.map((exam) => ({ ...exam, url: `${origin}${exam.path}` }));
      },
    },
  };
}
