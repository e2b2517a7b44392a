import { sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { createLookupBatcher, type LookupBatcher } from '../batching/batch-lookups';
import { getOwnRecord } from './record-policy';
import { type AnswerInput, type SavedAnswer, updateRecordAnswer } from './update-record-answer';

/**
 * Saves one answer of the member's record (PUT /apiV2/records/:recordIdx/answers/:multipleProblemIdx).
 *
 * A mock exam's answer — what a thousand takers send at once on exam day — is saved by the group statement below:
 * the saves that arrive together are written by ONE statement (one round trip, one commit, one WAL flush for all of
 * them; ADR 15), which checks for each save that the record is the member's, of this brand, open, before its
 * deadline and holds the problem, that the choice is one of the problem's, and upserts the answer. Every save is
 * committed before its reply. The records are share-locked by the same statement, so a concurrent submit (which locks
 * its record for update) either sees the answer or makes it save nothing.
 * When the statement saves nothing for a save, and for ONE mode (checked at once, final, noted when wrong), the
 * transactional path runs and answers exactly as before: 404, 403, 400, 409 RECORD_CLOSED / DEADLINE_PASSED /
 * ANSWER_LOCKED.
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
  let batcher = mockAnswerBatchers.get(db);
  if (!batcher) mockAnswerBatchers.set(db, (batcher = createMockAnswerBatcher(db)));
  const row = await batcher.lookup({ recordIdx, userId, brand, problemId, choice, flagged, now: now.toISOString() });
  if (row) return { savedAt: now, choice: row.choice, flagged: row.flagged };

  const record = await getOwnRecord(db, brand, recordIdx, userId);
  return updateRecordAnswer(db, record, problemId, input, now);
}

/** One save as the group statement takes it. */
export interface MockAnswerSave {
  recordIdx: number;
  userId: string;
  brand: BrandId;
  problemId: number;
  choice: number | null;
  /** Null keeps the answer's flag as it is. */
  flagged: boolean | null;
  /** The request's time as an ISO instant: the deadline is checked against it. */
  now: string;
}

interface SavedRow {
  choice: number | null;
  flagged: boolean;
}

/** What one statement may carry: the parameters stay small and one slow batch cannot hold many replies. */
const MAX_BATCH = 128;

function createMockAnswerBatcher(db: Db): LookupBatcher<MockAnswerSave, SavedRow | null> {
  const statement = prepareMockAnswers(db);
  const saveGroup = async (saves: MockAnswerSave[]): Promise<Array<SavedRow | null>> => {
    const rows = await statement.execute({
      recordIds: saves.map((s) => s.recordIdx),
      userIds: saves.map((s) => s.userId),
      brands: saves.map((s) => s.brand),
      problemIds: saves.map((s) => s.problemId),
      choices: saves.map((s) => s.choice),
      flags: saves.map((s) => s.flagged),
      nows: saves.map((s) => s.now),
    });
    // One row per (record, problem): the batcher keeps repeats of an answer in separate groups.
    const byKey = new Map(rows.map((row) => [`${row.recordId}:${row.problemId}`, row]));
    return saves.map((s) => {
      const row = byKey.get(`${s.recordIdx}:${s.problemId}`);
      return row ? { choice: row.choice === null ? null : Number(row.choice), flagged: row.flagged } : null;
    });
  };
  return createLookupBatcher(
    async (saves) => {
      try {
        return await saveGroup(saves);
      } catch {
        // One failed statement must not fail every taker in it: its saves take the transactional path one by one,
        // which answers each on its own (and reports a database that is really down).
        return saves.map(() => null);
      }
    },
    // Two saves of one answer never share a statement (ON CONFLICT cannot update a row twice): the later waits for
    // the next group, so they land in arrival order, and a client repeating one save delays no one else's group.
    { name: 'answer-save', maxBatch: MAX_BATCH, identityOf: (save) => `${save.recordIdx}:${save.problemId}` },
  );
}

const p = (name: string) => sql.placeholder(name);

/**
 * The group statement, prepared once per database (a named prepared statement on node-postgres): the saves arrive as
 * parallel arrays. A save whose checks fail is simply not in `saved`, and the caller takes the transactional path
 * for it. Rows are inserted in (record, problem) order so two statements on two instances lock answers in the same
 * order and cannot deadlock. A flag left out (null) keeps the stored flag: the update reads it back from `input`,
 * since ON CONFLICT's `excluded` row carries only the inserted values.
 */
function prepareMockAnswers(db: Db) {
  const input = db
    .$with('input', {
      recordId: sql<number>`record_id`.as('record_id'),
      userId: sql<string>`user_id`.as('user_id'),
      brand: sql<string>`brand`.as('brand'),
      problemId: sql<number>`problem_id`.as('problem_id'),
      choice: sql<number | null>`choice`.as('choice'),
      flagged: sql<boolean | null>`flagged`.as('flagged'),
      at: sql<string>`at`.as('at'),
    })
    .as(sql`select * from unnest(${p('recordIds')}::int[], ${p('userIds')}::uuid[], ${p('brands')}::text[],
        ${p('problemIds')}::int[], ${p('choices')}::int[], ${p('flags')}::boolean[], ${p('nows')}::timestamptz[])
      as i(record_id, user_id, brand, problem_id, choice, flagged, at)`);
  // The open mock records named by the saves, share-locked: a submit that committed meanwhile is re-read here and
  // drops out (its status is no longer IN_PROGRESS).
  const rec = db
    .$with('rec', {
      id: sql<number>`id`.as('id'),
      userId: sql<string>`user_id`.as('user_id'),
      brand: sql<string>`brand`.as('brand'),
      deadlineAt: sql<string | null>`deadline_at`.as('deadline_at'),
      problemIds: sql<number[]>`problem_ids`.as('problem_ids'),
    })
    .as(sql`select r.id, r.user_id, r.brand, r.deadline_at, r.problem_ids from exam_records r
      where r.id in (select record_id from input) and r.status = 'IN_PROGRESS' and r.mode = 'MOCK'
      for share`);
  const saved = db
    .$with('saved', {
      recordId: sql<number>`record_id`.as('record_id'),
      problemId: sql<number>`problem_id`.as('problem_id'),
      choice: sql<number | null>`choice`.as('choice'),
      flagged: sql<boolean>`flagged`.as('flagged'),
    })
    .as(sql`
      insert into record_answers (record_id, problem_id, choice, flagged, answered_at, is_correct)
      select i.record_id, i.problem_id, i.choice, coalesce(i.flagged, false), i.at, null
      from input i
      join rec on rec.id = i.record_id and rec.user_id = i.user_id and rec.brand = i.brand
      join problems pr on pr.id = i.problem_id
      where (rec.deadline_at is null or rec.deadline_at > i.at)
        and i.problem_id = any(rec.problem_ids)
        and (i.choice is null or i.choice between 1 and jsonb_array_length(pr.choices))
      order by i.record_id, i.problem_id
      on conflict (record_id, problem_id) do update
        set choice = excluded.choice,
            flagged = coalesce(
              (select i.flagged from input i where i.record_id = excluded.record_id and i.problem_id = excluded.problem_id),
              record_answers.flagged),
            answered_at = excluded.answered_at,
            is_correct = null
      returning record_id, problem_id, choice, flagged`);
  return db.with(input, rec, saved).select().from(saved).prepare('save_mock_answers');
}

const mockAnswerBatchers = new WeakMap<Db, LookupBatcher<MockAnswerSave, SavedRow | null>>();
