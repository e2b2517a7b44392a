import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import {
  type ExamRecord,
  type NewExamRecord,
  type RecordMode,
  examDetails,
  examRecords,
  exams,
  problems,
  reviewNotes,
} from '../../db/schema';
import { assertCanSolveExam, canSolveExamSql } from '../exams/exam-policy';
import { findExamTypes } from '../exams/find-exam-types';
import { getExam } from '../exams/get-exam';
import { conflict, notFound } from '../errors/domain-error';
import { closeRecord, isOverdue } from './close-record';

export type CreateRecordInput =
  | { source: 'PAPER'; mode: RecordMode; examDetailIdx: number }
  | { source: 'RANDOM'; mode: RecordMode; examIdx: number; count: number }
  | { source: 'REVIEW'; mode: 'ONE'; examIdx?: number; examTypeId?: number; count: number };

export interface CreateRecordResult {
  record: ExamRecord;
  /** True when an IN_PROGRESS record of the same set and mode was returned instead of a new one. */
  resumed: boolean;
}

interface DrawnSet {
  examIdx: number | null;
  examDetailIdx: number | null;
  examTypeId: number | null;
  problems: Array<{ id: number; points: number }>;
  /** Time limit for MOCK mode. */
  timeLimitSeconds: number;
}

/** A set the member may attempt: its resume key, and how to draw its problems when a new attempt starts. */
interface PreparedSet {
  setKey: string;
  draw(): Promise<DrawnSet>;
}

async function findInProgress(db: Db, userId: string, mode: RecordMode, setKey: string): Promise<ExamRecord | null> {
  const [record] = await db
    .select()
    .from(examRecords)
    .where(
      and(
        eq(examRecords.userId, userId),
        eq(examRecords.mode, mode),
        eq(examRecords.setKey, setKey),
        eq(examRecords.status, 'IN_PROGRESS'),
      ),
    )
    .limit(1);
  return record ?? null;
}

/** The open attempt at this set, after closing one whose time ran out. */
async function resumable(db: Db, userId: string, mode: RecordMode, setKey: string, now: Date) {
  const open = await findInProgress(db, userId, mode, setKey);
  if (open && isOverdue(open, now)) {
    await closeRecord(db, open.id, now);
    return null;
  }
  return open;
}

/** A paper's problems in their order, with the paper's time limit. */
async function preparePaper(db: Db, brand: BrandId, userId: string, examDetailIdx: number): Promise<PreparedSet> {
  const [paper] = await db
    .select({ id: examDetails.id, timeLimitMinutes: examDetails.timeLimitMinutes, exam: exams })
    .from(examDetails)
    .innerJoin(exams, eq(exams.id, examDetails.examId))
    .where(and(eq(examDetails.id, examDetailIdx), eq(exams.brand, brand)))
    .limit(1);
  if (!paper) throw notFound('시험지를 찾을 수 없습니다.');
  await assertCanSolveExam(db, paper.exam, userId);
  return {
    setKey: `PAPER:${paper.id}`,
    draw: async () => ({
      examIdx: paper.exam.id,
      examDetailIdx: paper.id,
      examTypeId: null,
      problems: await db
        .select({ id: problems.id, points: problems.points })
        .from(problems)
        .where(eq(problems.examDetailId, paper.id))
        .orderBy(asc(problems.number)),
      timeLimitSeconds: paper.timeLimitMinutes * 60,
    }),
  };
}

/** `count` problems drawn at random across the exam's papers; each brings its paper's time per problem. */
async function prepareRandom(db: Db, brand: BrandId, userId: string, examIdx: number, count: number): Promise<PreparedSet> {
  const exam = await getExam(db, brand, examIdx);
  if (!exam) throw notFound('시험을 찾을 수 없습니다.');
  await assertCanSolveExam(db, exam, userId);
  return {
    setKey: `RANDOM:${exam.id}`,
    draw: async () => {
      const rows = await db
        .select({
          id: problems.id,
          points: problems.points,
          // This problem's share of its paper's time limit.
          seconds: sql<number>`"exam_details"."time_limit_minutes" * 60.0
            / (select count(*) from problems p2 where p2.exam_detail_id = "exam_details"."id")`.mapWith(Number),
        })
        .from(problems)
        .innerJoin(examDetails, eq(examDetails.id, problems.examDetailId))
        .where(eq(examDetails.examId, exam.id))
        .orderBy(sql`random()`)
        .limit(count);
      return {
        examIdx: exam.id,
        examDetailIdx: null,
        examTypeId: null,
        problems: rows,
        timeLimitSeconds: Math.max(60, Math.ceil(rows.reduce((sum, row) => sum + row.seconds, 0))),
      };
    },
  };
}

