/**
 * A company's posting form (ADR 25): every field rule and Korean message in one place, run by the
 * corporate site's /register/activity while the company types and by the server's posting operations again, so a
 * request that skipped the form meets the same sentence under the same field. Pure (dates through ./kst only): the
 * browser and the server both run it. Option codes (kinds, regions, …) are checked by the server's argument parser;
 * the form only offers valid ones.
 */
import { kstDayKey, kstInstant } from './kst';

export const POSTING_TITLE_MAX_LENGTH = 100;
/** 2,000,000,000 won: the column is a 32-bit integer, and no prize is larger. */
export const POSTING_PRIZE_MAX = 2_000_000_000;
export const POSTING_APPLY_URL_MAX_LENGTH = 500;
export const POSTING_APPLY_EMAIL_MAX_LENGTH = 254;
/**
 * The stored (sanitised) body's limit in characters: ten pages of formatted text with tables. Images are uploads
 * referenced by URL, so a body never carries their bytes.
 */
export const POSTING_BODY_MAX_LENGTH = 50_000;

/** Kinds that are jobs: they also ask for 고용 형태 and 경력. */
export const JOB_POSTING_KINDS: readonly string[] = ['INTERNSHIP', 'RECRUIT'];

export const postingFormMessages = {
  kindRequired: '공고 종류를 선택해주세요.',
  titleRequired: '공고 제목을 입력해주세요.',
  titleTooLong: `공고 제목은 ${POSTING_TITLE_MAX_LENGTH}자까지 입력할 수 있습니다.`,
  organiserTypeRequired: '주최 기관 유형을 선택해주세요.',
  fieldsRequired: '관심 분야를 하나 이상 선택해주세요.',
  targetsRequired: '참여 대상을 하나 이상 선택해주세요.',
  regionRequired: '지역을 선택해주세요.',
  prizeInvalid: `상금은 0원부터 ${POSTING_PRIZE_MAX.toLocaleString('en-US')}원까지 숫자로 입력해주세요.`,
  employmentTypeRequired: '고용 형태를 선택해주세요.',
  careerLevelRequired: '경력 조건을 선택해주세요.',
  applyRequired: '지원 링크나 지원 이메일을 입력하거나 커리어로드에서 지원 받기를 선택해주세요.',
  applyUrlInvalid: '지원 링크는 http:// 또는 https://로 시작하는 주소로 입력해주세요.',
  applyEmailInvalid: '지원 이메일 형식이 올바르지 않습니다.',
  startRequired: '접수 시작일을 입력해주세요.',
  endRequired: '접수 마감일을 입력해주세요.',
  startInPast: '접수 시작일은 오늘 이후로 입력해주세요.',
  endInPast: '접수 마감일은 오늘 이후로 입력해주세요.',
  endBeforeStart: '접수 마감일은 시작일과 같거나 그 이후여야 합니다.',
  announcementBeforeEnd: '발표일은 접수 마감일과 같거나 그 이후여야 합니다.',
  announcementInvalid: '발표일 형식이 올바르지 않습니다.',
  bodyRequired: '공고 본문을 입력해주세요.',
  bodyTooLong: `공고 본문이 너무 깁니다. ${POSTING_BODY_MAX_LENGTH.toLocaleString('en-US')}자 이하로 줄여주세요.`,
} as const;

/** The form's values as typed: days are KST `yyyy-MM-dd`, lists are codes, numbers are text. */
export interface PostingFormValues {
  kind: string;
  title: string;
  organiserType: string;
  fields: readonly string[];
  targets: readonly string[];
  region: string;
  benefits: readonly string[];
  prizeMoney: string;
  employmentType: string;
  careerLevel: string;
  applyUrl: string;
  applyEmail: string;
  /** Members apply on the portal itself (ADR 26); then a link or mail is optional. */
  acceptsApplications: boolean;
  receptionStartDay: string;
  receptionEndDay: string;
  announcementDay: string;
  bodyHtml: string;
}

