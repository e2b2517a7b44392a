import { type SQL, and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type ExamRecord, type RecordMode, type RecordSource, examRecords } from '../../db/schema';
import { assertCanSolveExam, canSolveExamSql } from '../exams/exam-policy';
import { findExamTypes } from '../exams/find-exam-types';
import { getExam } from '../exams/get-exam';
import { type DomainError, conflict, notFound } from '../errors/domain-error';
import { closeRecord, isOverdue } from './close-record';
import { assertModeAllowed } from './record-policy';
import { type FindStartablePaper, type StartablePaper, findStartablePaper } from './find-startable-paper';
import {
  START_COLUMNS,
  type StartOutcome,
  type StartedRecord,
  startPaperRecord,
  timeLimitAndDeadline,
} from './start-paper-records';

export type CreateRecordInput =
  | { source: 'PAPER'; mode: RecordMode; examDetailIdx: number }
  | { source: 'RANDOM'; mode: RecordMode; examIdx: number; count: number }
  | { source: 'REVIEW'; mode: RecordMode; examIdx?: number; examTypeId?: number; count: number };

export interface CreateRecordResult {
  record: ExamRecord;
  /** True when an IN_PROGRESS record of the same set and mode was returned instead of a new one. */
  resumed: boolean;
  /** The paper a PAPER record was started from, as `findPaper` gave it (its sheet needs no further read). */
  paper?: StartablePaper;
}

/**
 * A set the member may attempt: its resume key, and how a new attempt draws its problems: a paper's are known
 * (from `findPaper`), a random or review set is drawn by SQL in the start statement.
 */
type PreparedSet = {
  setKey: string;
  examDetailIdx: number | null;
  examTypeId: number | null;
  /** The error when the draw is empty and no attempt is open. */
  nothingToSolve: () => DomainError;
} & (
  | { paper: StartablePaper; draw?: undefined }
  | {
      paper?: undefined;
      /**
       * One row (exam_id, problem_ids, total_points, total_count, time_limit_seconds), or none when there is
       * nothing to solve. time_limit_seconds is the MOCK limit; ONE records get none.
       */
      draw: SQL;
    }
);

const noProblems = () => conflict('풀 수 있는 문제가 없습니다.', 'NO_PROBLEMS');

/** A paper's problems in their order and its time limit, all known from `findPaper` (a cached copy). */
async function preparePaper(
  db: Db,
  findPaper: FindStartablePaper,
  brand: BrandId,
  userId: string,
  examDetailIdx: number,
): Promise<PreparedSet> {
  const paper = await findPaper(db, brand, examDetailIdx);
  if (!paper) throw notFound('시험지를 찾을 수 없습니다.');
  await assertCanSolveExam(db, paper.exam, userId);
  return { setKey: `PAPER:${paper.id}`, examDetailIdx: paper.id, examTypeId: null, nothingToSolve: noProblems, paper };
}

