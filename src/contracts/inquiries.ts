/**
 * Customer inquiries (ADR 30): the console's queue (`/apiV2/admin/inquiries…`, ADMIN only) with answer and
 * close, and a member's own inquiries with their answers (`/apiV2/inquiries/mine`). Sending one stays the portal
 * GraphQL `createSuggestion` (spec §5).
 */
import { type Static, Type } from 'typebox';
import { DateTime, Nullable } from './common';

export const InquiryStatus = Type.Union([Type.Literal('OPEN'), Type.Literal('ANSWERED'), Type.Literal('CLOSED')], {
  description: '문의 상태',
});
export type InquiryStatus = Static<typeof InquiryStatus>;

export const INQUIRIES_DEFAULT_PAGE_SIZE = 20;
export const INQUIRIES_MAX_PAGE_SIZE = 100;

const PageBounds = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, description: '페이지' })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: INQUIRIES_MAX_PAGE_SIZE, description: '페이지 크기' })),
};

/** No status: every inquiry, the open ones first. */
export const ConsoleInquiriesQuery = Type.Object({ status: Type.Optional(InquiryStatus), ...PageBounds }, { additionalProperties: false });
export type ConsoleInquiriesQuery = Static<typeof ConsoleInquiriesQuery>;

export const MyInquiriesQuery = Type.Object(PageBounds, { additionalProperties: false });
export type MyInquiriesQuery = Static<typeof MyInquiriesQuery>;

export const InquiryParams = Type.Object({ inquiryId: Type.String({ format: 'uuid', description: '문의 번호' }) });
export type InquiryParams = Static<typeof InquiryParams>;

export const InquiryAttachment = Type.Object({
  id: Type.String({ format: 'uuid' }),
  /** Served at its unguessable storage key (the upload route), so the link itself is the permission. */
  url: Type.String(),
  name: Type.String(),
  type: Type.String(),
  size: Type.Integer(),
});

export const ConsoleInquiryListItem = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  /** The first words of the content. */
  excerpt: Type.String(),
  status: InquiryStatus,
  /** The member's username, null for a visitor. */
  memberName: Nullable(Type.String()),
  attachmentCount: Type.Integer(),
  createdAt: DateTime(),
  answeredAt: Nullable(DateTime()),
});
export type ConsoleInquiryListItem = Static<typeof ConsoleInquiryListItem>;

export const ConsoleInquiryPage = Type.Object({
  items: Type.Array(ConsoleInquiryListItem),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type ConsoleInquiryPage = Static<typeof ConsoleInquiryPage>;

export const ConsoleInquiryDetail = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  content: Type.String(),
  deviceInfo: Type.Union([Type.Literal('MOBILE'), Type.Literal('PC')]),
  status: InquiryStatus,
  member: Nullable(Type.Object({ id: Type.String({ format: 'uuid' }), username: Type.String(), email: Type.String() })),
  attachments: Type.Array(InquiryAttachment),
  answer: Nullable(Type.String()),
  answeredByName: Nullable(Type.String()),
  answeredAt: Nullable(DateTime()),
  closedAt: Nullable(DateTime()),
  createdAt: DateTime(),
});
export type ConsoleInquiryDetail = Static<typeof ConsoleInquiryDetail>;

export const AnswerInquiryBody = Type.Object(
  { reply: Type.String({ maxLength: 20_000, description: '답변 내용 (회원에게 보이고 메일로 보냅니다; 5000자 이내)' }) },
  { additionalProperties: false },
);
export type AnswerInquiryBody = Static<typeof AnswerInquiryBody>;

export const InquiryChangeResult = Type.Object({
  id: Type.String({ format: 'uuid' }),
  status: InquiryStatus,
  /** False when nothing changed (the same answer again, closing a closed inquiry): nothing written, no audit row. */
  changed: Type.Boolean(),
  /** Answer only: whether the reply was handed to the mailer (it is in the outbox either way). */
  mailed: Type.Optional(Type.Boolean()),
});
export type InquiryChangeResult = Static<typeof InquiryChangeResult>;

export const MyInquiry = Type.Object({
  id: Type.String({ format: 'uuid' }),
  content: Type.String(),
  status: InquiryStatus,
  attachments: Type.Array(InquiryAttachment),
  answer: Nullable(Type.String()),
  answeredAt: Nullable(DateTime()),
  createdAt: DateTime(),
});
export type MyInquiry = Static<typeof MyInquiry>;

export const MyInquiryPage = Type.Object({
  items: Type.Array(MyInquiry),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type MyInquiryPage = Static<typeof MyInquiryPage>;
