/** Korean errors of the portal channels (issue 14; the API is the SDL of src/server/routes/portal/channels-graphql-schema.ts). */
import { DomainError } from '../errors/domain-error';

export const channelErrors = {
  invalidId: () => new DomainError('invalid', 'INVALID_CHANNEL_ID', '채널 번호가 올바르지 않습니다.'),
  invalidUrl: () => new DomainError('invalid', 'INVALID_CHANNEL_URL', '채널 주소가 올바르지 않습니다.'),
  invalidPage: () => new DomainError('invalid', 'INVALID_PAGE', '페이지 값이 올바르지 않습니다.'),
  invalidPostingStatus: () => new DomainError('invalid', 'INVALID_FILTER', '공고 상태는 OPEN 또는 CLOSED만 고를 수 있습니다.'),
  notFound: () => new DomainError('not-found', 'CHANNEL_NOT_FOUND', '채널을 찾을 수 없습니다.'),
};
