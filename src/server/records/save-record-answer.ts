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
  const choice = input.choice ?? null;
  const flagged = input.flagged ?? null;
  // The mock exam's one statement; it saves nothing for ONE mode or when any check fails.
  let statement = mockAnswerStatements.get(db);
  if (!statement) mockAnswerStatements.set(db, (statement = prepareMockAnswer(db)));
  const [row] = await statement.execute({ recordIdx, userId, brand, problemId, choice, flagged, now: now.toISOString() });
  if (row) return { savedAt: now, choice: row.choice === null ? null : Number(row.choice), flagged: row.flagged };

  const record = await getOwnRecord(db, brand, recordIdx, userId);
  return updateRecordAnswer(db, record, problemId, input, now);
}

const p = (name: string) => sql.placeholder(name);

/**
 * The statement, prepared once per database: on exam day every taker's every answer runs it, so neither drizzle nor
 * PostgreSQL builds or plans it again (a named prepared statement on node-postgres).
 */
function prepareMockAnswer(db: Db) {
  const rec = db.$with('rec', { id: sql<number>`id`.as('id') }).as(sql`select r.id from exam_records r
      where r.id = ${p('recordIdx')}::int and r.user_id = ${p('userId')}::uuid and r.brand = ${p('brand')}::text
        and r.status = 'IN_PROGRESS' and r.mode = 'MOCK'
        and (r.deadline_at is null or r.deadline_at > ${p('now')}::timestamptz)
        and ${p('problemId')}::int = any(r.problem_ids)
      for share`);
  const prob = db.$with('prob', { id: sql<number>`id`.as('id') }).as(sql`select p.id from problems p
      where p.id = ${p('problemId')}::int
        and (${p('choice')}::int is null or ${p('choice')}::int between 1 and jsonb_array_length(p.choices))`);
  const saved = db.$with('saved', { choice: sql<number | null>`choice`.as('choice'), flagged: sql<boolean>`flagged`.as('flagged') }).as(sql`
      insert into record_answers (record_id, problem_id, choice, flagged, answered_at, is_correct)
      select rec.id, prob.id, ${p('choice')}::int, coalesce(${p('flagged')}::boolean, false), ${p('now')}::timestamptz, null
      from rec, prob
      on conflict (record_id, problem_id) do update
        set choice = excluded.choice,
            flagged = coalesce(${p('flagged')}::boolean, record_answers.flagged),
            answered_at = excluded.answered_at,
            is_correct = null
      returning choice, flagged`);
  return db.with(rec, prob, saved).select().from(saved).prepare('save_mock_answer');
}

const mockAnswerStatements = new WeakMap<Db, ReturnType<typeof prepareMockAnswer>>();
