/**
 * Exam authoring for operators (`/apiV2/admin/…`): exams with their drafts, papers (회차) and problems as
 * an operator edits them (answers and explanations included), publishing, and the audit log. Members and visitors
 * never reach these shapes; their catalogue is `exams.ts`.
 */
import { type Static, Type } from 'typebox';
import { DateTime, Id, IdParams, Nullable, PageQueryProperties } from './common';
import { COMMUNITY_SLUG_PATTERN } from './community';
import { PASSAGE_TITLE_MAX_LENGTH, PROBLEM_TEXT_LIMITS } from './constants';
import { ContentFormat } from './problems';

export { ExamIdxParams } from './exams';
export { ExamDetailIdxParams } from './exam-details';
export { ContentFormat, ProblemParams } from './problems';

export const ADMIN_EXAM_LIST_MAX_PAGE_SIZE = 100;
export const AUDIT_EVENTS_MAX_LIMIT = 100;

export const ExamStatus = Type.Union([Type.Literal('DRAFT'), Type.Literal('PUBLISHED')], {
  description: 'DRAFT: 운영자만 볼 수 있음, PUBLISHED: 공개',
});
export type ExamStatus = Static<typeof ExamStatus>;

/** A board slug as the community writes it (src/db/schema/community.ts). */
const BoardSlug = Type.String({ pattern: COMMUNITY_SLUG_PATTERN, description: '시험 정보방 게시판 slug' });

// ---------------------------------------------------------------------------------------------------------------
// Exams

export const ConsoleExam = Type.Object({
  examIdx: Type.Integer(),
  examTypeId: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  isFree: Type.Boolean(),
  price: Nullable(Type.Integer({ description: '원 (유료 시험만)' })),
  communityBoardSlug: Nullable(Type.String()),
  status: ExamStatus,
  publishedAt: Nullable(DateTime({ description: '마지막으로 공개한 시각; 초안이면 null' })),
  createdAt: DateTime(),
  examDetailCount: Type.Integer(),
  problemCount: Type.Integer(),
});
export type ConsoleExam = Static<typeof ConsoleExam>;

export const ConsoleExamListQuery = Type.Object({
  status: Type.Optional(ExamStatus),
  keyword: Type.Optional(Type.String({ maxLength: 100, description: '제목 검색어' })),
  ...PageQueryProperties(20, ADMIN_EXAM_LIST_MAX_PAGE_SIZE),
});
export type ConsoleExamListQuery = Static<typeof ConsoleExamListQuery>;

const examFields = {
  examTypeId: Id('시험 유형 (이 브랜드의 유형)'),
  title: Type.String({ minLength: 1, maxLength: 100 }),
  description: Type.String({ maxLength: 2000 }),
  isFree: Type.Boolean(),
  price: Nullable(Type.Integer({ minimum: 0, maximum: 10_000_000, description: '원; 유료 시험에 필요' })),
  communityBoardSlug: Nullable(BoardSlug),
};

/** A new exam is a draft until it is published. */
export const CreateExamBody = Type.Object(
  {
    examTypeId: examFields.examTypeId,
    title: examFields.title,
    description: Type.Optional(examFields.description),
    isFree: Type.Optional(Type.Boolean({ default: true })),
    price: Type.Optional(examFields.price),
    communityBoardSlug: Type.Optional(examFields.communityBoardSlug),
  },
  { additionalProperties: false },
);
export type CreateExamBody = Static<typeof CreateExamBody>;

