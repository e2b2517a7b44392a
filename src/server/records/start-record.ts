import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import type { ExamRecord } from '../../db/schema';
import { type CreateRecordInput, createRecord } from './create-record';
import type { FindStartablePaper, StartablePaper } from './find-startable-paper';
import { type KnownSheetParts, getRecordSheet } from './get-record-sheet';
import { recordTitle } from './record-title';
import type { RecordSheet } from '../../contracts/records';

/**
 * POST /apiV2/records: starts or resumes an attempt (createRecord) and answers its sheet. A new attempt has no
 * answers yet, and a paper's problems, passages and titles come with the (cached) paper, so a new paper attempt's
 * sheet costs no query: the start is the one statement createRecord runs.
 */
export async function startRecord(
  db: Db,
  user: { id: string; brand: BrandId },
  input: CreateRecordInput,
  now: Date,
  findPaper: FindStartablePaper,
): Promise<{ sheet: RecordSheet; resumed: boolean }> {
  const { record, resumed, paper } = await createRecord(db, user, input, now, findPaper);
  const known: KnownSheetParts = resumed ? {} : { answers: [] };
  if (paper && holdsPaperProblems(record, paper)) {
    known.content = {
      problems: paper.problems,
      passages: paper.passages,
      titles: { title: recordTitle(record, paper.title), examTitle: paper.exam.title, paperTitle: paper.title },
    };
  }
  return { sheet: await getRecordSheet(db, record, now, known), resumed };
}

/** Whether the record's problems are the paper's as read (an attempt resumed after the paper changed is not). */
function holdsPaperProblems(record: ExamRecord, paper: StartablePaper): boolean {
  return (
    record.examDetailId === paper.id &&
    record.problemIds.length === paper.problems.length &&
    record.problemIds.every((id, i) => id === paper.problems[i]!.id)
  );
}
