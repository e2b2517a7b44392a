/**
 * Exam types for operators (ADR 34): `/apiV2/admin/exam-types…`. A brand's tree is its categories (the
 * brand config's fixed top level, with slugs, spec §2.1) and the sub-types operators add under them; exams hang under
 * any type. Members and visitors read the same tree, published exams only, at `/apiV2/exam-types` (`exam-types.ts`).
 */
import { type Static, Type } from 'typebox';
import { Id, IdParams, Nullable } from './common';
import { EXAM_TYPE_NAME_MAX_LENGTH } from './constants';

export const ExamTypeParams = IdParams('examTypeId', '시험 유형 번호');
export type ExamTypeParams = Static<typeof ExamTypeParams>;

export const ConsoleExamType = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  parentId: Nullable(Type.Integer()),
  slug: Nullable(Type.String({ description: '최상위 분류(브랜드 설정의 고정 분류)만; 이름을 바꾸거나 지울 수 없음' })),
  sortOrder: Type.Integer(),
  depth: Type.Integer({ description: '0: 분류, 1: 그 하위 유형, …' }),
  examCount: Type.Integer({ description: '이 유형과 하위 유형의 시험 수 (초안 포함)' }),
  childCount: Type.Integer({ description: '바로 아래 하위 유형 수' }),
});
export type ConsoleExamType = Static<typeof ConsoleExamType>;

/** GET /apiV2/admin/exam-types: the brand's whole tree, each parent before its children, siblings in sort order. */
export const ConsoleExamTypeList = Type.Object({ items: Type.Array(ConsoleExamType) });
export type ConsoleExamTypeList = Static<typeof ConsoleExamTypeList>;

const name = Type.String({ minLength: 1, maxLength: EXAM_TYPE_NAME_MAX_LENGTH, description: '유형 이름 (같은 부모 아래에서 하나)' });
const sortOrder = Type.Integer({ minimum: 0, maximum: 10_000, description: '작을수록 먼저' });

/** A new sub-type, last among its siblings. */
export const CreateExamTypeBody = Type.Object(
  { parentId: Id('부모 유형 (이 브랜드의 분류 또는 하위 유형)'), name },
  { additionalProperties: false },
);
export type CreateExamTypeBody = Static<typeof CreateExamTypeBody>;

/** Only the fields sent change; a category (with a slug) keeps its name. */
export const UpdateExamTypeBody = Type.Object(
  { name: Type.Optional(name), sortOrder: Type.Optional(sortOrder) },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateExamTypeBody = Static<typeof UpdateExamTypeBody>;

export const DeletedExamType = Type.Object({ examTypeId: Type.Integer() });
export type DeletedExamType = Static<typeof DeletedExamType>;
