/** Exam types (categories): the tree the catalogue and the header's category menus are built from (spec §2.1, §3). */
import { type Static, Type } from 'typebox';
import { Nullable } from './common';

export const ExamTypeRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  parentId: Nullable(Type.Integer()),
  slug: Nullable(Type.String({ description: '최상위 분류의 slug (spec §2.1), 하위 유형은 null' })),
});
export type ExamTypeRef = Static<typeof ExamTypeRef>;

export const ExamTypeListItem = Type.Object({
  ...ExamTypeRef.properties,
  sortOrder: Type.Integer(),
  examCount: Type.Integer({ description: '이 유형과 하위 유형의 시험 수' }),
});
export type ExamTypeListItem = Static<typeof ExamTypeListItem>;

/** GET /apiV2/exam-types: parents before children, siblings in sort order. */
export const ExamTypeList = Type.Object({ items: Type.Array(ExamTypeListItem) });
export type ExamTypeList = Static<typeof ExamTypeList>;