export type PostingFormField = keyof PostingFormValues;

/** The order errors are reported and focused in: the form's steps in order. */
export const POSTING_FORM_FIELD_ORDER: readonly PostingFormField[] = [
  'kind',
  'title',
  'organiserType',
  'fields',
  'targets',
  'region',
  'benefits',
  'prizeMoney',
  'employmentType',
  'careerLevel',
  'applyUrl',
  'applyEmail',
  'acceptsApplications',
  'receptionStartDay',
  'receptionEndDay',
  'announcementDay',
  'bodyHtml',
];

/** Which form step (1 기본 정보, 2 접수 기간, 4 본문) a field is on; the poster (3) has no rule. */
export function postingFormStepOf(field: PostingFormField): 1 | 2 | 4 {
  if (field === 'bodyHtml') return 4;
  if (field === 'receptionStartDay' || field === 'receptionEndDay' || field === 'announcementDay') return 2;
  return 1;
}

/**
 * How strict, in three levels:
 * - `draft` (임시저장): nothing is required but the kind and the title (what 공고 관리 lists it by); what is filled
 *   in must still be storable and consistent — lengths, formats, real days, the end not before the start;
 * - neither (moving to the next step, 미리보기): every required field but the body;
 * - `submitting` (검토 요청, or saving a live posting): every field, the body included, and no reception day past.
 * A start day already past is allowed when the posting is live (its reception has begun; the company edits it).
 */
export interface PostingFormCheck {
  now: Date | number;
  submitting: boolean;
  draft?: boolean;
  allowPastStart?: boolean;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const lengthOf = (text: string) => [...text].length;

/** A real calendar day `yyyy-MM-dd` (2026-02-30 is not). */
export function isKstDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  return kstDayKey(kstInstant(value)) === value;
}

/** Reception starts at 00:00 KST of its first day and ends at 23:59:59 KST of its last (the seed's convention). */
export function receptionInstants(startDay: string, endDay: string): { startAt: Date; endAt: Date } {
  return { startAt: kstInstant(startDay), endAt: kstInstant(endDay, 23, 59, 59) };
}

/** The same instants for a draft's days, each null while its day is empty. */
export function draftReceptionInstants(startDay: string, endDay: string): { startAt: Date | null; endAt: Date | null } {
  return {
    startAt: startDay ? kstInstant(startDay) : null,
    endAt: endDay ? kstInstant(endDay, 23, 59, 59) : null,
  };
}

/** The text a body shows (tags removed): an editor's empty `<p></p>` is no body. */
function bodyText(html: string): string {
  return html.replace(/<img\b[^>]*>/gi, 'img').replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();
}

export function checkApplyUrl(value: string): string | null {
  const url = value.trim();
  if (!url) return null;
  if (lengthOf(url) > POSTING_APPLY_URL_MAX_LENGTH || /\s/.test(url)) return postingFormMessages.applyUrlInvalid;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname ? null : postingFormMessages.applyUrlInvalid;
  } catch {
    return postingFormMessages.applyUrlInvalid;
  }
}

/**
 * The reception days' errors: both required, end on or after start, neither before today in KST (see allowPastStart).
 * A draft may leave either empty and keep days already past (it is checked again when submitted); a day it has must
 * be a real one, and the end not before the start.
 */
export function checkReceptionDays(
  startDay: string,
  endDay: string,
  options: { now: Date | number; allowPastStart?: boolean; draft?: boolean },
): Partial<Record<'receptionStartDay' | 'receptionEndDay', string>> {
  const errors: Partial<Record<'receptionStartDay' | 'receptionEndDay', string>> = {};
  const today = kstDayKey(options.now);
  const start = startDay.trim();
  const end = endDay.trim();
  const draft = options.draft === true;
  if (!isKstDay(start)) {
    if (!draft || start) errors.receptionStartDay = postingFormMessages.startRequired;
  } else if (!draft && !options.allowPastStart && start < today) errors.receptionStartDay = postingFormMessages.startInPast;
  if (!isKstDay(end)) {
    if (!draft || end) errors.receptionEndDay = postingFormMessages.endRequired;
  } else if (!draft && end < today) errors.receptionEndDay = postingFormMessages.endInPast;
  else if (isKstDay(start) && end < start) errors.receptionEndDay = postingFormMessages.endBeforeStart;
  return errors;
}

