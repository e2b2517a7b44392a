/**
 * Korean refusals of likes, scraps, reports and operator moderation (docs/CONTRACTS.md "Community", ADR 20). A module
 * beside community-errors.ts so that the writing and search slices, changed at the same time, keep their own.
 */
import { REPORT_DETAIL_MAX_LENGTH } from '../../contracts/community';
import { DomainError } from '../errors/domain-error';


export const moderationErrors = {
  /** A hidden post asked for by anyone but its author or an ADMIN: a code of its own, so the page can say why. */
  postHidden: () => new DomainError('not-found', 'POST_HIDDEN', '신고가 누적되어 숨겨진 게시글입니다.'),
  ownPostLike: () => new DomainError('invalid', 'OWN_POST_LIKE', '내 글은 추천할 수 없습니다.'),
  ownPostReport: () => new DomainError('invalid', 'OWN_POST_REPORT', '내 글은 신고할 수 없습니다.'),
  ownCommentReport: () => new DomainError('invalid', 'OWN_COMMENT_REPORT', '내 댓글은 신고할 수 없습니다.'),
  postAlreadyReported: () => new DomainError('conflict', 'ALREADY_REPORTED', '이미 신고한 게시글입니다.'),
  commentAlreadyReported: () => new DomainError('conflict', 'ALREADY_REPORTED', '이미 신고한 댓글입니다.'),
  /** OTHER without a word of why. */
  reportDetailRequired: () => new DomainError('invalid', 'REPORT_DETAIL_REQUIRED', '신고 사유를 입력해주세요.'),
  reportDetailTooLong: () =>
    new DomainError('invalid', 'REPORT_DETAIL_TOO_LONG', `신고 사유는 ${REPORT_DETAIL_MAX_LENGTH}자까지 입력할 수 있습니다.`),
  reportDetailBadCharacters: () =>
    new DomainError('invalid', 'REPORT_DETAIL_BAD_CHARACTERS', '신고 사유에 사용할 수 없는 문자가 포함되어 있습니다.'),
  /** Not one of CommunityReportReason (GraphQL's enum refuses it first; kept for callers that are not the schema). */
  invalidReportReason: () => new DomainError('invalid', 'INVALID_REPORT_REASON', '신고 사유를 선택해주세요.'),
  hiddenCommentEdit: () => new DomainError('forbidden', 'FORBIDDEN', '숨겨진 댓글은 수정할 수 없습니다.'),
  tooManyReactions: () =>
    new DomainError('too-many', 'TOO_MANY_REQUESTS', '추천·스크랩 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
  tooManyReports: () =>
    new DomainError('too-many', 'TOO_MANY_REQUESTS', '신고를 너무 자주 하고 있습니다. 잠시 후 다시 시도해주세요.'),
  tooManyModerations: () =>
    new DomainError('too-many', 'TOO_MANY_REQUESTS', '관리 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
};
