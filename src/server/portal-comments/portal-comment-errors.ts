/** Korean errors of the portal comments (issue 14; the API is the SDL of …/portal-comments-graphql-schema.ts). */
import { DomainError } from '../errors/domain-error';

export const PORTAL_COMMENT_MAX_LENGTH = 1000;

export const portalCommentErrors = {
  blank: () => new DomainError('invalid', 'COMMENT_BLANK', '댓글 내용을 입력해주세요.'),
  tooLong: () =>
    new DomainError('invalid', 'COMMENT_TOO_LONG', `댓글은 ${PORTAL_COMMENT_MAX_LENGTH}자까지 입력할 수 있습니다.`),
  badCharacters: () => new DomainError('invalid', 'COMMENT_BAD_CHARACTERS', '댓글에 사용할 수 없는 문자가 포함되어 있습니다.'),
  invalidTarget: () =>
    new DomainError('invalid', 'INVALID_COMMENT_TARGET', '댓글을 달 공고나 채널 중 하나를 정확히 지정해주세요.'),
  invalidId: () => new DomainError('invalid', 'INVALID_COMMENT_ID', '댓글 번호가 올바르지 않습니다.'),
  invalidParent: () => new DomainError('invalid', 'INVALID_PARENT_COMMENT', '이 댓글에는 답글을 달 수 없습니다.'),
  invalidPage: () => new DomainError('invalid', 'INVALID_PAGE', '페이지 값이 올바르지 않습니다.'),
  notFound: () => new DomainError('not-found', 'COMMENT_NOT_FOUND', '댓글을 찾을 수 없습니다.'),
  targetNotFound: () => new DomainError('not-found', 'COMMENT_TARGET_NOT_FOUND', '댓글을 달 공고나 채널을 찾을 수 없습니다.'),
};
