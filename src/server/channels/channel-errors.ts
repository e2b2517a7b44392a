/** Korean errors of the portal channels (the API is the SDL of src/server/routes/portal/channels-graphql-schema.ts). */
import { channelMessages } from '../../config/channel-profile';
import { DomainError } from '../errors/domain-error';

export const channelErrors = {
  invalidId: () => new DomainError('invalid', 'INVALID_CHANNEL_ID', '채널 번호가 올바르지 않습니다.'),
  invalidUrl: () => new DomainError('invalid', 'INVALID_CHANNEL_URL', '채널 주소가 올바르지 않습니다.'),
  invalidPage: () => new DomainError('invalid', 'INVALID_PAGE', '페이지 값이 올바르지 않습니다.'),
  invalidPostingStatus: () => new DomainError('invalid', 'INVALID_FILTER', '공고 상태는 OPEN 또는 CLOSED만 고를 수 있습니다.'),
  notFound: () => new DomainError('not-found', 'CHANNEL_NOT_FOUND', '채널을 찾을 수 없습니다.'),
  // Channel management on the corporate site (ADR 23): each field's message is the form's.
  invalidField: (code: string, message: string) => new DomainError('invalid', code, message),
  urlTaken: () => new DomainError('conflict', 'CHANNEL_URL_TAKEN', channelMessages.urlTaken),
  alreadyExists: () => new DomainError('conflict', 'CHANNEL_ALREADY_EXISTS', '이미 채널이 있습니다. 채널 정보를 수정해주세요.'),
  unknownUpload: () =>
    new DomainError('invalid', 'CHANNEL_UNKNOWN_UPLOAD', '올린 이미지를 찾을 수 없습니다. 이미지를 다시 올려주세요.'),
};
