/**
 * Mock exams that prepare for a written test (필기전형): the brand's published exams under the given top-level
 * category slugs (a posting stores the categories its test covers; the exams hang under their sub-types), best first.
 * Shared by the posting page's "모의고사로 준비하기" card and the CBT home's card of a member's scrapped tests.
 */
import type { BrandId } from '../../config/hosts';
import type { ExamSummary } from '../../contracts/exams';
import type { Db } from '../../db/client';
import type { ExamTypeTree } from './exam-type-tree';
import { findBestExamIds } from './find-best-exams';
import { findExamTypes } from './find-exam-types';
import { getExamSummaries } from './get-exam-summaries';

export const PRACTICE_EXAMS_DEFAULT_LIMIT = 4;
export const PRACTICE_EXAMS_MAX_LIMIT = 12;

export interface PracticeExamsInput {
  brand: BrandId;
  /** Top-level exam type (category) slugs; unknown ones match nothing. */
  examTypeSlugs: readonly string[];
  limit: number;
  /** The brand's type tree when the caller already has it (one load for several tests). */
  tree?: ExamTypeTree;
  now?: Date;
}

/** The type ids a set of category slugs stands for: each category and all its descendants. */
export function examTypeIdsOfSlugs(tree: ExamTypeTree, slugs: readonly string[]): number[] {
  const roots = slugs.flatMap((slug) => {
    const type = tree.bySlug(slug);
    return type ? [type.id] : [];
  });
  return tree.withDescendants(roots);
}

/**
 * Published exams only (drafts never), ranked by the best exams' own ranking (findBestExamIds), so the card offers what
 * other candidates take.
 */
export async function findPracticeExams(db: Db, input: PracticeExamsInput): Promise<ExamSummary[]> {
  const { brand, limit } = input;
  if (input.examTypeSlugs.length === 0 || limit < 1) return [];
  const tree = input.tree ?? (await findExamTypes(db, brand));
  const typeIds = examTypeIdsOfSlugs(tree, input.examTypeSlugs);
  if (typeIds.length === 0) return [];
  const ids = await findBestExamIds(db, { brand, limit, examTypeIds: typeIds, now: input.now });
  return getExamSummaries(db, brand, ids, null, tree);
}
