/** Korean errors of the chat (docs/CONTRACTS.md "Chat"); the same codes on GraphQL and on GET /chat/events. */
import { CHAT_MESSAGE_MAX_LENGTH } from '../../contracts/chat';
import { DomainError, KIND_DEFAULTS } from '../errors/domain-error';

export const chatErrors = {
  /** Missing, malformed, another brand's, or a GROUP room the caller is not in: one answer, so rooms cannot be probed. */
  roomNotFound: () => new DomainError('not-found', 'CHAT_ROOM_NOT_FOUND', '채팅방을 찾을 수 없습니다.'),
  notJoined: () => new DomainError('forbidden', 'CHAT_ROOM_NOT_JOINED', '채팅방에 참여한 후 이용할 수 있습니다.'),
  messageNotFound: () => new DomainError('not-found', 'CHAT_MESSAGE_NOT_FOUND', '메시지를 찾을 수 없습니다.'),
  messageEmpty: () => new DomainError('invalid', 'CHAT_MESSAGE_EMPTY', '메시지를 입력해주세요.'),
  messageTooLong: () => new DomainError('invalid', 'CHAT_MESSAGE_TOO_LONG', `메시지는 ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')}자까지 보낼 수 있습니다.`),
  /** Paging arguments out of range or contradictory. */
  badRequest: () => new DomainError('invalid', 'BAD_REQUEST', KIND_DEFAULTS.invalid.message),
  examNotFound: () => new DomainError('not-found', 'EXAM_NOT_FOUND', '시험을 찾을 수 없습니다.'),
  tooManyStreams: () =>
    new DomainError('too-many', 'TOO_MANY_REQUESTS', '채팅 창이 너무 많이 열려 있습니다. 다른 창을 닫고 다시 시도해주세요.'),
  tooManyMessages: () =>
    new DomainError('too-many', 'TOO_MANY_REQUESTS', '메시지를 너무 자주 보내고 있습니다. 잠시 후 다시 시도해주세요.'),
};
