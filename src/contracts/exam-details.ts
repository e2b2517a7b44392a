/** Exam details: the papers (회차) of an exam, each solved as a mock exam or one question at a time (spec §3). */
import { type Static, Type } from 'typebox';
import { IdParams, Nullable } from './common';

export const ExamDetailIdxParams = IdParams('examDetailIdx', '시험지 번호 (examDetailIdx)');
export type ExamDetailIdxParams = Static<typeof ExamDetailIdxParams>;

export const ExamDetailItem = Type.Object({
  examDetailIdx: Type.Integer(),
  examIdx: Type.Integer(),
  title: Type.String(),
  timeLimitMinutes: Type.Integer(),
  problemCount: Type.Integer(),
  sortOrder: Type.Integer(),
  viewerBestScore: Nullable(Type.Integer({ description: '로그인한 사용자의 이 시험지 최고 점수' })),
  viewerRecordCount: Type.Integer({ description: '로그인한 사용자가 이 시험지를 마친 횟수' }),
});
export type ExamDetailItem = Static<typeof ExamDetailItem>;
