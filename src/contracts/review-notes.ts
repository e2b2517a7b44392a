/** Review notes (오답노트): the member's wrongly answered problems, their counts, and marking them mastered (spec §7.1). */
import { type Static, Type } from 'typebox';
import { REVIEW_NOTES_MAX_PAGE_SIZE } from './constants';
import { DateTime, Id, Nullable, PageQueryProperties } from './common';
import { ExamTypeRef } from './exam-types';
import { ProblemContent } from './problems';

export const ReviewNote = Type.Object({
  multipleProblemIdx: Type.Integer(),
  examIdx: Type.Integer(),
  examTitle: Type.String(),
  examTypes: Type.Array(ExamTypeRef),
  examDetailIdx: Type.Integer(),
  paperTitle: Type.String(),
  wrongCount: Type.Integer(),
  lastWrongChoice: Nullable(Type.Integer({ description: '마지막으로 틀린 선택 (미응답이면 null)' })),
  lastWrongAt: DateTime(),
  lastRecordIdx: Nullable(Type.Integer()),
  masteredAt: Nullable(DateTime()),
  problem: ProblemContent,
  answer: Type.Integer({ description: '정답 선택지 번호 (1부터)' }),
  explanation: Type.String(),
});
export type ReviewNote = Static<typeof ReviewNote>;

export const ReviewNoteQuery = Type.Object({
  examTypeId: Type.Optional(Id('시험 유형 (하위 유형 포함)')),
  examIdx: Type.Optional(Id('시험 번호')),
  includeMastered: Type.Optional(Type.Boolean({ default: false, description: '암기 완료한 문제도 포함' })),
  ...PageQueryProperties(20, REVIEW_NOTES_MAX_PAGE_SIZE),
});
export type ReviewNoteQuery = Static<typeof ReviewNoteQuery>;

const NoteCounts = { totalCount: Type.Integer(), notMasteredCount: Type.Integer() };
export interface NoteCounts {
  totalCount: number;
  notMasteredCount: number;
}

export const ReviewNoteAggregate = Type.Object({
  ...NoteCounts,
  examTypes: Type.Array(
    Type.Object({ examTypeId: Type.Integer(), name: Type.String(), slug: Nullable(Type.String()), ...NoteCounts }),
    { description: '최상위 시험 유형별 (분류 순서대로)' },
  ),
  exams: Type.Array(
    Type.Object({ examIdx: Type.Integer(), title: Type.String(), examTypes: Type.Array(ExamTypeRef), ...NoteCounts }),
  ),
});
export type ReviewNoteAggregate = Static<typeof ReviewNoteAggregate>;

export const MasteryState = Type.Object({ multipleProblemIdx: Type.Integer(), masteredAt: Nullable(DateTime()) });
export type MasteryState = Static<typeof MasteryState>;
