import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { closeRecord, isOverdue } from './close-record';
import type { FindStartablePaper } from './find-startable-paper';
import { type RecordSheetParts, type SheetContent, getRecordSheet } from './get-record-sheet';
import { getOwnRecordWithAnswers } from './get-own-record-with-answers';
import { sheetContentFromPaper } from './paper-sheet-content';

/**
 * GET /apiV2/records/:recordIdx: the member's own sheet, read on every load of the solving screen. A paper record
 * costs one statement (the record and its answers, ownership and brand checked in it); its problems, passages and
 * titles come from the paper `findPaper` gives (the read cache), as the start's sheet did. Random and review sets,
 * and a record whose paper is no longer published or lost a problem, read their problems themselves. An open record
 * past its deadline is closed first (EXPIRED, scored), and its answers are read again with their verdicts.
 */
export async function readRecordSheet(
  db: Db,
  brand: BrandId,
  userId: string,
  recordIdx: number,
  now: Date,
  findPaper: FindStartablePaper,
): Promise<RecordSheetParts> {
  const { record, answers } = await getOwnRecordWithAnswers(db, brand, recordIdx, userId);
  let content: SheetContent | null = null;
  if (record.source === 'PAPER' && record.examDetailId !== null) {
    const paper = await findPaper(db, brand, record.examDetailId);
    content = paper && sheetContentFromPaper(record, paper);
  }
  const known = { content: content ?? undefined };
  if (isOverdue(record, now)) return getRecordSheet(db, await closeRecord(db, record.id, now), now, known);
  return getRecordSheet(db, record, now, { content: known.content, answers });
}
