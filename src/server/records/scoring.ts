/** Scoring of a record: pure, so the rules are tested without a database. */
import type { SubjectResult } from '../../db/schema';

export interface ScoringProblem {
  id: number;
  answer: number;
  points: number;
  subject: string;
}

export interface ProblemOutcome {
  problemId: number;
  choice: number | null;
  isCorrect: boolean;
}

export interface RecordScore {
  /** 0–100: earned points over total points, rounded. */
  score: number;
  earnedPoints: number;
  totalPoints: number;
  correctCount: number;
  totalCount: number;
  answeredCount: number;
  subjects: SubjectResult[];
  outcomes: ProblemOutcome[];
}

export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((100 * part) / whole) : 0;
}

/**
 * Scores the problems of a record in their order. An unanswered problem is wrong.
 * Subjects are listed in the order they first appear.
 */
export function scoreRecord(
  problemIds: readonly number[],
  problemsById: ReadonlyMap<number, ScoringProblem>,
  choices: ReadonlyMap<number, number | null>,
): RecordScore {
  const subjects = new Map<string, { correct: number; total: number; earned: number; points: number }>();
  const outcomes: ProblemOutcome[] = [];
  let earnedPoints = 0;
  let totalPoints = 0;
  let correctCount = 0;
  let answeredCount = 0;
  for (const problemId of problemIds) {
    const problem = problemsById.get(problemId);
    if (!problem) continue;
    const choice = choices.get(problemId) ?? null;
    const isCorrect = choice !== null && choice === problem.answer;
    if (choice !== null) answeredCount++;
    totalPoints += problem.points;
    if (isCorrect) {
      correctCount++;
      earnedPoints += problem.points;
    }
    const subject = subjects.get(problem.subject) ?? { correct: 0, total: 0, earned: 0, points: 0 };
    subject.total++;
    subject.points += problem.points;
    if (isCorrect) {
      subject.correct++;
      subject.earned += problem.points;
    }
    subjects.set(problem.subject, subject);
    outcomes.push({ problemId, choice, isCorrect });
  }
  return {
    score: percent(earnedPoints, totalPoints),
    earnedPoints,
    totalPoints,
    correctCount,
    totalCount: outcomes.length,
    answeredCount,
    subjects: [...subjects].map(([subject, s]) => ({
      subject,
      correct: s.correct,
      total: s.total,
      score: percent(s.earned, s.points),
    })),
    outcomes,
  };
}
