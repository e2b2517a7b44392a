import type { ContentFormat } from '../../config/problem-content';
import { PROBLEM_TEXT_LIMITS } from '../../contracts/constants';
import { invalid } from '../errors/domain-error';
import { type ContentKind, sanitizeProblemHtml } from './sanitize-problem-content';

export const MIN_CHOICES = 2;
export const MAX_CHOICES = 5;

export interface ProblemFields {
  subject: string;
  stem: string;
  choices: string[];
  answer: number;
  explanation: string;
  points: number;
  /** Of stem, choices and explanation (ADR 34); the subject is always plain text. */
  format: ContentFormat;
}

type TextLimit = keyof (typeof PROBLEM_TEXT_LIMITS)['TEXT'];

/**
 * One text field as it will be stored in `format`: plain text trimmed, or HTML through the one sanitiser ('' when
 * nothing is left to show), held to the format's length (HTML counted with each formula as its LaTeX). `label` names
 * the field in Korean with its topic particle ("문제 내용은"), `name` in KaTeX's message ("문제").
 */
export function storedContent(
  format: ContentFormat,
  text: string,
  field: { kind: ContentKind; limit: TextLimit; name: string; topic: string },
): string {
  const max = PROBLEM_TEXT_LIMITS[format][field.limit];
  let stored: string;
  let length: number;
  if (format === 'TEXT') {
    stored = text.trim();
    length = stored.length;
  } else {
    const result = sanitizeProblemHtml(text, field.kind, field.name);
    if (!result.ok) throw invalid(result.message, 'INVALID_CONTENT');
    stored = result.html;
    length = result.length;
  }
  if (length > max) throw invalid(`${field.topic} ${max}자 이하로 입력해주세요.`, 'CONTENT_TOO_LONG');
  return stored;
}

/**
 * The rules of a problem as it will be stored (after a create's defaults or an update's merge): returns it with every
 * text trimmed — or, in HTML format, sanitised (sanitize-problem-content.ts) — or throws 400 with a Korean message
 * naming what to fix. HTML that shows nothing (no text, image or formula) is blank like an empty plain field. Pure,
 * so an import can report each row's problems the same way.
 */
export function validateProblemInput(fields: ProblemFields): ProblemFields {
  const { format } = fields;
  const subject = fields.subject.trim();
  if (!subject) throw invalid('과목을 입력해주세요.');
  const stem = storedContent(format, fields.stem, { kind: 'block', limit: 'stem', name: '문제', topic: '문제 내용은' });
  if (!stem) throw invalid('문제 내용을 입력해주세요.');
  if (fields.choices.length < MIN_CHOICES || fields.choices.length > MAX_CHOICES) {
    throw invalid(`선택지는 ${MIN_CHOICES}개에서 ${MAX_CHOICES}개까지 입력할 수 있습니다.`, 'INVALID_CHOICE_COUNT');
  }
  const choices = fields.choices.map((choice, i) =>
    storedContent(format, choice, { kind: 'inline', limit: 'choice', name: `${i + 1}번 선택지`, topic: `${i + 1}번 선택지는` }),
  );
  const blank = choices.findIndex((choice) => !choice);
  if (blank >= 0) throw invalid(`${blank + 1}번 선택지를 입력해주세요.`, 'BLANK_CHOICE');
  const repeated = choices.findIndex((choice, i) => choices.indexOf(choice) !== i);
  if (repeated >= 0) {
    throw invalid(`${choices.indexOf(choices[repeated]!) + 1}번과 ${repeated + 1}번 선택지가 같습니다.`, 'DUPLICATE_CHOICE');
  }
  if (!Number.isInteger(fields.answer) || fields.answer < 1 || fields.answer > choices.length) {
    throw invalid(`정답은 1번부터 ${choices.length}번 선택지 중 하나여야 합니다.`, 'INVALID_ANSWER');
  }
  if (!Number.isInteger(fields.points) || fields.points < 1) throw invalid('배점은 1점 이상이어야 합니다.', 'INVALID_POINTS');
  const explanation = storedContent(format, fields.explanation, { kind: 'block', limit: 'explanation', name: '해설', topic: '해설은' });
  return { subject, stem, choices, answer: fields.answer, explanation, points: fields.points, format };
}
