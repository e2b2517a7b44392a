import { and, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type ExamRecord, type RecordAnswer, examRecords, recordAnswers } from '../../db/schema';
import { notFound } from '../errors/domain-error';
import { RECORD_NOT_FOUND_MESSAGE, assertRecordOwner } from './record-policy';

export interface RecordWithAnswers {
  record: ExamRecord;
  /** In the record's problem order. */
  answers: RecordAnswer[];
}

/** problem_id, choice, flagged, answered_at in epoch milliseconds, is_correct. */
type AnswerTuple = [number, number | null, boolean, number, boolean | null];

/**
 * A taker reads the paper on every load of the solving screen: the record and its saved answers are one statement,
 * prepared once per database. The answers are aggregated in it only when the record is the member's, so another
 * member's answers never leave the database; milliseconds are what the API shows of a time (answered_at is written
 * from a JS Date).
 */
function prepareLookup(db: Db) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      record: examRecords,
      answers: sql<AnswerTuple[] | null>`case when ${examRecords.userId} = ${userId}::uuid then (
        select coalesce(json_agg(json_build_array(a.problem_id, a.choice, a.flagged,
            floor(extract(epoch from a.answered_at) * 1000), a.is_correct)
          order by array_position(${examRecords.problemIds}, a.problem_id)), '[]'::json)
        from ${recordAnswers} a where a.record_id = ${examRecords.id}) end`,
    })
    .from(examRecords)
    .where(and(eq(examRecords.id, sql.placeholder('recordIdx')), eq(examRecords.brand, sql.placeholder('brand'))))
    .limit(1)
    .prepare('get_own_record_with_answers');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

/** The member's own record of the request's brand with its saved answers, or 404 / 403 (record-policy.ts). */
export async function getOwnRecordWithAnswers(
  db: Db,
  brand: BrandId,
  recordIdx: number,
  userId: string,
): Promise<RecordWithAnswers> {
  let lookup = prepared.get(db);
  if (!lookup) prepared.set(db, (lookup = prepareLookup(db)));
  const [row] = await lookup.execute({ recordIdx, brand, userId });
  if (!row) throw notFound(RECORD_NOT_FOUND_MESSAGE);
  assertRecordOwner(row.record, userId);
  const recordId = row.record.id;
  const answers = (row.answers ?? []).map(([problemId, choice, flagged, answeredAtMs, isCorrect]) => ({
    recordId,
    problemId,
    choice,
    flagged,
    answeredAt: new Date(Number(answeredAtMs)),
    isCorrect,
  }));
  return { record: row.record, answers };
}
