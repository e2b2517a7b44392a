import { sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { getOwnRecord } from './record-policy';
import { type AnswerInput, type SavedAnswer, updateRecordAnswer } from './update-record-answer';

/**
 * Saves one answer of the member's record (PUT /apiV2/records/:recordIdx/answers/:multipleProblemIdx).
 *
 * A mock exam's answer — what a thousand takers send at once on exam day — is saved by ONE statement: it checks the
 * record is the member's, of this brand, open, before its deadline and holds the problem, that the choice is one of
 * the problem's, and upserts the answer; autocommitted before the reply. The record row is share-locked by the same
 * statement, so a concurrent submit (which locks it for update) either sees this answer or makes it save nothing.
 * When that statement saves nothing, and for ONE mode (checked at once, final, noted when wrong), the transactional
 * path runs and answers exactly as before: 404, 403, 400, 409 RECORD_CLOSED / DEADLINE_PASSED / ANSWER_LOCKED.
 */
export async function saveRecordAnswer(
  db: Db,
  brand: BrandId,
  userId: string,
  recordIdx: number,
  problemId: number,
  input: AnswerInput,
  now = new Date(),
): Promise<SavedAnswer> {
  const choice = input.choice;
  const flagged = input.flagged ?? null;
  // The mock exam's one statement; it saves nothing for ONE mode or when any check fails.
  const result = await db.execute(sql`
    with rec as (
      select r.id from exam_records r
      where r.id = ${recordIdx} and r.user_id = ${userId} and r.brand = ${brand}
        and r.status = 'IN_PROGRESS' and r.mode = 'MOCK'
        and (r.deadline_at is null or r.deadline_at > ${now})
        and ${problemId}::int = any(r.problem_ids)
      for share
    ), prob as (
      select p.id from problems p
      where p.id = ${problemId}
        and (${choice}::int is null or ${choice}::int between 1 and jsonb_array_length(p.choices))
    )
    insert into record_answers (record_id, problem_id, choice, flagged, answered_at, is_correct)
    select rec.id, prob.id, ${choice}::int, coalesce(${flagged}::boolean, false), ${now}, null from rec, prob
    on conflict (record_id, problem_id) do update
      set choice = excluded.choice,
          flagged = coalesce(${flagged}::boolean, record_answers.flagged),
          answered_at = excluded.answered_at,
          is_correct = null
    returning choice, flagged`);
  const row = rowsOf<{ choice: number | null; flagged: boolean }>(result)[0];
  if (row) return { savedAt: now, choice: row.choice === null ? null : Number(row.choice), flagged: row.flagged };

  const record = await getOwnRecord(db, brand, recordIdx, userId);
  return updateRecordAnswer(db, record, problemId, input, now);
}

/** node-postgres and PGlite both answer `{ rows }`; drizzle's execute leaves the shape untyped for either driver. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
