import { type SQLWrapper, and, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type RecordAnswer, examRecords, recordAnswers } from '../../db/schema';
import { notFound } from '../errors/domain-error';
import { arrayLiteral, createStatementBatchers } from '../batching/statement-batchers';
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

interface Lookup {
  recordIdx: number;
  brand: BrandId;
  userId: string;
}

/**
 * A taker reads the paper on every load of the solving screen: records and their saved answers are read by one
 * statement for all the lookups of a batch (batch-lookups.ts), prepared once per database. Brand and owner are
 * checked in it: the answers are aggregated only for the member who asked, so another member's never leave the
 * database. Each row comes as ONE JSON value: describing and decoding a dozen typed columns (a timestamp parsed from
 * text, an int[] literal) cost the API about twice the CPU per read on PostgreSQL.
 */
function prepareLookup(db: Db) {
  const r = examRecords;
  return db
    .select({
      ord: sql<number>`q.ord`.mapWith(Number),
      row: sql<SheetRow>`json_build_object('id', ${r.id}, 'userId', ${r.userId}, 'examId', ${r.examId},
        'examDetailId', ${r.examDetailId}, 'mode', ${r.mode}, 'source', ${r.source}, 'status', ${r.status},
        'problemIds', ${r.problemIds}, 'startedAt', ${epochMs(r.startedAt)}, 'timeLimitSeconds', ${r.timeLimitSeconds},
        'deadlineAt', ${epochMs(r.deadlineAt)}, 'submittedAt', ${epochMs(r.submittedAt)}, 'totalCount', ${r.totalCount},
        'answers', case when ${r.userId} = q.user_id then (
          select coalesce(json_agg(json_build_array(a.problem_id, a.choice, a.flagged, ${epochMs(sql`a.answered_at`)},
              a.is_correct) order by array_position(${r.problemIds}, a.problem_id)), '[]'::json)
          from ${recordAnswers} a where a.record_id = ${r.id}) end)`,
    })
    .from(
      sql`unnest(${sql.placeholder('recordIdxs')}::int[], ${sql.placeholder('brands')}::text[],
        ${sql.placeholder('userIds')}::uuid[]) with ordinality as q(record_id, brand, user_id, ord)`,
    )
    .innerJoin(r, and(eq(r.id, sql`q.record_id`), eq(r.brand, sql`q.brand`)))
    .prepare('get_own_records_with_answers');
}

const recordBatchers = createStatementBatchers(
  (db: Db) => {
    const statement = prepareLookup(db);
    return (lookups: Lookup[]) =>
      statement.execute({
        recordIdxs: arrayLiteral(lookups.map((l) => l.recordIdx)),
        brands: arrayLiteral(lookups.map((l) => l.brand)),
        userIds: arrayLiteral(lookups.map((l) => l.userId)),
      });
  },
  ({ row }) => row,
  { name: 'record-read' },
);

const dateOf = (ms: number) => new Date(Number(ms));

/** The member's own record of the request's brand with its saved answers, or 404 / 403 (record-policy.ts). */
export async function getOwnRecordWithAnswers(
  db: Db,
  brand: BrandId,
  recordIdx: number,
  userId: string,
): Promise<RecordWithAnswers> {
  const row = await recordBatchers(db).lookup({ recordIdx, brand, userId });
  if (!row) throw notFound(RECORD_NOT_FOUND_MESSAGE);
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
