/** The parts of a record that the sheet, result and solution answers share, presented one way. */
import type { ExamRecord, RecordMode, RecordSource, RecordStatus } from '../../db/schema';
import type { RecordProblem } from './find-record-problems';
import type { RecordTitles } from './record-title';
import type { RecordHeader, SheetProblem } from '../../contracts/records';

export function presentRecordHeader(
  record: Pick<ExamRecord, 'id' | 'examId' | 'examDetailId' | 'mode' | 'source' | 'status'>,
  titles: RecordTitles,
): RecordHeader {
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
    format: problem.format,
  };
}
