/**
 * The commit-rate ceiling of an answer save: PostgreSQL's own pgbench running one answer save per
 * transaction (the checks and upsert each save gets in src/server/records/save-record-answer.ts) against the same
 * database, in the same run, with as many clients as the HTTP load has connections. Prepared statements: the fastest
 * way PostgreSQL can be asked one save at a time. The API groups the saves that arrive together into one statement
 * and one commit (ADR 15), which is how it can pass this ceiling.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface AnswerTarget {
  recordId: number;
  userId: string;
  problemId: number;
}

/**
 * One save as saveRecordAnswer's group statement checks and writes it, with its parameters read from a small table of (record, member, problem)
 * triples by number: pgbench can pick a random number, not a random row of ours. The extra primary-key lookup costs
 * pgbench, not us.
 */
const SCRIPT = `\\set i random(1, :targets)
\\set c random(1, 4)
with t as (select record_id, user_id, problem_id from bench_answer_targets where i = :i),
rec as (
  select r.id from exam_records r, t
  where r.id = t.record_id and r.user_id = t.user_id and r.brand = 'a'
    and r.status = 'IN_PROGRESS' and r.mode = 'MOCK'
    and (r.deadline_at is null or r.deadline_at > now())
    and t.problem_id = any(r.problem_ids)
  for share of r
), prob as (
  select p.id from problems p, t
  where p.id = t.problem_id and (:c::int is null or :c::int between 1 and jsonb_array_length(p.choices))
)
insert into record_answers (record_id, problem_id, choice, flagged, answered_at, is_correct)
select rec.id, prob.id, :c::int, false, now(), null from rec, prob
on conflict (record_id, problem_id) do update
  set choice = excluded.choice, flagged = record_answers.flagged, answered_at = excluded.answered_at, is_correct = null;
`;

/** Transactions per second pgbench reaches; throws when pgbench is missing or fails. */
export async function measurePgbench(databaseUrl: string, targets: AnswerTarget[], seconds: number, clients: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('create table if not exists bench_answer_targets (i int primary key, record_id int not null, user_id uuid not null, problem_id int not null)');
    await client.query('truncate bench_answer_targets');
    await client.query(
      'insert into bench_answer_targets select * from unnest($1::int[], $2::int[], $3::uuid[], $4::int[])',
      [targets.map((_, i) => i + 1), targets.map((t) => t.recordId), targets.map((t) => t.userId), targets.map((t) => t.problemId)],
    );
    // Fresh statistics for the join through the targets table: right after a burst of starts the planner still
    // takes exam_records for empty, and pgbench's generic plan then scanned it on every transaction (3,300 tps
    // instead of 16,000 on this machine). Our own statement looks records up by id and never joins.
    await client.query('analyze bench_answer_targets, exam_records, problems, record_answers');
  } finally {
    await client.end();
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'careerroad-pgbench-'));
  try {
    const script = path.join(dir, 'answer-save.sql');
    writeFileSync(script, SCRIPT);
    const url = new URL(databaseUrl);
    const result = spawnSync(
      'pgbench',
      ['-n', '-M', 'prepared', '-c', String(clients), '-j', '2', '-T', String(seconds), '-D', `targets=${targets.length}`, '-f', script,
        '-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres'), url.pathname.slice(1)],
      { encoding: 'utf8', env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) } },
    );
    if (result.error) throw new Error(`pgbench: ${result.error.message} (install PostgreSQL's client tools)`);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(result.stdout)?.[1];
    const failed = /number of failed transactions: (\d+)/.exec(result.stdout)?.[1];
    if (result.status !== 0 || !tps) throw new Error(`pgbench failed: ${result.stderr || result.stdout}`);
    if (failed && Number(failed) > 0) throw new Error(`pgbench: ${failed} failed transactions`);
    return Number(tps);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
