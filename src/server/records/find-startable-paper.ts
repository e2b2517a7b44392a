import { and, asc, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { examDetails, exams, problems } from '../../db/schema';
import { publishedExam, publishedPaper } from '../exams/exam-policy';
import type { ReadCache } from '../read-cache/read-cache';
import { type RecordProblem, findRecordProblems } from './find-record-problems';
import type { Passage } from '../../contracts/problems';

/**
 * Everything starting an attempt at a paper needs that is the same for every taker: the exam's solving policy fact
 * (free or paid), the time limit, and the problems and passages the sheet shows. Shared by every reader of a
 * cached copy, so never mutated.
 */
export interface StartablePaper {
  id: number;
  title: string;
  timeLimitMinutes: number;
  exam: { id: number; title: string; isFree: boolean };
  /** In the paper's order, with answers and explanations (a resumed ONE-mode sheet reveals the checked ones). */
  problems: RecordProblem[];
  passages: Passage[];
}

export type FindStartablePaper = (db: Db, brand: BrandId, examDetailIdx: number) => Promise<StartablePaper | null>;

/** One paper of a published exam of the brand, read from the database; null when the brand has no such paper. */
export const findStartablePaper: FindStartablePaper = async (db, brand, examDetailIdx) => {
  const [paper] = await db
    .select({
      id: examDetails.id,
      title: examDetails.title,
      timeLimitMinutes: examDetails.timeLimitMinutes,
      exam: { id: exams.id, title: exams.title, isFree: exams.isFree },
    })
    .from(examDetails)
    .innerJoin(exams, eq(exams.id, examDetails.examId))
    .where(and(eq(examDetails.id, examDetailIdx), eq(exams.brand, brand), publishedExam(), publishedPaper()))
    .limit(1);
  if (!paper) return null;
  const ids = await db
    .select({ id: problems.id })
    .from(problems)
    .where(eq(problems.examDetailId, paper.id))
    .orderBy(asc(problems.number));
  // The sheet's own reader, so a sheet built from this copy is the one GET /apiV2/records/:id answers.
  const content = await findRecordProblems(
    db,
    ids.map((row) => row.id),
  );
  return { ...paper, ...content };
};

const NOT_FOUND = Symbol('paper not found');

/**
 * findStartablePaper through the read cache: a thousand takers starting one paper at once share one read. The
 * entry is tagged with `tags(brand)` (the brand's exams tag: a write to the catalogue bumps it) and lives at most
 * the cache's lifetime. A missing paper is not kept, so a paper created after a miss is found at once.
 */
export function findStartablePaperFrom(cache: ReadCache, tags: (brand: BrandId) => readonly string[]): FindStartablePaper {
  return async (db, brand, examDetailIdx) => {
    try {
      const { value } = await cache.getOrLoad(`records:startable-paper ${brand} ${examDetailIdx}`, tags(brand), async () => {
        const paper = await findStartablePaper(db, brand, examDetailIdx);
        if (!paper) throw NOT_FOUND;
        return paper;
      });
      return value as StartablePaper;
    } catch (error) {
      if (error === NOT_FOUND) return null;
      throw error;
    }
  };
}
