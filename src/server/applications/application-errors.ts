/** Korean errors of applications (ADR 26, docs/CONTRACTS.md "Applications"). */
import { DomainError } from '../errors/domain-error';

const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const INDIVIDUAL_APPLICANTS_ONLY_MESSAGE = '공고 지원은 개인회원만 할 수 있습니다.';

export const applicationErrors = {
  invalidId: () => new DomainError('invalid', 'INVALID_APPLICATION_ID', '지원서 번호가 올바르지 않습니다.'),
  invalidPage: () => new DomainError('invalid', 'INVALID_PAGE', '페이지 값이 올바르지 않습니다.'),
  coverLetterRequired: () =>
    new DomainError('invalid', 'APPLICATION_COVER_LETTER_REQUIRED', '지원할 자기소개서를 선택해주세요.'),
  /** The first answer over its question's limit (answersOverLimit, src/contracts/cover-letters.ts). */
  answerOverLimit: (over: { index: number; length: number; limit: number }) =>
    new DomainError(
      'invalid',
      'APPLICATION_ANSWER_TOO_LONG',
      `${over.index + 1}번 문항의 답변이 ${count(over.length)}자로 글자 수 제한(${count(over.limit)}자)을 넘습니다. 자기소개서에서 답변을 줄인 뒤 다시 지원해주세요.`,
    ),
  coverLetterEmpty: () =>
    new DomainError(
      'invalid',
      'APPLICATION_COVER_LETTER_EMPTY',
      '답변이 없는 자기소개서로는 지원할 수 없습니다. 자기소개서를 작성한 뒤 다시 지원해주세요.',
    ),
  invalidDecision: () =>
    new DomainError('invalid', 'INVALID_APPLICATION_DECISION', '서류 결과는 합격(PASSED) 또는 불합격(FAILED)으로 골라주세요.'),
  notAccepted: () =>
    new DomainError(
      'conflict',
      'APPLICATIONS_NOT_ACCEPTED',
      '이 공고는 커리어로드에서 지원을 받지 않습니다. 공고의 지원 방법을 확인해주세요.',
    ),
  notYetOpen: () => new DomainError('conflict', 'POSTING_NOT_OPEN', '아직 접수 기간이 아닙니다. 접수 시작일 이후에 지원해주세요.'),
  closed: () => new DomainError('conflict', 'POSTING_CLOSED', '접수가 마감된 공고에는 지원할 수 없습니다.'),
  alreadyApplied: () => new DomainError('conflict', 'ALREADY_APPLIED', '이미 지원한 공고입니다. 지원 내역에서 확인해주세요.'),
  alreadyDecided: () =>
    new DomainError('conflict', 'APPLICATION_ALREADY_DECIDED', '서류 결과가 나온 지원은 취소할 수 없습니다.'),
  notFound: () => new DomainError('not-found', 'APPLICATION_NOT_FOUND', '지원서를 찾을 수 없습니다.'),
};
