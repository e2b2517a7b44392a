/**
 * Who may see or change a record — the one place for this rule: a record belongs to the member who started it.
 * Records of the other brand do not exist on this brand (404); another member's record is 403.
 * Also which solving mode a set may be started in (assertModeAllowed), whoever starts it.
 */
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import type { ExamRecord, RecordMode, RecordSource } from '../../db/schema';
import { forbidden, invalid, notFound } from '../errors/domain-error';
import { getRecord } from './get-record';

export const RECORD_NOT_FOUND_MESSAGE = '응시 기록을 찾을 수 없습니다.';
export const NOT_RECORD_OWNER_MESSAGE = '본인의 응시 기록만 볼 수 있습니다.';
export const REVIEW_ONLY_IN_ONE_MODE_MESSAGE = '오답 다시 풀기는 한 문제씩 풀기로만 할 수 있습니다.';

/**
 * A set of the member's wrong answers (REVIEW) is retried one problem at a time (ONE): it has no paper and so no
 * time limit a MOCK attempt could run against. Papers and random sets may be started in either mode.
 */
export function assertModeAllowed(source: RecordSource, mode: RecordMode): void {
  if (source === 'REVIEW' && mode !== 'ONE') throw invalid(REVIEW_ONLY_IN_ONE_MODE_MESSAGE);
}

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
