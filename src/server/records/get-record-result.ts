import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type ExamRecord,
  type SubjectResult,
  examRecords,
  recordAnswers,
} from '../../db/schema';
import { conflict } from '../errors/domain-error';
import type { RecordResult } from '../../contracts/records';
import { decidePassVerdict } from './decide-pass-verdict';
import { presentRecordHeader } from './present-record';
import { getRecordTitles } from './record-title';

export const RESULT_BEFORE_SUBMIT_MESSAGE = '답안지를 제출한 후에 결과를 볼 수 있습니다.';

/** Where a record stands among the closed records of the same paper (or random sets of the same exam). */
export interface Standing {
  /** Share of compared records scoring at or below this one, 0–100 with one decimal (cumulative distribution). */
  percentile: number;
  /** rank / participantCount as a percentage ("상위 N%"), one decimal. */
  topPercent: number;
  /** 1 + the number of compared records with a higher score. */
  rank: number;
  /** Closed records compared, this one included. */
  participantCount: number;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Throws 409 while the record is still open. */
export function assertRecordClosed(record: Pick<ExamRecord, 'status'>, message: string): void {
  if (record.status === 'IN_PROGRESS') throw conflict(message, 'RECORD_NOT_SUBMITTED');
}

async function getStanding(db: Db, record: ExamRecord): Promise<Standing | null> {
  const score = record.score ?? 0;
  const scope =
    record.source === 'PAPER' && record.examDetailId !== null
      ? eq(examRecords.examDetailId, record.examDetailId)
      : record.source === 'RANDOM' && record.examId !== null
        ? and(eq(examRecords.source, 'RANDOM'), eq(examRecords.examId, record.examId))
        : undefined;
  if (!scope) return null;
  const [row] = await db
    .select({
      higher: sql<number>`count(*) filter (where ${examRecords.score} > ${score})`.mapWith(Number),
      atOrBelow: sql<number>`count(*) filter (where ${examRecords.score} <= ${score})`.mapWith(Number),
      total: count(),
    })
    .from(examRecords)
    .where(and(scope, inArray(examRecords.status, ['SUBMITTED', 'EXPIRED']), isNotNull(examRecords.score)));
  const total = row?.total ?? 0;
  if (total === 0) return null;
  const rank = (row?.higher ?? 0) + 1;
  return {
    rank,
    participantCount: total,
    percentile: oneDecimal((100 * (row?.atOrBelow ?? 0)) / total),
    topPercent: oneDecimal((100 * rank) / total),
  };
}

/** Score, per-subject results and standing of a closed record (409 while open). */
export async function getRecordResult(db: Db, record: ExamRecord): Promise<RecordResult> {
  assertRecordClosed(record, RESULT_BEFORE_SUBMIT_MESSAGE);
  const [titles, standing, [answered]] = await Promise.all([
    getRecordTitles(db, record),
    getStanding(db, record),
    db
      .select({ n: count() })
      .from(recordAnswers)
      .where(and(eq(recordAnswers.recordId, record.id), isNotNull(recordAnswers.choice))),
  ]);
  const correctCount = record.correctCount ?? 0;
  const score = record.score ?? 0;
  const subjects = record.subjectResults ?? [];
  return {
    ...presentRecordHeader(record, titles),
    score,
    earnedPoints: record.earnedPoints ?? 0,
    totalPoints: record.totalPoints,
    correctCount,
    totalCount: record.totalCount,
    answeredCount: answered?.n ?? 0,
    correctRate: record.totalCount ? oneDecimal((100 * correctCount) / record.totalCount) : 0,
    durationSeconds: record.durationSeconds ?? 0,
    timeLimitSeconds: record.timeLimitSeconds,
    startedAt: record.startedAt.toISOString(),
    submittedAt: (record.submittedAt ?? record.startedAt).toISOString(),
    subjects,
    verdict: decidePassVerdict(score, subjects),
    percentile: standing?.percentile ?? null,
    topPercent: standing?.topPercent ?? null,
    rank: standing?.rank ?? null,
    participantCount: standing?.participantCount ?? null,
  };
}
