/** Korean errors of the portal comments (the API is the SDL of …/portal-comments-graphql-schema.ts). */
import { commentErrors } from '../comments/comment-errors';
import { DomainError } from '../errors/domain-error';

export const portalCommentErrors = {
  ...commentErrors,
  invalidTarget: () =>
    new DomainError('invalid', 'INVALID_COMMENT_TARGET', '댓글을 달 공고나 채널 중 하나를 정확히 지정해주세요.'),
  targetNotFound: () => new DomainError('not-found', 'COMMENT_TARGET_NOT_FOUND', '댓글을 달 공고나 채널을 찾을 수 없습니다.'),
  /** The replier's hourly share of replies that notify someone is spent (notifications/notification-caps.ts). */
  tooManyReplies: (retryAfterSeconds: number) =>
    new DomainError('too-many', 'TOO_MANY_REQUESTS', '답글을 너무 많이 달고 있습니다. 잠시 후 다시 시도해주세요.', {
      retryAfterSeconds,
    }),
};
