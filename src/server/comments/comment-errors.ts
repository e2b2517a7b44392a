/** Korean refusals every comment thread shares (portal comments and community comments). */
import { DomainError } from '../errors/domain-error';

export const COMMENT_MAX_LENGTH = 1000;

export const commentErrors = {
  blank: () => new DomainError('invalid', 'COMMENT_BLANK', '댓글 내용을 입력해주세요.'),
  tooLong: () => new DomainError('invalid', 'COMMENT_TOO_LONG', `댓글은 ${COMMENT_MAX_LENGTH}자까지 입력할 수 있습니다.`),
  badCharacters: () => new DomainError('invalid', 'COMMENT_BAD_CHARACTERS', '댓글에 사용할 수 없는 문자가 포함되어 있습니다.'),
  invalidId: () => new DomainError('invalid', 'INVALID_COMMENT_ID', '댓글 번호가 올바르지 않습니다.'),
  /** A reply to a reply, to a deleted comment or to a comment of another thread. */
  invalidParent: () => new DomainError('invalid', 'INVALID_PARENT_COMMENT', '이 댓글에는 답글을 달 수 없습니다.'),
  invalidPage: () => new DomainError('invalid', 'INVALID_PAGE', '페이지 값이 올바르지 않습니다.'),
  notFound: () => new DomainError('not-found', 'COMMENT_NOT_FOUND', '댓글을 찾을 수 없습니다.'),
};