/** Every field's Korean error (none when the posting may be saved, or submitted when `submitting`). */
export function validatePostingForm(values: PostingFormValues, check: PostingFormCheck): Partial<Record<PostingFormField, string>> {
  const errors: Partial<Record<PostingFormField, string>> = {};
  // A draft is saved with what is there: only what identifies it is required.
  const required = check.draft !== true;
  const title = values.title.trim();
  if (!values.kind) errors.kind = postingFormMessages.kindRequired;
  if (!title) errors.title = postingFormMessages.titleRequired;
  else if (lengthOf(title) > POSTING_TITLE_MAX_LENGTH) errors.title = postingFormMessages.titleTooLong;
  if (required && !values.organiserType) errors.organiserType = postingFormMessages.organiserTypeRequired;
  if (required && values.fields.length === 0) errors.fields = postingFormMessages.fieldsRequired;
  if (required && values.targets.length === 0) errors.targets = postingFormMessages.targetsRequired;
  if (required && !values.region) errors.region = postingFormMessages.regionRequired;
  const prize = values.prizeMoney.trim();
  if (prize && (!/^\d+$/.test(prize) || Number(prize) > POSTING_PRIZE_MAX)) errors.prizeMoney = postingFormMessages.prizeInvalid;
  if (required && JOB_POSTING_KINDS.includes(values.kind)) {
    if (!values.employmentType) errors.employmentType = postingFormMessages.employmentTypeRequired;
    if (!values.careerLevel) errors.careerLevel = postingFormMessages.careerLevelRequired;
  }
  const applyUrl = values.applyUrl.trim();
  const applyEmail = values.applyEmail.trim();
  if (required && !applyUrl && !applyEmail && !values.acceptsApplications) errors.applyUrl = postingFormMessages.applyRequired;
  const urlError = checkApplyUrl(applyUrl);
  if (urlError) errors.applyUrl = urlError;
  if (applyEmail && (lengthOf(applyEmail) > POSTING_APPLY_EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(applyEmail))) {
    errors.applyEmail = postingFormMessages.applyEmailInvalid;
  }
  Object.assign(errors, checkReceptionDays(values.receptionStartDay, values.receptionEndDay, check));
  const announcement = values.announcementDay.trim();
  if (announcement) {
    if (!isKstDay(announcement)) errors.announcementDay = postingFormMessages.announcementInvalid;
    else if (isKstDay(values.receptionEndDay.trim()) && announcement < values.receptionEndDay.trim()) {
      errors.announcementDay = postingFormMessages.announcementBeforeEnd;
    }
  }
  if (lengthOf(values.bodyHtml) > POSTING_BODY_MAX_LENGTH) errors.bodyHtml = postingFormMessages.bodyTooLong;
  else if (check.submitting && !bodyText(values.bodyHtml)) errors.bodyHtml = postingFormMessages.bodyRequired;
  return errors;
}

export function firstPostingFormError(errors: Partial<Record<PostingFormField, string>>): PostingFormField | undefined {
  return POSTING_FORM_FIELD_ORDER.find((field) => errors[field]);
}

/** The server's code for a field's refusal (CONTRACTS: posting management codes), and back. */
export function postingFormCodeOf(field: PostingFormField): string {
  return field === 'bodyHtml' ? 'INVALID_POSTING_BODY' : `INVALID_POSTING_${field.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

export function postingFormFieldOfCode(code: string | undefined): PostingFormField | undefined {
  if (code === 'POSTING_BODY_TOO_LARGE') return 'bodyHtml';
  return POSTING_FORM_FIELD_ORDER.find((field) => postingFormCodeOf(field) === code);
}
