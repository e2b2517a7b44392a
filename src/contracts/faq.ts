/** 자주 묻는 질문 of a brand by category, with a search over questions and answers (`/apiV2/faq`). */
import { type Static, Type } from 'typebox';

export const FaqQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, description: '검색어 (질문과 답변에서 찾음)' })),
});

export const FaqItem = Type.Object({ id: Type.String({ format: 'uuid' }), question: Type.String(), answer: Type.String() });
export type FaqItem = Static<typeof FaqItem>;

export const FaqCategory = Type.Object({ title: Type.String(), items: Type.Array(FaqItem) });
export type FaqCategory = Static<typeof FaqCategory>;

export const FaqList = Type.Object({
  categories: Type.Array(FaqCategory),
  /** The search as applied (trimmed), or null for the whole list. */
  query: Type.Union([Type.String(), Type.Null()]),
});
export type FaqList = Static<typeof FaqList>;
