import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RescoreResult } from '../../contracts/error-reports';
import type { Db } from '../../db/client';
import { examRecords, problems, recordAnswers } from '../../db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { notFound } from '../errors/domain-error';
import type { AuthoringResult, ExamAuthor } from '../exams/exam-authoring-policy';
import { type ScoringProblem, scoreRecord } from '../records/scoring';
import { countImpact } from './get-rescore-impact';
import { PROBLEM_NOT_FOUND_MESSAGE, lockAuthoringProblem } from './present-authoring-problem';
import { staleVerdictsSql } from './rescore-impact-sql';

/**
 * 재채점 (ADR 32): an operator's explicit rescore of one problem after its key changed. Closed records
 * keep the verdicts they were scored with until this runs; it then, in one transaction, sets the stored verdict of
 * every saved answer to the problem in a closed record to the current key and recomputes those records' score,
 * earned points, correct count and subject results with scoring.ts — from the *stored* verdicts of their other
 * problems, so a record is not silently rescored on another problem whose key changed without its own rescore. One
 * audit row (`problem.rescore`) with the key and the count. Idempotent: a second run finds nothing stale, changes
 * nothing and writes no audit row. IN_PROGRESS records need nothing: they are scored when they close.
 */
export async function rescoreProblem(db: Db, author: ExamAuthor, problemId: number): Promise<AuthoringResult<RescoreResult>> {
  return db.transaction(async (tx) => {
    const found = await lockAuthoringProblem(tx, author.brand, problemId);
    if (!found) throw notFound(PROBLEM_NOT_FOUND_MESSAGE);
    const key = found.problem.answer;
    const impact = await countImpact(tx, problemId, key);
    if (impact.affectedRecordCount === 0) return { value: { ...impact, rescoredRecordCount: 0 }, publicChange: false };

    const staleRecords = await tx.execute(sql`select distinct ra.record_id as id ${staleVerdictsSql(problemId, key)}`);
    const recordIds = (staleRecords as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
    // Lock the records in id order (as every writer of several records should) before touching their answers.
    const records = await tx.select().from(examRecords).where(inArray(examRecords.id, recordIds)).orderBy(examRecords.id).for('update');
    await tx
      .update(recordAnswers)
      .set({ isCorrect: sql`(${recordAnswers.choice} is not null and ${recordAnswers.choice} = ${key})` })
      .where(and(eq(recordAnswers.problemId, problemId), inArray(recordAnswers.recordId, recordIds)));

    const allProblemIds = [...new Set(records.flatMap((r) => r.problemIds))];
    const problemRows = await tx
      .select({ id: problems.id, points: problems.points, subject: problems.subject })
      .from(problems)
      .where(inArray(problems.id, allProblemIds));
    const answers = await tx
      .select({ recordId: recordAnswers.recordId, problemId: recordAnswers.problemId, choice: recordAnswers.choice, isCorrect: recordAnswers.isCorrect })
      .from(recordAnswers)
      .where(inArray(recordAnswers.recordId, recordIds));
    for (const record of records) {
      const own = answers.filter((a) => a.recordId === record.id);
      // scoreRecord judges choice === answer; feeding it the stored verdict as the "answer" keeps every problem
      // scored as it was stored (the one rescored above included), with the live points and subjects.
      const verdicts = new Map(own.map((a) => [a.problemId, a]));
      const scoring = new Map<number, ScoringProblem>(
        problemRows.map((p) => {
          const saved = verdicts.get(p.id);
          const storedKey = saved?.isCorrect && saved.choice !== null ? saved.choice : -1;
          return [p.id, { id: p.id, answer: storedKey, points: p.points, subject: p.subject }];
        }),
      );
      const result = scoreRecord(record.problemIds, scoring, new Map(own.map((a) => [a.problemId, a.choice])));
      await tx
        .update(examRecords)
        .set({
          score: result.score,
          earnedPoints: result.earnedPoints,
          totalPoints: result.totalPoints,
          correctCount: result.correctCount,
          subjectResults: result.subjects,
        })
        .where(eq(examRecords.id, record.id));
    }
    // The key the stale verdicts were judged against: the last key change's "before" (the seed's or import's key when
    // the audit log has none).
    const previous = await tx.execute(sql`select (before->>'answer')::int as answer from audit_events
      where resource_type = 'problem' and resource_id = ${String(problemId)} and action = 'problem.update'
        and before->>'answer' is distinct from after->>'answer'
      order by id desc limit 1`);
    const previousKey = (previous as unknown as { rows: { answer: number | null }[] }).rows[0]?.answer ?? null;
    await recordAuditEvent(tx, {
      brand: author.brand,
      actorId: author.userId,
      action: 'problem.rescore',
      resourceType: 'problem',
      resourceId: problemId,
      before: { answer: previousKey, affectedRecordCount: impact.affectedRecordCount },
      after: { answer: key, rescoredRecordCount: records.length },
    });
    return { value: { ...impact, rescoredRecordCount: records.length }, publicChange: true };
  });
}
