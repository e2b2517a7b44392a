/**
 * The dry run of an import (ADR 31): the input parsed and checked against its target, answered as a report of what
 * would be created or the errors with their line numbers. Reads only; nothing is written.
 */
import { hapdapStatements } from '../../config/exam-import/imported-paper';
import { problemSummary } from '../../config/problem-content';
import type { ExamImportBody, ExamImportReport } from '../../contracts/console-exam-imports';
import type { Db } from '../../db/client';
import type { ExamAuthor } from '../exams/exam-authoring-policy';
import { parseAndCheckImport } from './parse-import-body';
import { resolveImportTarget } from './resolve-import-target';

export async function dryRunExamImport(db: Db, author: ExamAuthor, body: ExamImportBody): Promise<ExamImportReport> {
  const target = await resolveImportTarget(db, author, body);
  const { result: parsed } = await parseAndCheckImport(db, author.userId, body);
  const head = {
    examIdx: target.kind === 'existing' ? target.exam.id : null,
    examTitle: target.kind === 'existing' ? target.exam.title : target.fields.title,
    isNewExam: target.kind === 'new',
    paperTitle: target.paperTitle,
  };
  if (!parsed.ok) return { ok: false, errors: parsed.errors, ...head, problemCount: 0, passageCount: 0, problems: [] };
  const { paper } = parsed;
  return {
    ok: true,
    errors: [],
    ...head,
    problemCount: paper.problems.length,
    passageCount: paper.passages.length,
    problems: paper.problems.map((problem) => ({
      number: problem.number,
      subject: problem.subject,
      // HTML stems read as their words (formulas as LaTeX); plain ones by their first line.
      summary: problem.format === 'HTML' ? problemSummary('HTML', problem.stem, 80) : (problem.stem.split('\n')[0] ?? '').slice(0, 80),
      choiceCount: problem.choices.length,
      answer: problem.answer,
      passageKey: problem.passageKey,
      statementCount: hapdapStatements(problem.stem).length,
    })),
  };
}
