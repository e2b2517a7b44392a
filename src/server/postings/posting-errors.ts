/** Korean errors of the portal postings (docs/CONTRACTS.md "Portal postings"). */
import { POSTING_REJECTION_REASON_MESSAGE } from '../../config/posting-rejection';
import { DomainError } from '../errors/domain-error';

export const postingErrors = {
  invalidPage: () => new DomainError('invalid', 'INVALID_PAGE', '페이지 값이 올바르지 않습니다.'),
  invalidKind: () => new DomainError('invalid', 'INVALID_KIND', '공고 종류가 올바르지 않습니다.'),
  invalidFilter: () => new DomainError('invalid', 'INVALID_FILTER', '검색 조건이 올바르지 않습니다.'),
  queryTooLong: () => new DomainError('invalid', 'QUERY_TOO_LONG', '검색어는 100자까지 입력할 수 있습니다.'),
  invalidId: () => new DomainError('invalid', 'INVALID_ID', '공고 번호가 올바르지 않습니다.'),
  notFound: () => new DomainError('not-found', 'POSTING_NOT_FOUND', '공고를 찾을 수 없습니다.'),
  // Posting management and review (ADR 25): each field's message is the form's (src/config/posting-form.ts).
  invalidField: (code: string, message: string) => new DomainError('invalid', code, message),
  bodyTooLarge: (message: string) => new DomainError('too-large', 'POSTING_BODY_TOO_LARGE', message),
  invalidStatusFilter: () =>
    new DomainError('invalid', 'INVALID_FILTER', '공고 상태는 ALL, DRAFT, IN_REVIEW, OPEN, CLOSED 중 하나로 골라주세요.'),
  unknownUpload: () => new DomainError('invalid', 'POSTING_UNKNOWN_UPLOAD', '올린 포스터를 찾을 수 없습니다. 포스터를 다시 올려주세요.'),
  notEditable: () => new DomainError('conflict', 'POSTING_NOT_EDITABLE', '검토 중인 공고는 수정할 수 없습니다. 검토 결과를 기다려주세요.'),
  notSubmittable: () => new DomainError('conflict', 'POSTING_NOT_SUBMITTABLE', '임시저장되었거나 반려된 공고만 검토를 요청할 수 있습니다.'),
  notInReview: () => new DomainError('conflict', 'POSTING_NOT_IN_REVIEW', '검토 요청된 공고가 아닙니다.'),
  notClosable: () => new DomainError('conflict', 'POSTING_NOT_CLOSABLE', '게시 중이고 마감되지 않은 공고만 조기 마감할 수 있습니다.'),
  notDeletable: () => new DomainError('conflict', 'POSTING_NOT_DELETABLE', '임시저장되었거나 반려된 공고만 삭제할 수 있습니다.'),
  invalidRejectionReason: () =>
    new DomainError('invalid', 'INVALID_REJECTION_REASON', POSTING_REJECTION_REASON_MESSAGE),
};
