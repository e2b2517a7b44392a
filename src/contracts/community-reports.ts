/**
 * The console's community report queue (ADR 20 and 24): targets (posts and comments) with open reports,
 * and an ADMIN's decision on one — hide, restore, or dismiss the reports without touching the target.
 * `/apiV2/admin/community-reports/…`, ADMIN only.
 */
import { type Static, Type } from 'typebox';
import { DateTime, Id, Nullable } from './common';

export const COMMUNITY_REPORTS_DEFAULT_PAGE_SIZE = 20;
export const COMMUNITY_REPORTS_MAX_PAGE_SIZE = 100;

export const CommunityReportsQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, description: '페이지' })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: COMMUNITY_REPORTS_MAX_PAGE_SIZE, description: '페이지 크기' })),
  },
  { additionalProperties: false },
);
export type CommunityReportsQuery = Static<typeof CommunityReportsQuery>;

export const CommunityReportReason = Type.Union([
  Type.Literal('SPAM'),
  Type.Literal('ABUSE'),
  Type.Literal('OBSCENE'),
  Type.Literal('PRIVACY'),
  Type.Literal('OTHER'),
]);
export type CommunityReportReason = Static<typeof CommunityReportReason>;

export const ReportedTargetKind = Type.Union([Type.Literal('POST'), Type.Literal('COMMENT')]);
export type ReportedTargetKind = Static<typeof ReportedTargetKind>;

export const ReportedTarget = Type.Object({
  kind: ReportedTargetKind,
  /** The post, or the post the comment is on (the row links to it on the community host). */
  postId: Type.Integer(),
  commentId: Nullable(Type.Integer()),
  board: Type.Object({ slug: Type.String(), name: Type.String() }),
  /** The post's title (for a comment, the title of its post). */
  postTitle: Type.String(),
  /** The first words of the comment; null for a post. */
  excerpt: Nullable(Type.String()),
  /** Null when the author left. */
  author: Nullable(Type.Object({ id: Type.String({ format: 'uuid' }), username: Type.String() })),
  /** Different members with an open report. */
  reportCount: Type.Integer(),
  reasons: Type.Array(Type.Object({ reason: CommunityReportReason, count: Type.Integer() })),
  hidden: Type.Boolean(),
  oldestReportAt: DateTime(),
});
export type ReportedTarget = Static<typeof ReportedTarget>;

/** Hidden targets first (ADR 20: they wait for a decision), then the longest waiting. */
export const ReportedTargetPage = Type.Object({
  items: Type.Array(ReportedTarget),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type ReportedTargetPage = Static<typeof ReportedTargetPage>;

export const ReportedPostParams = Type.Object({ postId: Id('게시글 번호') });
export const ReportedCommentParams = Type.Object({ commentId: Id('댓글 번호') });

export const ReportDecision = Type.Union([Type.Literal('hide'), Type.Literal('restore'), Type.Literal('dismiss')]);
export type ReportDecision = Static<typeof ReportDecision>;

export const ReportDecisionResult = Type.Object({
  kind: ReportedTargetKind,
  id: Type.Integer(),
  hidden: Type.Boolean(),
  /** False when nothing changed (no audit row written). */
  changed: Type.Boolean(),
});
export type ReportDecisionResult = Static<typeof ReportDecisionResult>;