/** The member's not-mastered wrong answers (most often wrong first), optionally of one exam or exam type. */
async function prepareReview(
  db: Db,
  brand: BrandId,
  userId: string,
  input: { examIdx?: number; examTypeId?: number; count: number },
): Promise<PreparedSet> {
  let typeIds: number[] | undefined;
  if (input.examIdx !== undefined && !(await getExam(db, brand, input.examIdx))) throw notFound('시험을 찾을 수 없습니다.');
  if (input.examTypeId !== undefined) {
    const tree = await findExamTypes(db, brand);
    if (!tree.get(input.examTypeId)) throw notFound('시험 유형을 찾을 수 없습니다.');
    typeIds = tree.withDescendants([input.examTypeId]);
  }
  return {
    setKey: `REVIEW:${input.examIdx ?? '*'}:${input.examTypeId ?? '*'}`,
    draw: async () => {
      const rows = await db
        .select({ id: problems.id, points: problems.points, examIdx: reviewNotes.examId })
        .from(reviewNotes)
        .innerJoin(problems, eq(problems.id, reviewNotes.problemId))
        .innerJoin(exams, eq(exams.id, reviewNotes.examId))
        .where(
          and(
            eq(reviewNotes.userId, userId),
            isNull(reviewNotes.masteredAt),
            eq(exams.brand, brand),
            input.examIdx !== undefined ? eq(reviewNotes.examId, input.examIdx) : undefined,
            typeIds ? inArray(exams.examTypeId, typeIds) : undefined,
            // A paid exam the member no longer holds (refund) is left out.
            canSolveExamSql(userId),
          ),
        )
        .orderBy(desc(reviewNotes.wrongCount), desc(reviewNotes.lastWrongAt), asc(reviewNotes.problemId))
        .limit(input.count);
      if (rows.length === 0) throw notFound('다시 풀 오답이 없습니다.');
      const examIds = new Set(rows.map((row) => row.examIdx));
      return {
        examIdx: input.examIdx ?? (examIds.size === 1 ? rows[0]!.examIdx : null),
        examDetailIdx: null,
        examTypeId: input.examTypeId ?? null,
        problems: rows,
        timeLimitSeconds: 0,
      };
    },
  };
}

/**
 * Starts an attempt, or returns the member's open attempt at the same set and mode (resume after a reload or
 * on another device). MOCK records get a deadline from the server clock; ONE records have none.
 */
export async function createRecord(
  db: Db,
  user: { id: string; brand: BrandId },
  input: CreateRecordInput,
  now = new Date(),
): Promise<CreateRecordResult> {
  // Authorised before resuming too: losing a paid exam (refund) also ends open attempts at it.
  const prepared =
    input.source === 'PAPER'
      ? await preparePaper(db, user.brand, user.id, input.examDetailIdx)
      : input.source === 'RANDOM'
        ? await prepareRandom(db, user.brand, user.id, input.examIdx, input.count)
        : await prepareReview(db, user.brand, user.id, input);
  const open = await resumable(db, user.id, input.mode, prepared.setKey, now);
  if (open) return { record: open, resumed: true };

  const drawn = await prepared.draw();
  if (drawn.problems.length === 0) throw conflict('풀 수 있는 문제가 없습니다.', 'NO_PROBLEMS');
  const values: NewExamRecord = {
    userId: user.id,
    brand: user.brand,
    examId: drawn.examIdx,
    examDetailId: drawn.examDetailIdx,
    examTypeId: drawn.examTypeId,
    mode: input.mode,
    source: input.source,
    setKey: prepared.setKey,
    problemIds: drawn.problems.map((p) => p.id),
    status: 'IN_PROGRESS',
    startedAt: now,
    timeLimitSeconds: input.mode === 'MOCK' ? drawn.timeLimitSeconds : null,
    deadlineAt: input.mode === 'MOCK' ? new Date(now.getTime() + drawn.timeLimitSeconds * 1000) : null,
    totalPoints: drawn.problems.reduce((sum, p) => sum + p.points, 0),
    totalCount: drawn.problems.length,
  };
  // The partial unique index allows one open attempt per member, set and mode: a concurrent start loses here.
  const [created] = await db.insert(examRecords).values(values).onConflictDoNothing().returning();
  if (created) return { record: created, resumed: false };
  const winner = await findInProgress(db, user.id, input.mode, prepared.setKey);
  if (!winner) throw conflict('응시를 시작하지 못했습니다. 다시 시도해주세요.', 'RECORD_START_CONFLICT');
  return { record: winner, resumed: true };
}
