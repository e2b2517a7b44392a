/** The parts of a record that the sheet, result and solution answers share, presented one way. */
import type { ExamRecord, RecordMode, RecordSource, RecordStatus } from '../../db/schema';
import type { RecordProblem } from './find-record-problems';
import type { RecordTitles } from './record-title';

export interface RecordHeader extends RecordTitles {
  recordIdx: number;
  examIdx: number | null;
  examDetailIdx: number | null;
  mode: RecordMode;
  source: RecordSource;
  status: RecordStatus;
}

export function presentRecordHeader(record: ExamRecord, titles: RecordTitles): RecordHeader {
  return {
    recordIdx: record.id,
    examIdx: record.examId,
    examDetailIdx: record.examDetailId,
    ...titles,
    mode: record.mode,
    source: record.source,
    status: record.status,
  };
}

/** A problem as the solver sees it: never its answer or explanation. */
export interface SheetProblem {
  multipleProblemIdx: number;
  /** Position in this attempt, from 1. */
  number: number;
  /** Number in its own paper. */
  sourceNumber: number;
  subject: string;
  stem: string;
  choices: string[];
  passageId: number | null;
  points: number;
}

/** `index` is the problem's position in the attempt, from 0. */
export function presentSheetProblem(problem: RecordProblem, index: number): SheetProblem {
  return {
    multipleProblemIdx: problem.id,
    number: index + 1,
    sourceNumber: problem.number,
    subject: problem.subject,
    stem: problem.stem,
    choices: problem.choices,
    passageId: problem.passageId,
    points: problem.points,
  };
}
