import { type SQLWrapper, and, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type RecordAnswer, examRecords, recordAnswers } from '../../db/schema';
import { notFound } from '../errors/domain-error';
import type { SheetRecord } from './get-record-sheet';
import { RECORD_NOT_FOUND_MESSAGE, assertRecordOwner } from './record-policy';

export interface RecordWithAnswers {
  record: SheetRecord;
  /** In the record's problem order. */
  answers: RecordAnswer[];
}

/** problem_id, choice, flagged, answered_at in epoch milliseconds, is_correct. */
type AnswerTuple = [number, number | null, boolean, number, boolean | null];

/** The row as one JSON value; times in epoch milliseconds. */
interface SheetRow extends Omit<SheetRecord, 'startedAt' | 'deadlineAt' | 'submittedAt'> {
  startedAt: number;
  deadlineAt: number | null;
  submittedAt: number | null;
  answers: AnswerTuple[] | null;
}

/** Milliseconds are what the API shows of a time, and what a JS Date holds. */
const epochMs = (column: SQLWrapper) => sql`floor(extract(epoch from ${column}) * 1000)`;

/**
 * A taker reads the paper on every load of the solving screen: the record and its saved answers are one statement,
 * prepared once per database. The answers are aggregated in it only when the record is the member's, so another
 * member's answers never leave the database. The row comes as ONE JSON value: describing and decoding a dozen typed
 * columns (a timestamp parsed from text, an int[] literal) cost the API about twice the CPU per read on PostgreSQL.
 */
function prepareLookup(db: Db) {
  const r = examRecords;
  return db
    .select({
      row: sql<SheetRow>`json_build_object('id', ${r.id}, 'userId', ${r.userId}, 'examId', ${r.examId},
        'examDetailId', ${r.examDetailId}, 'mode', ${r.mode}, 'source', ${r.source}, 'status', ${r.status},
        'problemIds', ${r.problemIds}, 'startedAt', ${epochMs(r.startedAt)}, 'timeLimitSeconds', ${r.timeLimitSeconds},
        'deadlineAt', ${epochMs(r.deadlineAt)}, 'submittedAt', ${epochMs(r.submittedAt)}, 'totalCount', ${r.totalCount},
        'answers', case when ${r.userId} = ${sql.placeholder('userId')}::uuid then (
          select coalesce(json_agg(json_build_array(a.problem_id, a.choice, a.flagged, ${epochMs(sql`a.answered_at`)},
              a.is_correct) order by array_position(${r.problemIds}, a.problem_id)), '[]'::json)
          from ${recordAnswers} a where a.record_id = ${r.id}) end)`,
    })
    .from(r)
    .where(and(eq(r.id, sql.placeholder('recordIdx')), eq(r.brand, sql.placeholder('brand'))))
    .limit(1)
    .prepare('get_own_record_with_answers');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

const dateOf = (ms: number) => new Date(Number(ms));

/** The member's own record of the request's brand with its saved answers, or 404 / 403 (record-policy.ts). */
export async function getOwnRecordWithAnswers(
  db: Db,
  brand: BrandId,
  recordIdx: number,
  userId: string,
): Promise<RecordWithAnswers> {
  let lookup = prepared.get(db);
  if (!lookup) prepared.set(db, (lookup = prepareLookup(db)));
  const [found] = await lookup.execute({ recordIdx, brand, userId });
  if (!found) throw notFound(RECORD_NOT_FOUND_MESSAGE);
  const { row } = found;
  assertRecordOwner(row, userId);
  // Member by member: a rest and spread of the row would take V8's slow path for object literals on every read.
  const record: SheetRecord = {
    id: row.id,
    userId: row.userId,
    examId: row.examId,
    examDetailId: row.examDetailId,
    mode: row.mode,
    source: row.source,
    status: row.status,
    problemIds: row.problemIds,
    startedAt: dateOf(row.startedAt),
    timeLimitSeconds: row.timeLimitSeconds,
    deadlineAt: row.deadlineAt === null ? null : dateOf(row.deadlineAt),
    submittedAt: row.submittedAt === null ? null : dateOf(row.submittedAt),
    totalCount: row.totalCount,
  };
  return {
    record,
    answers: (row.answers ?? []).map(([problemId, choice, flagged, answeredAt, isCorrect]) => ({
      recordId: record.id,
      problemId,
      choice,
      flagged,
      answeredAt: dateOf(answeredAt),
      isCorrect,
    })),
  };
}
