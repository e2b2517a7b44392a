import { describe, expect, it } from 'vitest';
import { percent, scoreRecord } from './scoring';

const problems = new Map([
  [1, { id: 1, answer: 1, points: 5, subject: '의사소통능력' }],
  [2, { id: 2, answer: 2, points: 5, subject: '수리능력' }],
  [3, { id: 3, answer: 3, points: 10, subject: '의사소통능력' }],
  [4, { id: 4, answer: 4, points: 5, subject: '수리능력' }],
]);

describe('scoreRecord', () => {
  it('weights by points, counts unanswered as wrong and groups subjects in order of appearance', () => {
    const result = scoreRecord([1, 2, 3, 4], problems, new Map([[1, 1], [2, 3], [3, 3]]));
    expect(result).toMatchObject({
      earnedPoints: 15,
      totalPoints: 25,
      score: 60,
      correctCount: 2,
      totalCount: 4,
      answeredCount: 3,
    });
    expect(result.subjects).toEqual([
      { subject: '의사소통능력', correct: 2, total: 2, score: 100 },
      { subject: '수리능력', correct: 0, total: 2, score: 0 },
    ]);
    expect(result.outcomes.map((o) => o.isCorrect)).toEqual([true, false, true, false]);
    expect(result.outcomes[3]).toEqual({ problemId: 4, choice: null, isCorrect: false });
  });

  it('scores an empty sheet as zero', () => {
    expect(scoreRecord([1, 2], problems, new Map()).score).toBe(0);
    expect(scoreRecord([], problems, new Map()).score).toBe(0);
  });

  it('rounds percentages', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
    expect(percent(0, 0)).toBe(0);
  });
});
