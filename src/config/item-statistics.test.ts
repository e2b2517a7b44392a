import { describe, expect, it } from 'vitest';
import { type StatisticsTaker, computeItemStatistics } from './item-statistics';

/**
 * Ten takers, three four-choice problems (keys P1 = ①, P2 = ②, P3 = ③). Scores, highest first, with a tie at 80:
 *
 *   record   1    2    3    4    5    6    7    8    9    10
 *   score  100   90   80   80   70   60   50   40   30   20
 *   P1       1    1    1    1    2    1    3    2    -    4     correct: 1,2,3,4,6        → 5/10 = 0.5
 *   P2       1    3    2    2    2    2    2    2    2    2     correct: 3..10            → 8/10 = 0.8
 *   P3       3    3    3    3    3    3    3    3    3    -     correct: 1..9             → 9/10 = 0.9
 *
 * Groups: n = round(0.27 × 10) = round(2.7) = 3. Upper = records 1, 2, 3 (the tie at 80 between 3 and 4 goes to
 * the smaller id, 3); lower = records 8, 9, 10.
 *   P1: upper 3/3 = 1, lower 0/3 (8 chose ②, 9 none, 10 ④) = 0   → D = 1 − 0 = 1
 *   P2: upper 1/3 (only 3), lower 3/3                              → D = 1/3 − 1 = −2/3 (flagged)
 *   P3: upper 3/3, lower 2/3 (10 left it blank)                     → D = 1 − 2/3 = 1/3
 * Distributions: P1 ① 5, ② 2, ③ 1, ④ 1, blank 1; P2 ① 1, ② 8, ③ 1, ④ 0; P3 ③ 9, blank 1.
 */
const rows: [id: number, score: number, p1: number | null, p2: number | null, p3: number | null][] = [
  [1, 100, 1, 1, 3],
  [2, 90, 1, 3, 3],
  [3, 80, 1, 2, 3],
  [4, 80, 1, 2, 3],
  [5, 70, 2, 2, 3],
  [6, 60, 1, 2, 3],
  [7, 50, 3, 2, 3],
  [8, 40, 2, 2, 3],
  [9, 30, null, 2, 3],
  [10, 20, 4, 2, null],
];
const problems = [
  { id: 101, number: 1, answer: 1, choiceCount: 4 },
  { id: 102, number: 2, answer: 2, choiceCount: 4 },
  { id: 103, number: 3, answer: 3, choiceCount: 4 },
];
// Shuffled input: the groups come from the scores and ids, not the order records arrive in.
const takers: StatisticsTaker[] = [...rows].reverse().map(([recordId, score, p1, p2, p3]) => ({
  recordId,
  score,
  durationSeconds: recordId * 60,
  choices: new Map([
    [101, p1],
    [102, p2],
    [103, p3],
  ]),
}));

describe('computeItemStatistics', () => {
  it('matches the hand-computed facility, upper–lower 27% discrimination and distributions', () => {
    const stats = computeItemStatistics(problems, takers);
    expect(stats).toMatchObject({ takers: 10, groupSize: 3, averageScore: 62, averageDurationSeconds: 330 });
    const [p1, p2, p3] = stats.problems;
    expect(p1).toMatchObject({ number: 1, correct: 5, facility: 0.5, discrimination: 1, negativeDiscrimination: false, choiceCounts: [5, 2, 1, 1], unanswered: 1 });
    expect(p2).toMatchObject({ number: 2, correct: 8, facility: 0.8, negativeDiscrimination: true, choiceCounts: [1, 8, 1, 0], unanswered: 0 });
    expect(p2!.discrimination).toBeCloseTo(-2 / 3, 10);
    expect(p3).toMatchObject({ number: 3, correct: 9, facility: 0.9, negativeDiscrimination: false, choiceCounts: [0, 0, 9, 0], unanswered: 1 });
    expect(p3!.discrimination).toBeCloseTo(1 / 3, 10);
  });

  it('breaks a tie at the group edge by the smaller record id', () => {
    // Record 4 (also 80) answered P2 correctly; were it in the upper group instead of 3, D would not change for P2,
    // but swapping ids 3 and 4's answers on P1 shows the rule: only record 3's answer counts in the upper group.
    const swapped = takers.map((taker) =>
      taker.recordId === 3 ? { ...taker, choices: new Map([...taker.choices, [101, 2]]) } : taker,
    );
    expect(computeItemStatistics(problems, swapped).problems[0]!.discrimination).toBeCloseTo(2 / 3, 10);
  });

  it('has no facility without takers and no discrimination with one taker', () => {
    expect(computeItemStatistics(problems, []).problems[0]).toMatchObject({ facility: null, discrimination: null, takers: 0 });
    expect(computeItemStatistics(problems, takers.slice(0, 1)).problems[0]).toMatchObject({ takers: 1, discrimination: null });
  });
});
