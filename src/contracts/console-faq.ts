/** The console's 자주 묻는 질문 (`/apiV2/admin/faq`): the brand's entries in order, written by CONTENT_EDITOR and ADMIN. */
import { type Static, Type } from 'typebox';
import { DateTime } from './common';
import { FAQ_ANSWER_MAX, FAQ_CATEGORY_MAX, FAQ_QUESTION_MAX } from './constants';

export const ConsoleFaqEntry = Type.Object({
  id: Type.String({ format: 'uuid' }),
  category: Type.String(),
  question: Type.String(),
  answer: Type.String(),
  sortOrder: Type.Integer(),
  updatedAt: DateTime(),
});
export type ConsoleFaqEntry = Static<typeof ConsoleFaqEntry>;

export const ConsoleFaqList = Type.Object({ items: Type.Array(ConsoleFaqEntry) });
export type ConsoleFaqList = Static<typeof ConsoleFaqList>;

const fields = {
  category: Type.String({ minLength: 1, maxLength: FAQ_CATEGORY_MAX, description: '분류' }),
  question: Type.String({ minLength: 1, maxLength: FAQ_QUESTION_MAX, description: '질문' }),
  answer: Type.String({ minLength: 1, maxLength: FAQ_ANSWER_MAX, description: '답변' }),
};

export const CreateFaqEntryBody = Type.Object(fields, { additionalProperties: false });
export type CreateFaqEntryBody = Static<typeof CreateFaqEntryBody>;

export const UpdateFaqEntryBody = Type.Partial(Type.Object(fields), { additionalProperties: false, minProperties: 1 });
export type UpdateFaqEntryBody = Static<typeof UpdateFaqEntryBody>;

export const MoveFaqEntryBody = Type.Object(
  { direction: Type.Union([Type.Literal('up'), Type.Literal('down')], { description: '위로 또는 아래로 한 칸' }) },
  { additionalProperties: false },
);
export type MoveFaqEntryBody = Static<typeof MoveFaqEntryBody>;

export const FaqEntryParams = Type.Object({ faqId: Type.String({ format: 'uuid', description: '질문 번호' }) });

export const DeletedFaqEntry = Type.Object({ id: Type.String({ format: 'uuid' }) });
