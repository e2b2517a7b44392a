import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type CreateRecordInput, createRecord } from './create-record';
import type { FindStartablePaper } from './find-startable-paper';
import { type KnownSheetParts, type RecordSheetParts, getRecordSheet } from './get-record-sheet';
import { sheetContentFromPaper } from './paper-sheet-content';

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
): Promise<{ sheet: RecordSheetParts; resumed: boolean }> {
  const { record, resumed, paper } = await createRecord(db, user, input, now, findPaper);
  const known: KnownSheetParts = resumed ? {} : { answers: [] };
  // An attempt resumed after the paper lost one of its problems reads its problems itself.
  const content = paper ? sheetContentFromPaper(record, paper) : null;
  if (content) known.content = content;
  return { sheet: await getRecordSheet(db, record, now, known), resumed };
}
