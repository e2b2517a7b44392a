/**
 * A company's posting as the corporate form sends it (ADR 25), checked before any query: option
 * codes against the schema's lists (an unknown one is the same Korean 400 as an empty one), then the form's own rules
 * (src/config/posting-form.ts) through `checkPostingFields`, which the operations run with what only they know (is
 * it a submission, is the posting live). The first failure in the form's order is thrown with the field's code.
 */
import {
  firstPostingFormError,
  JOB_POSTING_KINDS,
  POSTING_FORM_FIELD_ORDER,
  postingFormCodeOf,
  type PostingFormCheck,
  type PostingFormField,
  postingFormMessages,
  type PostingFormValues,
  draftReceptionInstants,
  validatePostingForm,
} from '../../config/posting-form';
import { kstInstant } from '../../config/kst';
import {
  MANAGED_POSTING_FILTERS,
  MANAGED_POSTINGS_PAGE_SIZE,
  type ManagedPostingFilter,
} from '../../contracts/postings';
import { normalizePostingRejectionReason } from '../../config/posting-rejection';
import {
  CAREER_LEVELS,
  EMPLOYMENT_TYPES,
  ORGANISER_TYPES,
  POSTING_BENEFITS,
  POSTING_FIELDS,
  POSTING_KINDS,
  POSTING_REGIONS,
  POSTING_TARGETS,
  type NewPosting,
} from '../../db/schema';
import { postingErrors } from './posting-errors';

export interface RawPostingInput {
  kind: string;
  title: string;
  organiserType: string;
  fields: string[];
  targets: string[];
  region: string;
  benefits: string[];
  prizeMoney?: string | null;
  employmentType?: string | null;
  careerLevel?: string | null;
  applyUrl?: string | null;
  applyEmail?: string | null;
  acceptsApplications?: boolean | null;
  receptionStartDay: string;
  receptionEndDay: string;
  announcementDay?: string | null;
  bodyHtml: string;
  posterAttachmentId?: string | null;
  removePoster?: boolean | null;
}