/** Only the fields sent change. */
export const UpdateExamBody = Type.Object(
  {
    examTypeId: Type.Optional(examFields.examTypeId),
    title: Type.Optional(examFields.title),
    description: Type.Optional(examFields.description),
    isFree: Type.Optional(examFields.isFree),
    price: Type.Optional(examFields.price),
    communityBoardSlug: Type.Optional(examFields.communityBoardSlug),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateExamBody = Static<typeof UpdateExamBody>;

// ---------------------------------------------------------------------------------------------------------------
// Papers (exam details)

export const ConsoleExamDetail = Type.Object({
  examDetailIdx: Type.Integer(),
  examIdx: Type.Integer(),
  title: Type.String(),
  timeLimitMinutes: Type.Integer(),
  sortOrder: Type.Integer(),
  problemCount: Type.Integer(),
  createdAt: DateTime(),
  /** False for an imported paper not yet released to takers (ADR 31); papers authored one by one are published. */
  isPublished: Type.Boolean(),
});
export type ConsoleExamDetail = Static<typeof ConsoleExamDetail>;

/** One exam with all its papers in their order, drafts included. */
export const ConsoleExamWithDetails = Type.Object({
  ...ConsoleExam.properties,
  examDetails: Type.Array(ConsoleExamDetail),
});
export type ConsoleExamWithDetails = Static<typeof ConsoleExamWithDetails>;

const paperFields = {
  title: Type.String({ minLength: 1, maxLength: 100 }),
  timeLimitMinutes: Type.Integer({ minimum: 1, maximum: 600, description: '분' }),
  sortOrder: Type.Integer({ minimum: 0, maximum: 10_000, description: '작을수록 먼저; 없으면 맨 뒤' }),
};

export const CreateExamDetailBody = Type.Object(
  { title: paperFields.title, timeLimitMinutes: paperFields.timeLimitMinutes, sortOrder: Type.Optional(paperFields.sortOrder) },
  { additionalProperties: false },
);
export type CreateExamDetailBody = Static<typeof CreateExamDetailBody>;

export const UpdateExamDetailBody = Type.Object(
  {
    title: Type.Optional(paperFields.title),
    timeLimitMinutes: Type.Optional(paperFields.timeLimitMinutes),
    sortOrder: Type.Optional(paperFields.sortOrder),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateExamDetailBody = Static<typeof UpdateExamDetailBody>;

// ---------------------------------------------------------------------------------------------------------------
// Problems

export const ConsoleProblem = Type.Object({
  multipleProblemIdx: Type.Integer(),
  examDetailIdx: Type.Integer(),
  number: Type.Integer(),
  passageId: Nullable(Type.Integer()),
  subject: Type.String(),
  stem: Type.String(),
  choices: Type.Array(Type.String()),
  answer: Type.Integer({ description: '정답 선택지 번호 (1부터)' }),
  explanation: Type.String(),
  points: Type.Integer(),
  format: ContentFormat,
  answerCount: Type.Integer({ description: '이 문제에 저장된 응시자 답안 수 (있으면 선택지와 정답을 바꿀 수 없음)' }),
});
export type ConsoleProblem = Static<typeof ConsoleProblem>;

/** A passage (지문) of a paper as the operator edits it, with how many problems point at it. */
export const ConsolePassage = Type.Object({
  passageId: Type.Integer(),
  examDetailIdx: Type.Integer(),
  title: Nullable(Type.String()),
  body: Type.String(),
  format: ContentFormat,
  problemCount: Type.Integer({ description: '이 지문을 쓰는 문제 수' }),
});
export type ConsolePassage = Static<typeof ConsolePassage>;

/** One paper with its problems in number order and its passages in creation order, as the operator edits it. */
export const ConsoleExamDetailWithProblems = Type.Object({
  ...ConsoleExamDetail.properties,
  examStatus: ExamStatus,
  problems: Type.Array(ConsoleProblem),
  passages: Type.Array(ConsolePassage),
});
export type ConsoleExamDetailWithProblems = Static<typeof ConsoleExamDetailWithProblems>;

/**
 * Bounds the database and the screen can take; the rules (2–5 choices, answer among them) are the operation's. Text
 * fields take HTML's bounds here; TEXT content is held to its smaller ones by the operation (PROBLEM_TEXT_LIMITS).
 */
const problemFields = {
  number: Type.Integer({ minimum: 1, maximum: 1000, description: '시험지 안의 번호; 없으면 마지막 다음' }),
  subject: Type.String({ maxLength: 50, description: '과목 (과목별 점수에 쓰임)' }),
  stem: Type.String({
    maxLength: PROBLEM_TEXT_LIMITS.HTML.stem,
    description: `TEXT ${PROBLEM_TEXT_LIMITS.TEXT.stem}자, HTML ${PROBLEM_TEXT_LIMITS.HTML.stem}자까지`,
  }),
  choices: Type.Array(
    Type.String({
      maxLength: PROBLEM_TEXT_LIMITS.HTML.choice,
      description: `TEXT ${PROBLEM_TEXT_LIMITS.TEXT.choice}자, HTML ${PROBLEM_TEXT_LIMITS.HTML.choice}자까지 (HTML은 글자 서식·이미지·수식만)`,
    }),
    { maxItems: 10, description: '2~5개, 번호 없이' },
  ),
  answer: Type.Integer({ minimum: 1, maximum: 10 }),
  explanation: Type.String({
    maxLength: PROBLEM_TEXT_LIMITS.HTML.explanation,
    description: `TEXT ${PROBLEM_TEXT_LIMITS.TEXT.explanation}자, HTML ${PROBLEM_TEXT_LIMITS.HTML.explanation}자까지`,
  }),
  points: Type.Integer({ minimum: 1, maximum: 100 }),
  format: ContentFormat,
  passageId: Nullable(Id('같은 시험지의 지문 번호; null이면 지문 없음')),
};

export const CreateProblemBody = Type.Object(
  {
    number: Type.Optional(problemFields.number),
    subject: problemFields.subject,
    stem: problemFields.stem,
    choices: problemFields.choices,
    answer: problemFields.answer,
    explanation: Type.Optional(problemFields.explanation),
    points: Type.Optional(Type.Integer({ ...problemFields.points, default: 5 })),
    format: Type.Optional(Type.Union(ContentFormat.anyOf, { description: '없으면 TEXT' })),
    passageId: Type.Optional(problemFields.passageId),
  },
  { additionalProperties: false },
);
export type CreateProblemBody = Static<typeof CreateProblemBody>;

/** Only the fields sent change; a new format checks every text field of the problem again in that format. */
export const UpdateProblemBody = Type.Object(
  {
    number: Type.Optional(problemFields.number),
    subject: Type.Optional(problemFields.subject),
    stem: Type.Optional(problemFields.stem),
    choices: Type.Optional(problemFields.choices),
    answer: Type.Optional(problemFields.answer),
    explanation: Type.Optional(problemFields.explanation),
    points: Type.Optional(problemFields.points),
    format: Type.Optional(problemFields.format),
    passageId: Type.Optional(problemFields.passageId),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateProblemBody = Static<typeof UpdateProblemBody>;

// ---------------------------------------------------------------------------------------------------------------
// Passages

export const PassageParams = IdParams('passageId', '지문 번호');
export type PassageParams = Static<typeof PassageParams>;

const passageFields = {
  title: Nullable(Type.String({ maxLength: PASSAGE_TITLE_MAX_LENGTH, description: '지문 제목 (일반 텍스트; 비우면 없음)' })),
  body: Type.String({ maxLength: PROBLEM_TEXT_LIMITS.HTML.passage, description: `지문 (${PROBLEM_TEXT_LIMITS.HTML.passage}자까지)` }),
};

export const CreatePassageBody = Type.Object(
  { title: Type.Optional(passageFields.title), body: passageFields.body, format: ContentFormat },
  { additionalProperties: false },
);
export type CreatePassageBody = Static<typeof CreatePassageBody>;

/** Only the fields sent change; a new format checks the body again in that format. */
export const UpdatePassageBody = Type.Object(
  { title: Type.Optional(passageFields.title), body: Type.Optional(passageFields.body), format: Type.Optional(ContentFormat) },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdatePassageBody = Static<typeof UpdatePassageBody>;

/** A deleted passage: its problems keep their own text and no longer point at it. */
export const DeletedPassage = Type.Object({
  passageId: Type.Integer(),
  detachedProblemCount: Type.Integer({ description: '지문에서 떼어낸 문제 수' }),
});
export type DeletedPassage = Static<typeof DeletedPassage>;

// ---------------------------------------------------------------------------------------------------------------
// Audit log

export const AuditEventView = Type.Object({
  id: Type.Integer(),
  action: Type.String({ description: 'exam.create, exam.publish, problem.update, user.role.change, …' }),
  resourceType: Type.String(),
  resourceId: Type.String(),
  actor: Nullable(
    Type.Object(
      { id: Type.String(), email: Type.String(), username: Type.String() },
      { description: '변경한 운영자; 서버 명령(grant-role)이면 null' },
    ),
  ),
  before: Type.Unknown({ description: '변경 전 (생성이면 null)' }),
  after: Type.Unknown({ description: '변경 후' }),
  at: DateTime(),
});
export type AuditEventView = Static<typeof AuditEventView>;

export const AuditEventsQuery = Type.Object({
  before: Type.Optional(
    Type.Integer({
      minimum: 1,
      // Below PostgreSQL's bigint limit, so a huge number is a 400 rather than an error from the database.
      maximum: Number.MAX_SAFE_INTEGER,
      description: '이 번호보다 이전 기록부터 (다음 페이지: nextBefore)',
    }),
  ),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, default: 50, description: `개수 (기본 50, 최대 ${AUDIT_EVENTS_MAX_LIMIT})` }),
  ),
  resourceType: Type.Optional(Type.String({ maxLength: 50 })),
  resourceId: Type.Optional(Type.String({ maxLength: 100 })),
});
export type AuditEventsQuery = Static<typeof AuditEventsQuery>;

/** Newest first; `nextBefore` asks for the page after this one (null on the last page). */
export const AuditEventPage = Type.Object({
  items: Type.Array(AuditEventView),
  nextBefore: Nullable(Type.Integer()),
});
export type AuditEventPage = Static<typeof AuditEventPage>;
