/**
 * Korean errors of 자기소개서 (the API is the SDL of
 * src/server/routes/portal/cover-letters-graphql-schema.ts); the limits they name are src/contracts/cover-letters.ts.
 */
import { COVER_LETTER_LIMITS, COVER_LETTER_STALE_CODE } from '../../contracts/cover-letters';
import { DomainError } from '../errors/domain-error';

/** A save keeps a new version row when at least this long has passed since the last kept one (or on explicit 저장). */
export const VERSION_KEEP_INTERVAL_MS = 2 * 60_000;

export const COVER_LETTER_STALE_MESSAGE =
  '다른 창에서 먼저 저장된 내용이 있습니다. 최신 내용을 불러온 뒤 다시 저장해주세요.';

const n = (value: number) => value.toLocaleString('en-US');

export const coverLetterErrors = {
  tooManyLetters: () =>
    new DomainError(
      'invalid',
      'TOO_MANY_COVER_LETTERS',
      `자기소개서는 ${n(COVER_LETTER_LIMITS.letters)}개까지 만들 수 있습니다. 쓰지 않는 자기소개서를 삭제한 뒤 다시 시도해주세요.`,
    ),
  invalidId: () => new DomainError('invalid', 'INVALID_COVER_LETTER_ID', '자기소개서 번호가 올바르지 않습니다.'),
  titleTooLong: () =>
    new DomainError('invalid', 'COVER_LETTER_TITLE_TOO_LONG', `제목은 ${n(COVER_LETTER_LIMITS.title)}자까지 입력할 수 있습니다.`),
  companyTooLong: () =>
    new DomainError('invalid', 'COVER_LETTER_COMPANY_TOO_LONG', `회사명은 ${n(COVER_LETTER_LIMITS.company)}자까지 입력할 수 있습니다.`),
  jobTooLong: () =>
    new DomainError('invalid', 'COVER_LETTER_JOB_TOO_LONG', `직무는 ${n(COVER_LETTER_LIMITS.job)}자까지 입력할 수 있습니다.`),
  tooManyQuestions: () =>
    new DomainError('invalid', 'TOO_MANY_COVER_LETTER_QUESTIONS', `문항은 ${n(COVER_LETTER_LIMITS.questions)}개까지 만들 수 있습니다.`),
  questionTooLong: () =>
    new DomainError('invalid', 'COVER_LETTER_QUESTION_TOO_LONG', `문항은 ${n(COVER_LETTER_LIMITS.question)}자까지 입력할 수 있습니다.`),
  answerTooLong: () =>
    new DomainError('invalid', 'COVER_LETTER_ANSWER_TOO_LONG', `답변은 문항마다 ${n(COVER_LETTER_LIMITS.answer)}자까지 입력할 수 있습니다.`),
  answersTooLong: () =>
    new DomainError(
      'invalid',
      'COVER_LETTER_TOO_LONG',
      `자기소개서 전체 답변은 ${n(COVER_LETTER_LIMITS.totalAnswers)}자까지 저장할 수 있습니다.`,
    ),
  invalidCharLimit: () =>
    new DomainError(
      'invalid',
      'INVALID_CHAR_LIMIT',
      `글자 수 제한은 ${n(COVER_LETTER_LIMITS.charLimitMin)}자에서 ${n(COVER_LETTER_LIMITS.charLimitMax)}자 사이로 입력해주세요.`,
    ),
  badCharacters: () =>
    new DomainError('invalid', 'COVER_LETTER_BAD_CHARACTERS', '자기소개서에 사용할 수 없는 문자가 포함되어 있습니다.'),
  invalidVersion: () => new DomainError('invalid', 'INVALID_COVER_LETTER_VERSION', '자기소개서 버전 값이 올바르지 않습니다.'),
  invalidPosting: () =>
    new DomainError('invalid', 'INVALID_COVER_LETTER_POSTING', '지원 공고는 스크랩한 공고 중에서 선택해주세요.'),
  invalidPage: () => new DomainError('invalid', 'INVALID_PAGE', '페이지 값이 올바르지 않습니다.'),
  notFound: () => new DomainError('not-found', 'COVER_LETTER_NOT_FOUND', '자기소개서를 찾을 수 없습니다.'),
  versionNotFound: () => new DomainError('not-found', 'COVER_LETTER_VERSION_NOT_FOUND', '저장된 버전을 찾을 수 없습니다.'),
  stale: () => new DomainError('conflict', COVER_LETTER_STALE_CODE, COVER_LETTER_STALE_MESSAGE),
};
