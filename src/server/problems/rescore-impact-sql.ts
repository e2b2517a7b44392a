import { sql } from 'drizzle-orm';

/**
 * The saved answers to problem `problemId` in closed records whose stored verdict differs from `key` — what a rescore
 * against `key` changes (ADR 32). `is distinct from` also catches a verdict never stored.
 */
export const staleVerdictsSql = (problemId: number, key: number | ReturnType<typeof sql>) => sql`
  from record_answers ra
  join exam_records r on r.id = ra.record_id
  where ra.problem_id = ${problemId}
    and r.status <> 'IN_PROGRESS'
    and ra.is_correct is distinct from (ra.choice is not null and ra.choice = ${key})`;
