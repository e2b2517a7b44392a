/**
 * Item statistics of a paper (ADR 31), pure: per problem the takers, facility (correct rate), the
 * upper–lower 27% discrimination index, the choice distribution, and a flag when discrimination is negative (the
 * stronger takers got it wrong more often than the weaker: a wrong key or a misleading item).
 *
 * - Facility p = correct ÷ takers; an unanswered problem counts as wrong (takers saw it).
 * - Groups: takers sorted by paper score, highest first; the upper group is the first n = round(0.27 × N) (at least 1),
 *   the lower group the last n. **Ties** at a group's edge are broken by the record id, smaller (earlier) first, so
 *   the same records always give the same groups. D = p(upper) − p(lower); null under 2 takers (no two groups).
 * - Average time per problem is not computed: answers keep only when they were saved (answered_at), not how long a
 *   taker looked at a problem, so any per-problem time would be invented. The paper's average duration is given.
 */

export interface StatisticsProblem {
  id: number;
  number: number;
  /** 1-based key. */
  answer: number;
  choiceCount: number;
}

export interface StatisticsTaker {
  recordId: number;
  /** The record's paper score (0–100). */
  score: number;
  durationSeconds: number | null;
  /** Chosen choice (1-based) by problem id; missing or null = unanswered. */
  choices: ReadonlyMap<number, number | null>;
}

export interface ProblemStatistics {
  problemId: number;
  number: number;
  takers: number;
  correct: number;
  /** 0–1; null without takers. */
  facility: number | null;
  /** −1–1; null under 2 takers. */
  discrimination: number | null;
  negativeDiscrimination: boolean;
  /** Takers per choice, index 0 = ①. */
  choiceCounts: number[];
  unanswered: number;
}

export interface PaperStatistics {
  takers: number;
  /** Upper and lower group size: round(0.27 × takers), at least 1; 0 without takers. */
  groupSize: number;
  averageScore: number | null;
  averageDurationSeconds: number | null;
  problems: ProblemStatistics[];
}

export const GROUP_SHARE = 0.27;

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);

export function computeItemStatistics(problems: StatisticsProblem[], takers: StatisticsTaker[]): PaperStatistics {
  const ranked = [...takers].sort((a, b) => b.score - a.score || a.recordId - b.recordId);
  const n = ranked.length;
  const groupSize = n === 0 ? 0 : Math.max(1, Math.round(GROUP_SHARE * n));
  const upper = ranked.slice(0, groupSize);
  const lower = ranked.slice(n - groupSize);
  const correctRate = (group: StatisticsTaker[], problem: StatisticsProblem) =>
    group.filter((taker) => taker.choices.get(problem.id) === problem.answer).length / group.length;

  return {
    takers: n,
    groupSize,
    averageScore: mean(takers.map((taker) => taker.score)),
    averageDurationSeconds: mean(takers.flatMap((taker) => (taker.durationSeconds === null ? [] : [taker.durationSeconds]))),
    problems: [...problems]
      .sort((a, b) => a.number - b.number)
      .map((problem) => {
        const choiceCounts = Array.from({ length: problem.choiceCount }, () => 0);
        let unanswered = 0;
        let correct = 0;
        for (const taker of takers) {
          const choice = taker.choices.get(problem.id) ?? null;
          if (choice === null || choice < 1 || choice > problem.choiceCount) unanswered += 1;
          else choiceCounts[choice - 1]! += 1;
          if (choice === problem.answer) correct += 1;
        }
        const discrimination = n < 2 ? null : correctRate(upper, problem) - correctRate(lower, problem);
        return {
          problemId: problem.id,
          number: problem.number,
          takers: n,
          correct,
          facility: n === 0 ? null : correct / n,
          discrimination,
          negativeDiscrimination: discrimination !== null && discrimination < 0,
          choiceCounts,
          unanswered,
        };
      }),
  };
}
