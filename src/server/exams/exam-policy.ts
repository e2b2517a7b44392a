/**
 * Who may do what with an exam — the one place for these rules:
 * - members and visitors see published exams only: a draft (published_at null) exists for them nowhere, not in
 *   lists, counts, search, detail, papers, problems, records, the shop or review notes; operators reach drafts
 *   through the authoring routes (exam-authoring-policy.ts);
 * - anyone may browse published exams, papers and like counts of the request's brand;
 * - members (login) may like exams;
 * - solving (starting a record, reading or checking a problem) needs a free exam, or for a paid exam
 *   (brand B, is_free = false) a login and an entitlement.
 */
import { type SQL, and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Exam, examDetails, examEntitlements, exams } from '../../db/schema';
import { DomainError, unauthenticated } from '../errors/domain-error';

export const NOT_ENTITLED_MESSAGE = '구매 후 이용할 수 있는 시험입니다.';

/** The condition every member and visitor read of `exams` carries: the exam is published. */
export function publishedExam(): SQL {
  return isNotNull(exams.publishedAt);
}

/**
 * The condition every member and visitor read of `exam_details` carries besides publishedExam(): the paper is
 * published (an imported paper waits for an operator's 공개, ADR 31). In raw SQL the same rule reads
 * `d.published_at is not null`.
 */
export function publishedPaper(): SQL {
  return isNotNull(examDetails.publishedAt);
}

export async function isEntitled(db: Db, userId: string, examIdx: number): Promise<boolean> {
  const rows = await db
    .select({ examId: examEntitlements.examId })
    .from(examEntitlements)
    .where(and(eq(examEntitlements.userId, userId), eq(examEntitlements.examId, examIdx)))
    .limit(1);
  return rows.length > 0;
}

/** Throws 401 for a visitor and 403 NOT_ENTITLED for a member without the paid exam. */
export async function assertCanSolveExam(db: Db, exam: Pick<Exam, 'id' | 'isFree'>, userId: string | null): Promise<void> {
  if (exam.isFree) return;
  if (!userId) throw unauthenticated();
  if (!(await isEntitled(db, userId, exam.id))) throw new DomainError('forbidden', 'NOT_ENTITLED', NOT_ENTITLED_MESSAGE);
}

/**
 * The same rule as a SQL condition on the `exams` table of the enclosing query, for lists of problems across
 * exams (review notes, review sets): published, and free or held. Names are explicit: drizzle leaves columns
 * unqualified in single-table queries.
 */
export function canSolveExamSql(userId: string): SQL {
  return sql`("exams"."published_at" is not null and ("exams"."is_free" or exists (
    select 1 from exam_entitlements en where en.exam_id = "exams"."id" and en.user_id = ${userId})))`;
}
