/** Korean errors of the upload flow (spec §5, §9); the same codes on REST and GraphQL. */
import { ATTACHMENT_MESSAGES } from '../../config/attachment-types';
import { DomainError } from '../errors/domain-error';

/** The 429 of every upload limit (signed-URL PUT, prepare, complete). */
export const UPLOAD_LIMIT_MESSAGE = '업로드 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.';

export const uploadErrors = {
  urlInvalid: () => new DomainError('forbidden', 'UPLOAD_URL_INVALID', '업로드 주소가 올바르지 않습니다.'),
  urlExpired: () => new DomainError('forbidden', 'UPLOAD_URL_EXPIRED', '업로드 주소가 만료되었습니다. 파일을 다시 선택해주세요.'),
  urlUsed: () => new DomainError('conflict', 'UPLOAD_URL_USED', '이미 사용된 업로드 주소입니다. 파일을 다시 선택해주세요.'),
  fileTooLarge: () => new DomainError('too-large', 'FILE_TOO_LARGE', ATTACHMENT_MESSAGES.fileTooLarge),
  largerThanDeclared: () =>
    new DomainError('too-large', 'UPLOAD_SIZE_EXCEEDED', '업로드를 준비한 파일보다 큰 파일은 받을 수 없습니다.'),
  incomplete: () => new DomainError('invalid', 'UPLOAD_INCOMPLETE', '파일이 모두 전송되지 않았습니다. 다시 시도해주세요.'),
  sizeInvalid: () => new DomainError('invalid', 'VALIDATION_ERROR', '파일 크기가 올바르지 않습니다.'),
  emptyFile: () => new DomainError('invalid', 'EMPTY_FILE', '빈 파일은 업로드할 수 없습니다.'),
  nameRequired: () => new DomainError('invalid', 'VALIDATION_ERROR', '파일 이름을 입력해주세요.'),
  nameTooLong: () => new DomainError('invalid', 'VALIDATION_ERROR', '파일 이름은 255자 이하로 입력해주세요.'),
  pathInvalid: () => new DomainError('invalid', 'VALIDATION_ERROR', '업로드 경로가 올바르지 않습니다.'),
  typeNotAllowed: () => new DomainError('unsupported-type', 'UNSUPPORTED_FILE_TYPE', ATTACHMENT_MESSAGES.typeNotAllowed),
  typeMismatch: () => new DomainError('unsupported-type', 'FILE_TYPE_MISMATCH', '파일 내용이 파일 형식과 일치하지 않습니다.'),
  contentTypeMismatch: () =>
    new DomainError('unsupported-type', 'FILE_TYPE_MISMATCH', '업로드를 준비한 파일 형식과 다른 형식으로 보냈습니다.'),
  invalidSvg: () => new DomainError('unsupported-type', 'INVALID_SVG', '올바른 SVG 파일이 아닙니다.'),
  notReceived: () => new DomainError('invalid', 'UPLOAD_NOT_RECEIVED', '파일이 아직 업로드되지 않았습니다.'),
  uploadExpired: () => new DomainError('invalid', 'UPLOAD_EXPIRED', '업로드 시간이 지났습니다. 파일을 다시 선택해주세요.'),
  rejected: () => new DomainError('invalid', 'UPLOAD_REJECTED', '업로드에 실패한 파일입니다. 파일을 다시 선택해주세요.'),
  attachmentNotFound: () => new DomainError('not-found', 'ATTACHMENT_NOT_FOUND', '첨부 파일을 찾을 수 없습니다.'),
};
