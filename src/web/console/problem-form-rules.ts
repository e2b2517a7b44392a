/**
 * 문제 편집's checks and the body it sends. The rules are the server's (validateProblemInput: 2–5
 * choices, none blank, the answer among them; the contract's bounds), worded the same, so most mistakes are told
 * before a round trip; the server checks again (its sanitiser decides what HTML is empty) and its Korean message is
 * shown when it refuses. A problem with saved answers (answerCount > 0) keeps its key, choice count and points here
 * (ADR 13/32: the key changes through the preview's 정답 변경 and an explicit 재채점), so they are not sent.
 */
import type { UpdateProblemBody } from '../api/console-authoring-api';
import { isBlankHtml } from './problem-html';

export const MIN_CHOICES = 2;
export const MAX_CHOICES = 5;
export const SUBJECT_MAX = 50;
export const CIRCLED = ['①', '②', '③', '④', '⑤'] as const;

export interface ProblemFormValues {
  number: string;
  subject: string;
  passageId: string;
  stem: string;
  choices: string[];
  /** 1-based; null until one is picked. */
  answer: number | null;
  points: string;
  explanation: string;
}

export type ProblemFormField = 'number' | 'subject' | 'stem' | 'choices' | 'answer' | 'points' | 'explanation';

/** What is sent: every field in HTML; the key and points only when the problem is not locked. */
export type ProblemFormBody = UpdateProblemBody & { format: 'HTML'; number: number; subject: string; stem: string; choices: string[]; explanation: string };

export type ProblemFormCheck =
  | { ok: true; body: ProblemFormBody }
  | { ok: false; field: ProblemFormField; message: string; choiceIndex?: number };

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

export function checkProblemForm(values: ProblemFormValues, options: { locked: boolean }): ProblemFormCheck {
  const number = whole(values.number);
  if (!Number.isInteger(number) || number < 1 || number > 1000) return { ok: false, field: 'number', message: '문제 번호는 1에서 1000 사이로 입력해주세요.' };
  const subject = values.subject.trim();
  if (!subject) return { ok: false, field: 'subject', message: '과목을 입력해주세요.' };
  if ([...subject].length > SUBJECT_MAX) return { ok: false, field: 'subject', message: `과목은 ${SUBJECT_MAX}자 이하로 입력해주세요.` };
  if (isBlankHtml(values.stem)) return { ok: false, field: 'stem', message: '문제 내용을 입력해주세요.' };
  if (values.choices.length < MIN_CHOICES || values.choices.length > MAX_CHOICES) {
    return { ok: false, field: 'choices', message: `선택지는 ${MIN_CHOICES}~${MAX_CHOICES}개여야 합니다.` };
  }
  const blank = values.choices.findIndex(isBlankHtml);
  if (blank >= 0) return { ok: false, field: 'choices', message: `${blank + 1}번 선택지를 입력해주세요.`, choiceIndex: blank };
  if (values.answer === null || values.answer < 1 || values.answer > values.choices.length) {
    return { ok: false, field: 'answer', message: '정답을 골라주세요.' };
  }
  const points = whole(values.points);
  if (!Number.isInteger(points) || points < 1 || points > 100) return { ok: false, field: 'points', message: '배점은 1에서 100 사이로 입력해주세요.' };
  const passageId = values.passageId ? Number(values.passageId) : null;
  const explanation = isBlankHtml(values.explanation) ? '' : values.explanation;
  const common = { format: 'HTML' as const, number, subject, passageId, stem: values.stem, choices: values.choices, explanation };
  return { ok: true, body: options.locked ? common : { ...common, answer: values.answer, points } };
}

/** The answer after removing choice `index` (0-based): follows its choice, or is cleared when that choice goes. */
export function answerAfterRemoving(answer: number | null, index: number): number | null {
  if (answer === null) return null;
  if (answer === index + 1) return null;
  return answer > index + 1 ? answer - 1 : answer;
}
