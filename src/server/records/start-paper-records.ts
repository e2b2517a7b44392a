import { type SQL, getTableColumns, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type ExamRecord, type RecordMode, examRecords } from '../../db/schema';
import { arrayLiteral, createStatementBatchers } from '../batching/statement-batchers';
import type { StartablePaper } from './find-startable-paper';

/** 'created': a new attempt; 'open': the member's open attempt at the same set and mode; 'empty': nothing to solve. */
export type StartOutcome = 'created' | 'open' | 'empty';

export type StartedRecord = ExamRecord & { outcome: StartOutcome };

/** One member's start of a paper. */
export interface PaperStart {
  userId: string;
  brand: BrandId;
  mode: RecordMode;
  setKey: string;
  paper: StartablePaper;
  startedAt: Date;
}

/** The columns a start inserts, for either start statement (this one and create-record.ts's for drawn sets). */
export const START_COLUMNS = sql.raw(`user_id, brand, exam_id, exam_detail_id, exam_type_id, mode, source, set_key,
  problem_ids, status, started_at, time_limit_seconds, deadline_at, total_points, total_count`);

/** The time_limit_seconds and deadline_at of a new attempt: a MOCK attempt's run from its start; ONE has neither. */
export function timeLimitAndDeadline(mode: SQL, startedAt: SQL, limitSeconds: SQL): SQL {
  return sql`case when ${mode} = 'MOCK' then ${limitSeconds} end,
    case when ${mode} = 'MOCK' then ${startedAt} + ${limitSeconds} * interval '1 second' end`;
}

/**
 * Starts of papers, many members to one statement: the member's open attempt at the set and mode, or else a new one
 * inserted from the (cached) paper. An exam day is a thousand takers pressing 시작 within a second; one statement
 * per start cost each a socket write, a wakeup of PostgreSQL and the driver's work on a result, and those, not the
 * inserts, bounded the burst (a CPU profile of 1,000 starts: a quarter of the API's time was in those writes).
 *
 * Rows are inserted in (user, mode, set) order, so two instances' batches take the open-attempt index's entries in
 * the same order and cannot deadlock. A start whose insert met an attempt a concurrent start had just opened (the
 * partial unique index makes the insert do nothing) gets no row: the caller looks that attempt up.
 */
function prepareStart(db: Db) {
  const p = (name: string) => sql.placeholder(name);
  const q = db.$with('q', {}).as(sql`select * from unnest(${p('userIds')}::uuid[], ${p('brands')}::text[],
      ${p('modes')}::text[], ${p('setKeys')}::text[], ${p('examDetailIdxs')}::int[], ${p('examIdxs')}::int[],
      ${p('problemIds')}::text[], ${p('totalPoints')}::int[], ${p('totalCounts')}::int[],
      ${p('timeLimitSeconds')}::int[], ${p('startedAts')}::timestamptz[])
    with ordinality as q(user_id, brand, mode, set_key, exam_detail_id, exam_id, problem_ids, total_points, total_count,
      time_limit_seconds, started_at, ord)`);
  const open = db.$with('open', {}).as(sql`select r.*, q.ord from q join exam_records r
    on r.user_id = q.user_id and r.mode = q.mode and r.set_key = q.set_key and r.status = 'IN_PROGRESS'`);
  const inserted = db.$with('inserted', {}).as(sql`insert into exam_records (${START_COLUMNS})
    select q.user_id, q.brand, q.exam_id, q.exam_detail_id, null, q.mode, 'PAPER', q.set_key, q.problem_ids::int[],
      'IN_PROGRESS', q.started_at, ${timeLimitAndDeadline(sql`q.mode`, sql`q.started_at`, sql`q.time_limit_seconds`)},
      q.total_points, q.total_count
    from q
    where q.total_count > 0 and not exists (select 1 from open where open.ord = q.ord)
    order by q.user_id, q.mode, q.set_key
    on conflict do nothing
    returning *`);
  const started = db
    .$with('started', {
      ...getTableColumns(examRecords),
      ord: sql<number>`ord`.mapWith(Number).as('ord'),
      outcome: sql<StartOutcome>`outcome`.as('outcome'),
    })
    // A batch never holds one (user, mode, set) twice (identityOf below), so each inserted row has one q row.
    .as(sql`select inserted.*, q.ord, 'created' as outcome from inserted
        join q on q.user_id = inserted.user_id and q.mode = inserted.mode and q.set_key = inserted.set_key
      union all select open.*, 'open' from open
      union all select (null::exam_records).*, q.ord, 'empty' from q
        where q.total_count = 0 and not exists (select 1 from open where open.ord = q.ord)`);
  return db.with(q, open, inserted, started).select().from(started).prepare('start_paper_records');
}

/** What a start binds of its paper, worked out once per paper version (the cache hands out the same object). */
interface PaperFacts {
  /** The problem ids as one element of a text[] literal: `"{1,2,3}"`. */
  problemIds: string;
  totalPoints: number;
  totalCount: number;
}

const paperFacts = new WeakMap<StartablePaper, PaperFacts>();

function factsOf(paper: StartablePaper): PaperFacts {
  let facts = paperFacts.get(paper);
  if (!facts) {
    facts = {
      problemIds: `"{${paper.problems.map((problem) => problem.id).join(',')}}"`,
      totalPoints: paper.problems.reduce((sum, problem) => sum + problem.points, 0),
      totalCount: paper.problems.length,
    };
    paperFacts.set(paper, facts);
  }
  return facts;
}

const startBatchers = createStatementBatchers(
  (db: Db) => {
    const statement = prepareStart(db);
    return (starts: PaperStart[]) => {
      const facts = starts.map((start) => factsOf(start.paper));
      return statement.execute({
        userIds: arrayLiteral(starts.map((s) => s.userId)),
        brands: arrayLiteral(starts.map((s) => s.brand)),
        modes: arrayLiteral(starts.map((s) => s.mode)),
        setKeys: arrayLiteral(starts.map((s) => s.setKey)),
        examDetailIdxs: arrayLiteral(starts.map((s) => s.paper.id)),
        examIdxs: arrayLiteral(starts.map((s) => s.paper.exam.id)),
        problemIds: arrayLiteral(facts.map((f) => f.problemIds)),
        totalPoints: arrayLiteral(facts.map((f) => f.totalPoints)),
        totalCounts: arrayLiteral(facts.map((f) => f.totalCount)),
        timeLimitSeconds: arrayLiteral(starts.map((s) => s.paper.timeLimitMinutes * 60)),
        startedAts: arrayLiteral(starts.map((s) => s.startedAt.toISOString())),
      });
    };
  },
  ({ ord: _ord, ...record }): StartedRecord => record,
  // Two starts of one set by one member (a double click, two tabs) go to separate batches, in arrival order: the
  // second then finds the attempt the first opened.
  { name: 'paper-start', identityOf: (start) => `${start.userId} ${start.mode} ${start.setKey}` },
);

/** The start of one paper by one member, run in the batch of the starts that arrive with it. */
export function startPaperRecord(db: Db, start: PaperStart): Promise<StartedRecord | undefined> {
  return startBatchers(db).lookup(start);
}
