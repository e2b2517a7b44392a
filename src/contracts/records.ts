/**
 * Records: one attempt at a paper, a random set or a review set — started, answered, submitted, then read back as
 * the result and the solution (spec §7.1, docs/cbt-model.md). Answers are saved before the reply.
 */
import { type Static, Type } from 'typebox';
import { PASS_AVERAGE, RANDOM_SET_DEFAULT_COUNT, RECORDS_DEFAULT_PAGE_SIZE, SET_MAX_SIZE, SUBJECT_CUTOFF } from './constants';
import { DateTime, Id, IdParams, Nullable, PageQueryProperties } from './common';
import { ExamTypeRef } from './exam-types';
import { ContentFormat, ProblemParams, Passage } from './problems';

export const RecordMode = Type.Union([Type.Literal('MOCK'), Type.Literal('ONE')], {
  description: 'MOCK 실전 모의고사 / ONE 한 문제씩 풀기',
});
export type RecordMode = Static<typeof RecordMode>;
export const RecordSource = Type.Union([Type.Literal('PAPER'), Type.Literal('RANDOM'), Type.Literal('REVIEW')], {
  description: '시험지 / 랜덤 출제 / 오답 다시 풀기',
});
export type RecordSource = Static<typeof RecordSource>;
export const RecordStatus = Type.Union([Type.Literal('IN_PROGRESS'), Type.Literal('SUBMITTED'), Type.Literal('EXPIRED')]);
export type RecordStatus = Static<typeof RecordStatus>;

export const RecordIdxParams = IdParams('recordIdx', '응시 기록 번호 (recordIdx)');
export type RecordIdxParams = Static<typeof RecordIdxParams>;
export const RecordAnswerParams = Type.Object({ ...RecordIdxParams.properties, ...ProblemParams.properties });
export type RecordAnswerParams = Static<typeof RecordAnswerParams>;

/** The parts the sheet, result, solution and list share. */
export const RecordHeader = Type.Object({
  recordIdx: Type.Integer(),
  examIdx: Nullable(Type.Integer()),
  examDetailIdx: Nullable(Type.Integer()),
  title: Type.String({ description: '시험지 제목, 또는 랜덤·오답 세트 이름' }),
  examTitle: Nullable(Type.String()),
  paperTitle: Nullable(Type.String()),
  mode: RecordMode,
  source: RecordSource,
  status: RecordStatus,
});
export type RecordHeader = Static<typeof RecordHeader>;

/** A problem as the solver sees it: never its answer or explanation. */
export const SheetProblem = Type.Object({
  multipleProblemIdx: Type.Integer(),
  number: Type.Integer({ description: '이 응시에서의 문항 번호 (1부터)' }),
  sourceNumber: Type.Integer({ description: '원래 시험지에서의 문항 번호' }),
  subject: Type.String(),
  stem: Type.String(),
  choices: Type.Array(Type.String()),
  passageId: Nullable(Type.Integer()),
  points: Type.Integer(),
  /** The format of stem, choices and (in the solution and ONE mode's check) the explanation; passages carry their own. */
  format: ContentFormat,
});
export type SheetProblem = Static<typeof SheetProblem>;

export const SheetAnswer = Type.Object({
  multipleProblemIdx: Type.Integer(),
  choice: Nullable(Type.Integer()),
  flagged: Type.Boolean(),
  answeredAt: DateTime(),
  isCorrect: Type.Union([Type.Boolean(), Type.Null()]),
  answer: Type.Optional(Type.Integer({ description: 'ONE 모드에서 정답을 확인한 문제만' })),
  explanation: Type.Optional(Type.String({ description: 'ONE 모드에서 정답을 확인한 문제만' })),
});
export type SheetAnswer = Static<typeof SheetAnswer>;

export const RecordSheet = Type.Object({
  ...RecordHeader.properties,
  startedAt: DateTime(),
  deadlineAt: Nullable(DateTime({ description: 'MOCK만: 시작 시각 + 제한 시간' })),
  timeLimitSeconds: Nullable(Type.Integer()),
  remainingSeconds: Nullable(Type.Integer({ description: '서버 시계로 계산한 남은 시간 (진행 중인 MOCK만)' })),
  serverNow: DateTime(),
  submittedAt: Nullable(DateTime()),
  totalCount: Type.Integer(),
  answeredCount: Type.Integer(),
  problems: Type.Array(SheetProblem),
  passages: Type.Array(Passage),
  answers: Type.Array(SheetAnswer),
});
export type RecordSheet = Static<typeof RecordSheet>;

export const CreateRecordBody = Type.Object(
  {
    mode: RecordMode,
    source: Type.Optional(Type.Union(RecordSource.anyOf, { description: '생략하면 random에 따라 PAPER 또는 RANDOM' })),
    examDetailIdx: Type.Optional(Id('시험지 번호 (PAPER)')),
    examIdx: Type.Optional(Id('시험 번호 (RANDOM, REVIEW)')),
    random: Type.Optional(Type.Boolean()),
    examTypeId: Type.Optional(Id('시험 유형 (REVIEW)')),
    count: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: SET_MAX_SIZE,
        description: `문제 수 (랜덤 기본 ${RANDOM_SET_DEFAULT_COUNT}, 오답 기본 ${SET_MAX_SIZE})`,
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      '시험지: { mode, examDetailIdx } · 랜덤: { mode, examIdx, random: true, count? } · ' +
      '오답 다시 풀기: { mode: "ONE", source: "REVIEW", examIdx?, examTypeId?, count? }',
  },
);
export type CreateRecordBody = Static<typeof CreateRecordBody>;

