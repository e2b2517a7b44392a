/**
 * Who may see or change a record — the one place for this rule: a record belongs to the member who started it.
 * Records of the other brand do not exist on this brand (404); another member's record is 403.
 */
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import type { ExamRecord } from '../../db/schema';
import { forbidden, notFound } from '../errors/domain-error';
import { getRecord } from './get-record';

export const RECORD_NOT_FOUND_MESSAGE = '응시 기록을 찾을 수 없습니다.';
export const NOT_RECORD_OWNER_MESSAGE = '본인의 응시 기록만 볼 수 있습니다.';

export function assertRecordOwner(record: Pick<ExamRecord, 'userId'>, userId: string): void {
  if (record.userId !== userId) throw forbidden(NOT_RECORD_OWNER_MESSAGE);
}

/** The member's own record of the request's brand, or 404 / 403. */
export async function getOwnRecord(db: Db, brand: BrandId, recordIdx: number, userId: string): Promise<ExamRecord> {
  const record = await getRecord(db, brand, recordIdx);
  if (!record) throw notFound(RECORD_NOT_FOUND_MESSAGE);
  assertRecordOwner(record, userId);
  return record;
}