export interface PostingDraftInput {
  values: PostingFormValues;
  /** A completed image upload of the company's to become the poster; null keeps the current one. */
  posterAttachmentId: string | null;
  removePoster: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_LIST = 20;

const fail = (field: PostingFormField, message: string) => postingErrors.invalidField(postingFormCodeOf(field), message);

function oneOf(value: string | null | undefined, allowed: readonly string[], field: PostingFormField, message: string): string {
  const v = (value ?? '').trim();
  if (v && !allowed.includes(v)) throw fail(field, message);
  return v;
}

function listOf(values: readonly string[] | null | undefined, allowed: readonly string[], field: PostingFormField, message: string): string[] {
  const list = [...new Set(values ?? [])];
  if (list.length > MAX_LIST || list.some((v) => !allowed.includes(v))) throw fail(field, message);
  return list;
}

/** The input's shape and option codes; the field rules are `checkPostingFields`'. */
export function parsePostingInput(raw: RawPostingInput): PostingDraftInput {
  const m = postingFormMessages;
  const kind = oneOf(raw.kind, POSTING_KINDS, 'kind', m.kindRequired);
  const isJob = JOB_POSTING_KINDS.includes(kind);
  const posterAttachmentId = raw.posterAttachmentId?.trim() || null;
  if (posterAttachmentId && !UUID.test(posterAttachmentId)) throw postingErrors.unknownUpload();
  return {
    values: {
      kind,
      title: raw.title ?? '',
      organiserType: oneOf(raw.organiserType, ORGANISER_TYPES, 'organiserType', m.organiserTypeRequired),
      fields: listOf(raw.fields, POSTING_FIELDS, 'fields', m.fieldsRequired),
      targets: listOf(raw.targets, POSTING_TARGETS, 'targets', m.targetsRequired),
      region: oneOf(raw.region, POSTING_REGIONS, 'region', m.regionRequired),
      benefits: listOf(raw.benefits, POSTING_BENEFITS, 'benefits', m.prizeInvalid),
      prizeMoney: raw.prizeMoney ?? '',
      // Jobs only: a contest's leftover job fields are dropped rather than stored where no page shows them.
      employmentType: isJob ? oneOf(raw.employmentType, EMPLOYMENT_TYPES, 'employmentType', m.employmentTypeRequired) : '',
      careerLevel: isJob ? oneOf(raw.careerLevel, CAREER_LEVELS, 'careerLevel', m.careerLevelRequired) : '',
      applyUrl: raw.applyUrl ?? '',
      applyEmail: raw.applyEmail ?? '',
      acceptsApplications: raw.acceptsApplications === true,
      receptionStartDay: raw.receptionStartDay ?? '',
      receptionEndDay: raw.receptionEndDay ?? '',
      announcementDay: raw.announcementDay ?? '',
      bodyHtml: raw.bodyHtml ?? '',
    },
    posterAttachmentId,
    removePoster: raw.removePoster === true,
  };
}

/** Throws the first of the form's refusals: 413 for an oversized body, else a 400 with the field's code. */
export function checkPostingFields(values: PostingFormValues, check: PostingFormCheck): void {
  const errors = validatePostingForm(values, check);
  const field = firstPostingFormError(errors);
  if (!field) return;
  if (field === 'bodyHtml' && errors.bodyHtml === postingFormMessages.bodyTooLong) throw postingErrors.bodyTooLarge(errors.bodyHtml);
  throw fail(field, errors[field]!);
}

/**
 * The columns the form's values are stored in (the body is sanitised by the operation, not here). A draft's empty
 * choices and days are stored as nulls, which the table allows only while it is a DRAFT.
 */
export function postingColumnsOf(values: PostingFormValues) {
  const { startAt, endAt } = draftReceptionInstants(values.receptionStartDay.trim(), values.receptionEndDay.trim());
  const text = (v: string) => v.trim() || null;
  return {
    kind: values.kind as NewPosting['kind'],
    title: values.title.trim(),
    organiserType: (text(values.organiserType) as NewPosting['organiserType']) ?? null,
    fields: [...values.fields],
    targets: [...values.targets],
    region: (text(values.region) as NewPosting['region']) ?? null,
    benefits: [...values.benefits],
    prizeMoney: values.prizeMoney.trim() ? Number(values.prizeMoney.trim()) : null,
    employmentType: (text(values.employmentType) as NewPosting['employmentType']) ?? null,
    careerLevel: (text(values.careerLevel) as NewPosting['careerLevel']) ?? null,
    applyUrl: text(values.applyUrl),
    applyEmail: text(values.applyEmail),
    acceptsApplications: values.acceptsApplications,
    receptionStartAt: startAt,
    receptionEndAt: endAt,
    // 발표일 is a day; noon KST keeps it on that day whatever a reader's zone.
    announcementAt: values.announcementDay.trim() ? kstInstant(values.announcementDay.trim(), 12) : null,
  } satisfies Partial<NewPosting>;
}

export { POSTING_FORM_FIELD_ORDER };


export function parseManagedPostingFilter(value: string | null | undefined): ManagedPostingFilter {
  const v = value ?? 'ALL';
  if (!(MANAGED_POSTING_FILTERS as readonly string[]).includes(v)) throw postingErrors.invalidStatusFilter();
  return v as ManagedPostingFilter;
}

export function parseManagedPaging(args: { page?: number | null; pageSize?: number | null }): { page: number; pageSize: number } {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? MANAGED_POSTINGS_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1 || page > 100_000) throw postingErrors.invalidPage();
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 50) throw postingErrors.invalidPage();
  return { page, pageSize };
}

/** The shared rule of src/config/posting-rejection.ts (the console's form checks the same). */
export function parseRejectionReason(value: string | null | undefined): string {
  const reason = normalizePostingRejectionReason(value);
  if (reason === null) throw postingErrors.invalidRejectionReason();
  return reason;
}