export const AnswerBody = Type.Object(
  {
    choice: Nullable(
      Type.Integer({ minimum: 1, maximum: 5, description: '선택지 번호 (1부터), null이면 답 지우기' }),
    ),
    flagged: Type.Optional(Type.Boolean({ description: '검토 표시 (생략하면 그대로)' })),
  },
  { additionalProperties: false },
);
export type AnswerBody = Static<typeof AnswerBody>;

/** The server's acknowledgement of a saved answer; ONE mode adds the verdict. */
export const SavedAnswer = Type.Object({
  savedAt: DateTime({ description: '서버가 답안을 받아 저장한 시각' }),
  choice: Nullable(Type.Integer()),
  flagged: Type.Boolean(),
  isCorrect: Type.Optional(Type.Boolean({ description: 'ONE 모드만' })),
  answer: Type.Optional(Type.Integer({ description: 'ONE 모드만' })),
  explanation: Type.Optional(Type.String({ description: 'ONE 모드만' })),
});
export type SavedAnswer = Static<typeof SavedAnswer>;

export const SubjectResult = Type.Object({
  subject: Type.String(),
  correct: Type.Integer(),
  total: Type.Integer(),
  score: Type.Integer({ description: '과목 득점 / 과목 배점 × 100' }),
});
export type SubjectResult = Static<typeof SubjectResult>;

/** Decided on the server (PASS_AVERAGE, SUBJECT_CUTOFF) so every screen and report says the same. */
export const PassVerdict = Type.Object({
  passed: Type.Boolean({ description: `평균 ${PASS_AVERAGE}점 이상이고 모든 과목 ${SUBJECT_CUTOFF}점 이상` }),
  failedSubjects: Type.Array(Type.String(), { description: `${SUBJECT_CUTOFF}점 미만 과목 (과락)` }),
  passAverage: Type.Integer(),
  subjectCutoff: Type.Integer(),
});
export type PassVerdict = Static<typeof PassVerdict>;

export const RecordResult = Type.Object({
  ...RecordHeader.properties,
  score: Type.Integer({ description: '100점 만점 (득점 / 배점)' }),
  earnedPoints: Type.Integer(),
  totalPoints: Type.Integer(),
  correctCount: Type.Integer(),
  totalCount: Type.Integer(),
  answeredCount: Type.Integer(),
  correctRate: Type.Number({ description: '정답률 % (소수 첫째 자리)' }),
  durationSeconds: Type.Integer({ description: '걸린 시간 (초)' }),
  timeLimitSeconds: Nullable(Type.Integer()),
  startedAt: DateTime(),
  submittedAt: DateTime(),
  subjects: Type.Array(SubjectResult),
  verdict: PassVerdict,
  percentile: Nullable(
    Type.Number({ description: '같은 시험지 응시 기록 중 이 점수 이하의 비율 % (오답 다시 풀기는 null)' }),
  ),
  topPercent: Nullable(Type.Number({ description: '상위 N% (등수 / 응시 수)' })),
  rank: Nullable(Type.Integer()),
  participantCount: Nullable(Type.Integer()),
});
export type RecordResult = Static<typeof RecordResult>;

export const SolutionProblem = Type.Object({
  ...SheetProblem.properties,
  choice: Nullable(Type.Integer()),
  flagged: Type.Boolean(),
  isCorrect: Type.Boolean(),
  answer: Type.Integer(),
  explanation: Type.String(),
});
export type SolutionProblem = Static<typeof SolutionProblem>;

export const RecordSolution = Type.Object({
  ...RecordHeader.properties,
  score: Type.Integer(),
  correctCount: Type.Integer(),
  totalCount: Type.Integer(),
  problems: Type.Array(SolutionProblem),
  passages: Type.Array(Passage),
});
export type RecordSolution = Static<typeof RecordSolution>;

export const RecordListItem = Type.Object({
  ...RecordHeader.properties,
  examTypes: Type.Array(ExamTypeRef),
  score: Nullable(Type.Integer()),
  correctCount: Nullable(Type.Integer()),
  totalCount: Type.Integer(),
  startedAt: DateTime(),
  deadlineAt: Nullable(DateTime()),
  submittedAt: Nullable(DateTime()),
  durationSeconds: Nullable(Type.Integer()),
});
export type RecordListItem = Static<typeof RecordListItem>;

export const RecordListQuery = Type.Object({
  examTypeIds: Type.Optional(Type.Array(Id('시험 유형 (하위 유형 포함)'), { description: '키를 반복해서 전달' })),
  ...PageQueryProperties(RECORDS_DEFAULT_PAGE_SIZE, RECORDS_DEFAULT_PAGE_SIZE),
});
export type RecordListQuery = Static<typeof RecordListQuery>;