/** `count` problems drawn at random across the exam's papers; each brings its paper's time per problem. */
async function prepareRandom(db: Db, brand: BrandId, userId: string, examIdx: number, count: number): Promise<PreparedSet> {
  const exam = await getExam(db, brand, examIdx);
  if (!exam) throw notFound('시험을 찾을 수 없습니다.');
  await assertCanSolveExam(db, exam, userId);
  return {
    setKey: `RANDOM:${exam.id}`,
    examDetailIdx: null,
    examTypeId: null,
    // The sum is rounded before ceil so that exact shares (20 min / 3 problems) do not become one second more.
    draw: sql`select ${exam.id}::int as exam_id, array_agg(r.id order by r.ord) as problem_ids,
        sum(r.points)::int as total_points, count(*)::int as total_count,
        greatest(60, ceil(round(sum(r.seconds), 6)))::int as time_limit_seconds
      from (
        select p.id, p.points, random() as ord,
          d.time_limit_minutes * 60.0 / count(*) over (partition by p.exam_detail_id) as seconds
        from problems p join exam_details d on d.id = p.exam_detail_id
        where d.exam_id = ${exam.id} and d.published_at is not null
        order by ord
        limit ${count}
      ) r
      having count(*) > 0`,
    nothingToSolve: noProblems,
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
  const examIdx = input.examIdx ?? null;
  return {
    setKey: `REVIEW:${input.examIdx ?? '*'}:${input.examTypeId ?? '*'}`,
    examDetailIdx: null,
    examTypeId: input.examTypeId ?? null,
    // Without an exam filter the set names its exam only when all its problems are of one.
    draw: sql`select coalesce(${examIdx}::int, case when count(distinct r.exam_id) = 1 then min(r.exam_id) end) as exam_id,
        array_agg(r.id order by r.ord) as problem_ids, sum(r.points)::int as total_points,
        count(*)::int as total_count, 0 as time_limit_seconds
      from (
        select p.id, p.points, n.exam_id,
          row_number() over (order by n.wrong_count desc, n.last_wrong_at desc, n.problem_id asc) as ord
        from review_notes n
        join problems p on p.id = n.problem_id
        join exams on exams.id = n.exam_id
        where n.user_id = ${userId} and n.mastered_at is null and exams.brand = ${brand}
          and (${examIdx}::int is null or n.exam_id = ${examIdx}::int)
          and (${typeIds ? `{${typeIds.join(',')}}` : null}::int[] is null
            or exams.exam_type_id = any(${typeIds ? `{${typeIds.join(',')}}` : null}::int[]))
          -- A paid exam the member no longer holds (refund) is left out.
          and ${canSolveExamSql(userId)}
        order by ord
        limit ${input.count}
      ) r
      having count(*) > 0`,
    nothingToSolve: () => notFound('다시 풀 오답이 없습니다.'),
  };
}

/** What a drawn set's start statement binds besides its draw. */
interface StartValues {
  userId: string;
  brand: BrandId;
  mode: RecordMode;
  source: RecordSource;
  setKey: string;
  examDetailIdx: number | null;
  examTypeId: number | null;
  /** ISO time: the start, and with the time limit the deadline. */
  startedAt: string;
}

/**
 * One statement: the member's open attempt at this set and mode, or else a new one inserted from the draw. Answers
 * the new row ('created'), the open one ('open'), 'empty' when nothing was drawn and none is open, or no row when a
 * concurrent start inserted first (the partial unique index of open attempts makes this insert do nothing).
 */
function startStatement(db: Db, draw: SQL, v: StartValues) {
  const open = db.$with('open', {}).as(sql`select * from exam_records
    where user_id = ${v.userId}::uuid and mode = ${v.mode}::text and set_key = ${v.setKey}::text
      and status = 'IN_PROGRESS'`);
  const drawn = db.$with('drawn', {}).as(draw);
  const inserted = db.$with('inserted', {}).as(sql`insert into exam_records (${START_COLUMNS})
    select ${v.userId}::uuid, ${v.brand}::text, d.exam_id, ${v.examDetailIdx}::int, ${v.examTypeId}::int,
      ${v.mode}::text, ${v.source}::text, ${v.setKey}::text, d.problem_ids, 'IN_PROGRESS', ${v.startedAt}::timestamptz,
      ${timeLimitAndDeadline(sql`${v.mode}::text`, sql`${v.startedAt}::timestamptz`, sql`d.time_limit_seconds`)},
      d.total_points, d.total_count
    from drawn d
    where not exists (select 1 from open)
    on conflict do nothing
    returning *`);
  const started = db
    .$with('started', { ...getTableColumns(examRecords), outcome: sql<StartOutcome>`outcome`.as('outcome') })
    .as(sql`select inserted.*, 'created' as outcome from inserted
      union all select open.*, 'open' from open
      union all select (null::exam_records).*, 'empty'
        where not exists (select 1 from drawn) and not exists (select 1 from open)`);
  return db.with(open, drawn, inserted, started).select().from(started);
}

/**
 * Runs the start of a prepared set once: a paper's in the batch of the starts that arrive with it
 * (start-paper-records.ts), a drawn set's in a statement of its own.
 */
async function runStart(
  db: Db,
  user: { id: string; brand: BrandId },
  mode: RecordMode,
  source: RecordSource,
  set: PreparedSet,
  now: Date,
): Promise<StartedRecord | undefined> {
  if (set.paper) {
    return startPaperRecord(db, { userId: user.id, brand: user.brand, mode, setKey: set.setKey, paper: set.paper, startedAt: now });
  }
  const [row] = await startStatement(db, set.draw, {
    userId: user.id,
    brand: user.brand,
    mode,
    source,
    setKey: set.setKey,
    examDetailIdx: set.examDetailIdx,
    examTypeId: set.examTypeId,
    startedAt: now.toISOString(),
  });
  return row;
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

/**
 * Starts an attempt, or returns the member's open attempt at the same set and mode (resume after a reload or
 * on another device). MOCK records get a deadline from the server clock; ONE records have none. An open attempt
 * whose time ran out is closed first, then a new one starts.
 *
 * A start costs one statement (plus the entitlement check for a paid exam): the resume lookup, the draw and the
 * insert run together, and a paper's starts that arrive together share that statement (start-paper-records.ts).
 * `findPaper` is where papers come from; the route passes a cached one. A set's source decides the modes it may be
 * started in (assertModeAllowed: wrong answers are retried one at a time); another mode is refused with 400.
 */
export async function createRecord(
  db: Db,
  user: { id: string; brand: BrandId },
  input: CreateRecordInput,
  now = new Date(),
  findPaper: FindStartablePaper = findStartablePaper,
): Promise<CreateRecordResult> {
  assertModeAllowed(input.source, input.mode);
  // Authorised before resuming too: losing a paid exam (refund) also ends open attempts at it.
  const set =
    input.source === 'PAPER'
      ? await preparePaper(db, findPaper, user.brand, user.id, input.examDetailIdx)
      : input.source === 'RANDOM'
        ? await prepareRandom(db, user.brand, user.id, input.examIdx, input.count)
        : await prepareReview(db, user.brand, user.id, input);

  // Twice at most in practice: once more after closing an overdue attempt or after a concurrent start's record closed.
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await runStart(db, user, input.mode, input.source, set, now);
    if (row?.outcome === 'created') return { record: withoutOutcome(row), resumed: false, paper: set.paper };
    if (row?.outcome === 'empty') throw set.nothingToSolve();
    // Open already, or opened by a concurrent start this statement could not see yet.
    const open = row ? withoutOutcome(row) : await findInProgress(db, user.id, input.mode, set.setKey);
    if (!open) continue;
    if (!isOverdue(open, now)) return { record: open, resumed: true, paper: set.paper };
    await closeRecord(db, open.id, now);
  }
  throw conflict('응시를 시작하지 못했습니다. 다시 시도해주세요.', 'RECORD_START_CONFLICT');
}

function withoutOutcome({ outcome: _outcome, ...record }: StartedRecord): ExamRecord {
  return record;
}
