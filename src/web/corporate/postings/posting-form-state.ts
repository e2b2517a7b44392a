/**
 * The posting form's values between the page and the server: a saved posting back into the form,
 * the form into the mutation's input, and which fields each step checks. Pure, so the rules stay testable.
 */
import {
  type PostingFormField,
  type PostingFormValues,
  postingFormStepOf,
  validatePostingForm,
} from '../../../config/posting-form';
import type { ManagedPosting, ManagedPostingInput } from '../../api/posting-management-api';

export const POSTING_FORM_STEPS = [
  { step: 1, title: '기본 정보' },
  { step: 2, title: '접수 기간' },
  { step: 3, title: '포스터' },
  { step: 4, title: '본문' },
  { step: 5, title: '미리보기' },
] as const;
export type PostingFormStep = (typeof POSTING_FORM_STEPS)[number]['step'];

export const EMPTY_POSTING_FORM: PostingFormValues = {
  kind: 'CONTEST',
  title: '',
  organiserType: '',
  fields: [],
  targets: [],
  region: '',
  benefits: [],
  prizeMoney: '',
  employmentType: '',
  careerLevel: '',
  applyUrl: '',
  applyEmail: '',
  acceptsApplications: false,
  receptionStartDay: '',
  receptionEndDay: '',
  announcementDay: '',
  bodyHtml: '',
};

export function formValuesOf(posting: ManagedPosting): PostingFormValues {
  return {
    kind: posting.kind,
    title: posting.title,
    organiserType: posting.organiserType ?? '',
    fields: posting.fields,
    targets: posting.targets,
    region: posting.region ?? '',
    benefits: posting.benefits,
    prizeMoney: posting.prizeMoney == null ? '' : String(posting.prizeMoney),
    employmentType: posting.employmentType ?? '',
    careerLevel: posting.careerLevel ?? '',
    applyUrl: posting.applyUrl ?? '',
    applyEmail: posting.applyEmail ?? '',
    acceptsApplications: posting.acceptsApplications,
    receptionStartDay: posting.receptionStartDay ?? '',
    receptionEndDay: posting.receptionEndDay ?? '',
    announcementDay: posting.announcementDay ?? '',
    bodyHtml: posting.bodyHtml,
  };
}

export interface PosterValue {
  url: string | null;
  attachmentId: string | null;
  removed: boolean;
}

export function inputOf(values: PostingFormValues, poster: PosterValue): ManagedPostingInput {
  const optional = (v: string) => (v.trim() ? v.trim() : null);
  return {
    kind: values.kind,
    title: values.title.trim(),
    organiserType: values.organiserType,
    fields: [...values.fields],
    targets: [...values.targets],
    region: values.region,
    benefits: [...values.benefits],
    prizeMoney: optional(values.prizeMoney),
    employmentType: optional(values.employmentType),
    careerLevel: optional(values.careerLevel),
    applyUrl: optional(values.applyUrl),
    applyEmail: optional(values.applyEmail),
    acceptsApplications: values.acceptsApplications,
    receptionStartDay: values.receptionStartDay,
    receptionEndDay: values.receptionEndDay,
    announcementDay: optional(values.announcementDay),
    bodyHtml: values.bodyHtml,
    posterAttachmentId: poster.attachmentId,
    removePoster: poster.removed,
  };
}

/** The errors of one step's fields (the rules of the whole form, as the server runs them). */
export function stepErrors(
  values: PostingFormValues,
  step: PostingFormStep,
  check: { now: Date; submitting: boolean; allowPastStart: boolean },
): Partial<Record<PostingFormField, string>> {
  const all = validatePostingForm(values, check);
  return Object.fromEntries(Object.entries(all).filter(([field]) => postingFormStepOf(field as PostingFormField) === step));
}
