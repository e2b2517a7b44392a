/**
 * Korean errors of 스펙 관리 (the API is the SDL of src/server/routes/portal/career-specs-graphql-schema.ts).
 * Every field error carries the name of the input field it is about (`field`), so the page can mark that input; the
 * message alone is what a member reads.
 */
import { DomainError, forbidden } from '../errors/domain-error';

/** The input fields of the five sections (GraphQL input field names). */
export type CareerSpecField =
  | 'school'
  | 'major'
  | 'degree'
  | 'status'
  | 'startMonth'
  | 'endMonth'
  | 'gpa'
  | 'gpaScale'
  | 'test'
  | 'testName'
  | 'score'
  | 'level'
  | 'takenOn'
  | 'certificateId'
  | 'name'
  | 'issuer'
  | 'acquiredOn'
  | 'title'
  | 'organiser'
  | 'awardedOn'
  | 'description'
  | 'kind'
  | 'organisation'
  | 'postingId';

/** A refused field: code CAREER_SPEC_INVALID_<FIELD> (e.g. CAREER_SPEC_INVALID_SCORE), kind invalid (400). */
export class CareerSpecFieldError extends DomainError {
  constructor(
    readonly field: CareerSpecField,
    message: string,
  ) {
    super('invalid', `CAREER_SPEC_INVALID_${field.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`, message);
  }
}

export const fieldError = (field: CareerSpecField, message: string) => new CareerSpecFieldError(field, message);

export const careerSpecErrors = {
  invalidInput: () =>
    new DomainError('invalid', 'CAREER_SPEC_INVALID_INPUT', '학력, 어학, 자격증, 수상, 활동 중 한 항목의 내용을 보내주세요.'),
  invalidSection: () => new DomainError('invalid', 'CAREER_SPEC_INVALID_SECTION', '스펙 항목이 올바르지 않습니다.'),
  invalidId: () => new DomainError('invalid', 'CAREER_SPEC_INVALID_ID', '스펙 번호가 올바르지 않습니다.'),
  sectionMismatch: () =>
    new DomainError('invalid', 'CAREER_SPEC_SECTION_MISMATCH', '등록된 항목과 다른 종류로는 수정할 수 없습니다.'),
  tooMany: (label: string, max: number) =>
    new DomainError('invalid', 'CAREER_SPEC_TOO_MANY', `${label} 항목은 ${max}개까지 등록할 수 있습니다.`),
  notFound: () => new DomainError('not-found', 'CAREER_SPEC_NOT_FOUND', '스펙 항목을 찾을 수 없습니다.'),
  individualsOnly: () => forbidden('스펙 관리는 개인회원만 이용할 수 있습니다.'),
  invalidSearch: () =>
    new DomainError('invalid', 'CERTIFICATE_SEARCH_INVALID', '자격증 검색어는 50자까지, 결과는 20개까지 볼 수 있습니다.'),
};
