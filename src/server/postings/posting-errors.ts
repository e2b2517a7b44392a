/** Korean errors of the portal postings (docs/CONTRACTS.md "Portal postings"). */
import { DomainError } from '../errors/domain-error';

export const postingErrors = {
  invalidPage: () => new DomainError('invalid', 'INVALID_PAGE', '페이지 값이 올바르지 않습니다.'),
  invalidKind: () => new DomainError('invalid', 'INVALID_KIND', '공고 종류가 올바르지 않습니다.'),
  invalidFilter: () => new DomainError('invalid', 'INVALID_FILTER', '검색 조건이 올바르지 않습니다.'),
  queryTooLong: () => new DomainError('invalid', 'QUERY_TOO_LONG', '검색어는 100자까지 입력할 수 있습니다.'),
  invalidId: () => new DomainError('invalid', 'INVALID_ID', '공고 번호가 올바르지 않습니다.'),
  notFound: () => new DomainError('not-found', 'POSTING_NOT_FOUND', '공고를 찾을 수 없습니다.'),
};
