/** Exams: the catalogue's lists, one exam, likes, and the member's liked and purchased exams (spec §7.1). */
import { type Static, Type } from 'typebox';
import { BEST_EXAMS_MAX_LIMIT, EXAM_LIST_MAX_PAGE_SIZE } from './constants';
import { DateTime, Id, IdParams, Nullable, PageQueryProperties } from './common';
import { ExamTypeRef } from './exam-types';

export const ExamIdxParams = IdParams('examIdx', '시험 번호 (examIdx)');
export type ExamIdxParams = Static<typeof ExamIdxParams>;

export const ExamSummary = Type.Object({
  examIdx: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  isFree: Type.Boolean(),
  price: Nullable(Type.Integer({ description: '원 (유료 시험만)' })),
  communityBoardId: Nullable(Type.String({ description: '시험 정보방 게시판 slug' })),
  examTypes: Type.Array(ExamTypeRef, { description: '시험 유형과 상위 유형 (최상위부터)' }),
  examDetailCount: Type.Integer(),
  problemCount: Type.Integer(),
  likeCount: Type.Integer(),
  viewerHasLiked: Type.Boolean(),
  viewerIsEntitled: Type.Boolean({ description: '무료 시험이면 true, 유료 시험이면 구매 여부' }),
  createdAt: DateTime(),
});
export type ExamSummary = Static<typeof ExamSummary>;

export const LikedExam = Type.Object({ ...ExamSummary.properties, likedAt: DateTime() });
export type LikedExam = Static<typeof LikedExam>;

/** An exam the member may solve because they bought it or were granted it (brand B). */
export const EntitledExam = Type.Object({
  ...ExamSummary.properties,
  source: Type.Union([Type.Literal('PURCHASE'), Type.Literal('GRANT')]),
  orderNo: Nullable(Type.String()),
  grantedAt: DateTime(),
});
export type EntitledExam = Static<typeof EntitledExam>;

export const ExamListQuery = Type.Object({
  examTypeId: Type.Optional(Id('시험 유형 (하위 유형 포함)')),
  examTypeIds: Type.Optional(Type.Array(Id('시험 유형 (하위 유형 포함)'), { description: '키를 반복해서 전달' })),
  categorySlug: Type.Optional(Type.String({ maxLength: 50, description: '최상위 분류 slug (spec §2.1)' })),
  keyword: Type.Optional(Type.String({ maxLength: 100, description: '제목 검색어' })),
  isFree: Type.Optional(Type.Boolean()),
  ...PageQueryProperties(20, EXAM_LIST_MAX_PAGE_SIZE),
});
export type ExamListQuery = Static<typeof ExamListQuery>;

export const BestExamsQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({ minimum: 1, default: 8, description: `개수 (기본 8, 최대 ${BEST_EXAMS_MAX_LIMIT})` }),
  ),
});
export type BestExamsQuery = Static<typeof BestExamsQuery>;

export const ExamSummaryList = Type.Object({ items: Type.Array(ExamSummary) });
export type ExamSummaryList = Static<typeof ExamSummaryList>;

/** The member's like of one exam after a like or unlike (both idempotent). */
export const LikeState = Type.Object({ liked: Type.Boolean(), likeCount: Type.Integer() });
export type LikeState = Static<typeof LikeState>;

/** The exam's information-room board in the community (spec §7.3). */
export const ExamCommunityBoard = Type.Object({ boardSlug: Type.String() });
export type ExamCommunityBoard = Static<typeof ExamCommunityBoard>;
