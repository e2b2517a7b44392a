import { invalid } from '../errors/domain-error';

export const MIN_CHOICES = 2;
export const MAX_CHOICES = 5;

export interface ProblemFields {
  subject: string;
  stem: string;
  choices: string[];
  answer: number;
  explanation: string;
  points: number;
}

/**
 * The rules of a problem as it will be stored (after a create's defaults or an update's merge): returns it with every
 * text trimmed, or throws 400 with a Korean message naming what to fix. Pure, so an import can report each row's
 * problems the same way.
 */
export function validateProblemInput(fields: ProblemFields): ProblemFields {
  const subject = fields.subject.trim();
  if (!subject) throw invalid('과목을 입력해주세요.');
  const stem = fields.stem.trim();
  if (!stem) throw invalid('문제 내용을 입력해주세요.');
  if (fields.choices.length < MIN_CHOICES || fields.choices.length > MAX_CHOICES) {
    throw invalid(`선택지는 ${MIN_CHOICES}개에서 ${MAX_CHOICES}개까지 입력할 수 있습니다.`, 'INVALID_CHOICE_COUNT');
  }
  const choices = fields.choices.map((choice) => choice.trim());
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
  return { subject, stem, choices, answer: fields.answer, explanation: fields.explanation.trim(), points: fields.points };
}
