/**
 * The console's posting review queue (ADR 30) over ADR 25's operations: `/apiV2/admin/posting-reviews…`,
 * ADMIN of the brand only. The portal GraphQL `postingReviewQueue` / `approvePosting` / `rejectPosting` call the same.
 */
import { type Static, Type } from 'typebox';
import { DateTime, Id, Nullable } from './common';

export const POSTING_REVIEWS_DEFAULT_PAGE_SIZE = 20;

export const PostingReviewsQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, description: '페이지' })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: '페이지 크기' })),
  },
  { additionalProperties: false },
);
export type PostingReviewsQuery = Static<typeof PostingReviewsQuery>;

export const PostingReviewParams = Type.Object({ postingId: Id('공고 번호') });
export type PostingReviewParams = Static<typeof PostingReviewParams>;

export const PostingReviewItem = Type.Object({
  id: Type.String(),
  title: Type.String(),
  kind: Type.String(),
  organiserName: Type.String(),
  reviewStatus: Type.String(),
  receptionStartDay: Type.String(),
  receptionEndDay: Type.String(),
  submittedAt: Nullable(DateTime()),
});
export type PostingReviewItem = Static<typeof PostingReviewItem>;

export const PostingReviewPage = Type.Object({
  items: Type.Array(PostingReviewItem),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type PostingReviewPage = Static<typeof PostingReviewPage>;

export const PostingReviewPreview = Type.Object({
  reviewStatus: Type.String(),
  submittedAt: Nullable(DateTime()),
  /** The portal's PostingDetail (the GraphQL `posting` query's shape), so the console renders the portal's view. */
  detail: Type.Unknown(),
});

export const RejectPostingBody = Type.Object(
  { reason: Type.String({ maxLength: 2000, description: '반려 사유 (기업회원에게 보입니다)' }) },
  { additionalProperties: false },
);
export type RejectPostingBody = Static<typeof RejectPostingBody>;

export const PostingReviewResult = Type.Object({ id: Type.String(), reviewStatus: Type.String() });
export type PostingReviewResult = Static<typeof PostingReviewResult>;
