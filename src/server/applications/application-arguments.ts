/** Checks of the applications' arguments before any query runs (ADR 26). */
import { type Paging, parsePaging } from '../paging/parse-paging';
import { parseCoverLetterId } from '../cover-letters/cover-letter-arguments';
import { APPLICATIONS_MAX_PAGE_SIZE } from '../../contracts/applications';
import { applicationErrors } from './application-errors';

export type ApplicationDecision = 'PASSED' | 'FAILED';

export interface ApplyInput {
  coverLetterId: string;
  includeSpecSummary: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseApplicationId(value: string): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw applicationErrors.invalidId();
  return value.toLowerCase();
}

export function parseApplicationPaging(args: { page?: number | null; pageSize?: number | null }, defaultPageSize: number): Paging {
  return parsePaging(args, {
    defaultPageSize,
    maxPageSize: APPLICATIONS_MAX_PAGE_SIZE,
    maxPage: 100_000,
    invalid: applicationErrors.invalidPage,
  });
}

/** What 지원하기 sends: one of the member's letters (required) and whether to add their 스펙 summary. */
export function parseApplyInput(input: { coverLetterId?: string | null; includeSpecSummary?: boolean | null }): ApplyInput {
  if (input.coverLetterId == null || input.coverLetterId === '') throw applicationErrors.coverLetterRequired();
  return { coverLetterId: parseCoverLetterId(input.coverLetterId), includeSpecSummary: input.includeSpecSummary ?? true };
}

export function parseApplicationDecision(value: string): ApplicationDecision {
  if (value !== 'PASSED' && value !== 'FAILED') throw applicationErrors.invalidDecision();
  return value;
}
