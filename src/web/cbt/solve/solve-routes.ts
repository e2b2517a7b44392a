/**
 * URLs of the solving flow (spec §2.1) in one place, and which screen a record belongs on: an open record
 * continues in its mode's screen, a closed one is shown by its score (mock exam) or review (one question).
 */
import type { RecordHeader } from '../../api/records-api';

const withRecord = (path: string, recordIdx?: number) => (recordIdx ? `${path}?record=${recordIdx}` : path);

export const solveRoutes = {
  selectPaper: (examDetailIdx: number) => `/cbt/select/${examDetailIdx}`,
  selectRandom: (examIdx: number) => `/cbt/select/random/${examIdx}`,
  onePaper: (examDetailIdx: number, recordIdx?: number) => withRecord(`/cbt/onequestions/${examDetailIdx}`, recordIdx),
  oneRandom: (examIdx: number, recordIdx?: number) => withRecord(`/cbt/onequestions/random/${examIdx}`, recordIdx),
  oneReview: (recordIdx: number) => `/cbt/onequestions/review?record=${recordIdx}`,
  practiceList: () => '/cbt/practice',
  practicePaper: (examDetailIdx: number, recordIdx?: number) => withRecord(`/cbt/practice/${examDetailIdx}`, recordIdx),
  practiceRandom: (examIdx: number, recordIdx?: number) => withRecord(`/cbt/practice/random/${examIdx}`, recordIdx),
  score: (recordIdx: number) => `/cbt/practice/score/${recordIdx}`,
  result: (recordIdx: number) => `/cbt/practice/result/${recordIdx}`,
  solution: (recordIdx: number) => `/cbt/practice/solution/${recordIdx}`,
  randomScore: (examIdx: number) => `/cbt/practice/random/${examIdx}/score`,
  randomSolution: (examIdx: number) => `/cbt/practice/random/${examIdx}/solution`,
  problem: (multipleProblemIdx: number) => `/cbt/problem/${multipleProblemIdx}`,
  examDetail: (examIdx: number) => `/exam/detail/${examIdx}`,
  note: () => '/mycbt/note',
  myResults: () => '/mycbt/review',
  home: () => '/',
};

type RouteRecord = Pick<RecordHeader, 'recordIdx' | 'mode' | 'source' | 'examIdx' | 'examDetailIdx'>;

/** Where an open record is solved. */
export function solvingRouteOf(record: RouteRecord): string {
  const { recordIdx, mode, source, examIdx, examDetailIdx } = record;
  if (source === 'PAPER' && examDetailIdx !== null) {
    return mode === 'MOCK' ? solveRoutes.practicePaper(examDetailIdx, recordIdx) : solveRoutes.onePaper(examDetailIdx, recordIdx);
  }
  if (source === 'RANDOM' && examIdx !== null) {
    return mode === 'MOCK' ? solveRoutes.practiceRandom(examIdx, recordIdx) : solveRoutes.oneRandom(examIdx, recordIdx);
  }
  return solveRoutes.oneReview(recordIdx);
}

/** Where a closed record is shown first. */
export function closedRouteOf(record: RouteRecord): string {
  if (record.mode === 'ONE') return solveRoutes.oneReview(record.recordIdx);
  if (record.source === 'RANDOM' && record.examIdx !== null) return solveRoutes.randomScore(record.examIdx);
  return solveRoutes.score(record.recordIdx);
}

/** The solution page of a record (random sets have their own route by exam). */
export function solutionRouteOf(record: RouteRecord): string {
  if (record.source === 'RANDOM' && record.examIdx !== null) return solveRoutes.randomSolution(record.examIdx);
  return solveRoutes.solution(record.recordIdx);
}
