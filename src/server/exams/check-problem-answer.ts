import type { Problem } from '../../db/schema';
import { invalid } from '../errors/domain-error';
import type { AnswerCheck } from '../../contracts/problems';

export const INVALID_CHOICE_MESSAGE = '선택지 번호가 올바르지 않습니다.';

/** Throws 400 when the choice is not one of the problem's choices. */
export function assertValidChoice(problem: Pick<Problem, 'choices'>, choice: number): void {
  if (!Number.isInteger(choice) || choice < 1 || choice > problem.choices.length) {
    throw invalid(INVALID_CHOICE_MESSAGE, 'INVALID_CHOICE');
  }
}

/** Checks a choice against a problem's answer (no record, no side effects). */
export function checkProblemAnswer(problem: Pick<Problem, 'choices' | 'answer' | 'explanation'>, choice: number): AnswerCheck {
  assertValidChoice(problem, choice);
  return { isCorrect: choice === problem.answer, answer: problem.answer, explanation: problem.explanation };
}
