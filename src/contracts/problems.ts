/** Problems: one problem on its own page and checking a choice against it without recording it (spec §7.1). */
import { type Static, Type } from 'typebox';
import { IdParams, Nullable } from './common';

/**
 * How a problem's or a passage's text is written (ADR 34). TEXT: plain text, shown escaped (a blank line separates
 * paragraphs, `| a | b |` lines form a table). HTML: rich text sanitised by the server on write (p, lists, tables,
 * images from our uploads, math as `<span data-latex class="math-inline"><math>…</math></span>`), shown as it is.
 * A problem's stem, choices and explanation share its format; a passage has its own.
 */
export const ContentFormat = Type.Union([Type.Literal('TEXT'), Type.Literal('HTML')], {
  description: 'TEXT: 일반 텍스트, HTML: 서버가 정리한 HTML (수식은 MathML)',
});
export type ContentFormat = Static<typeof ContentFormat>;

export const ProblemParams = IdParams('multipleProblemIdx', '문제 번호 (multipleProblemIdx)');
export type ProblemParams = Static<typeof ProblemParams>;

/** A passage (지문) several problems share. */
export const Passage = Type.Object({
  id: Type.Integer(),
  title: Nullable(Type.String()),
  body: Type.String({ description: '지문 (format에 따라 일반 텍스트 또는 HTML)' }),
  format: ContentFormat,
});
export type Passage = Static<typeof Passage>;

/** What a solver reads of a problem, wherever it is shown: never its answer or explanation. */
export const ProblemContent = Type.Object({
  number: Type.Integer(),
  subject: Type.String(),
  stem: Type.String(),
  choices: Type.Array(Type.String()),
  points: Type.Integer(),
  passage: Type.Union([Type.Null(), Passage]),
  /** The format of stem and choices (the explanation, where a read carries it, shares it). */
  format: ContentFormat,
});
export type ProblemContent = Static<typeof ProblemContent>;

/** A problem on its own page, with the exam and paper it belongs to. */
export const ProblemView = Type.Object({
  multipleProblemIdx: Type.Integer(),
  ...ProblemContent.properties,
  examIdx: Type.Integer(),
  examTitle: Type.String(),
  examDetailIdx: Type.Integer(),
  paperTitle: Type.String(),
});
export type ProblemView = Static<typeof ProblemView>;

export const CheckAnswerBody = Type.Object(
  { choice: Type.Integer({ minimum: 1, maximum: 5, description: '선택지 번호 (1부터)' }) },
  { additionalProperties: false },
);
export type CheckAnswerBody = Static<typeof CheckAnswerBody>;

export const AnswerCheck = Type.Object({
  isCorrect: Type.Boolean(),
  answer: Type.Integer(),
  explanation: Type.String(),
});
export type AnswerCheck = Static<typeof AnswerCheck>;
