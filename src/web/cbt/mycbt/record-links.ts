/**
 * Where a record of /mycbt/review leads: an open attempt continues in its mode's screen, a closed one has
 * its score, analysis and solutions (spec §2.1 solving routes).
 */
import type { RecordListItem } from '../../api/records-api';

export type RecordLinkSource = Pick<RecordListItem, 'recordIdx' | 'mode' | 'source' | 'status' | 'examIdx' | 'examDetailIdx'>;

export interface ResultLinks {
  score: string;
  result: string;
  solution: string;
}

export function resultLinks(recordIdx: number): ResultLinks {
  return {
    score: `/cbt/practice/score/${recordIdx}`,
    result: `/cbt/practice/result/${recordIdx}`,
    solution: `/cbt/practice/solution/${recordIdx}`,
  };
}

/** The screen that resumes an open attempt; null when the record is closed or lacks the id its route needs. */
export function resumeHref(record: RecordLinkSource): string | null {
  if (record.status !== 'IN_PROGRESS') return null;
  const { mode, source, examIdx, examDetailIdx, recordIdx } = record;
  if (source === 'REVIEW') return `/cbt/onequestions/review?record=${recordIdx}`;
  const base = mode === 'MOCK' ? '/cbt/practice' : '/cbt/onequestions';
  if (source === 'PAPER') return examDetailIdx === null ? null : `${base}/${examDetailIdx}`;
  return examIdx === null ? null : `${base}/random/${examIdx}`;
}

export const MODE_LABELS: Readonly<Record<RecordListItem['mode'], string>> = {
  MOCK: '실전 모의고사',
  ONE: '한 문제씩 풀기',
};

export const SOURCE_LABELS: Readonly<Record<RecordListItem['source'], string | null>> = {
  PAPER: null,
  RANDOM: '랜덤 출제',
  REVIEW: '오답 다시 풀기',
};

export const STATUS_LABELS: Readonly<Record<RecordListItem['status'], string>> = {
  IN_PROGRESS: '진행 중',
  SUBMITTED: '제출 완료',
  EXPIRED: '시간 종료',
};
