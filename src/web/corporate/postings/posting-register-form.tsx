/**
 * 공고 등록 (`/register/activity`): five steps — 1 기본 정보, 2 접수 기간 (KST days), 3 포스터
 * (the signed upload pipeline, each stage shown), 4 본문 (the product's rich-text editor), 5 미리보기 (the portal's own
 * posting page, from the server's preview) — with 임시저장 on every step and 검토 요청 at the end. Each step is
 * checked by src/config/posting-form.ts before moving on, 임시저장 only by its draft rules (what is filled in must be
 * valid; nothing but the title is required), 검토 요청 by all of them; the server runs the same rules again. A refusal
 * goes under its field on its step and nothing typed is lost. A live posting is edited in the same form and saved
 * with 수정 내용 게시 (it changes at once; the server audits it).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { BrandId } from '../../../config/hosts';
import { kstDayKey } from '../../../config/kst';
import {
  firstPostingFormError,
  JOB_POSTING_KINDS,
  POSTING_TITLE_MAX_LENGTH,
  type PostingFormField,
  postingFormFieldOfCode,
  postingFormStepOf,
  type PostingFormValues,
  validatePostingForm,
} from '../../../config/posting-form';
import { graphqlErrorCode, graphqlErrorMessage } from '../../api/graphql-errors';
import { withQueryParam } from '../../routing/site-links';
import { type ManagedPosting, savePosting, submitPostingForReview } from '../../api/posting-management-api';
import { LoadingState, QueryError } from '../../ui/query-state';
import { getBrowserPortalClient } from '../../api/portal-client';
import {
  CAREER_LEVEL_LABELS,
  EMPLOYMENT_TYPE_LABELS,
  ORGANISER_TYPE_CODES,
  ORGANISER_TYPE_LABELS,
  POSTING_BENEFIT_CODES,
  POSTING_BENEFIT_LABELS,
  POSTING_FIELD_CODES,
  POSTING_FIELD_LABELS,
  POSTING_KIND_CODES,
  POSTING_KIND_LABELS,
  POSTING_REGION_CODES,
  POSTING_REGION_LABELS,
  POSTING_TARGET_CODES,
  POSTING_TARGET_LABELS,
} from '../../postings/posting-labels';
import { useToast } from '../../toast/toast-provider';
import { SelectField } from '../../ui/choice-fields';
import { FormError, TextField } from '../../ui/form';
import { CheckboxGroup, Group, type PostingFieldRefs } from './posting-checkbox-group';
import { FormSection } from '../company-fieldsets';
import {
  EMPTY_POSTING_FORM,
  formValuesOf,
  inputOf,
  POSTING_FORM_STEPS,
  type PostingFormStep,
  type PosterValue,
  stepErrors,
} from './posting-form-state';
import { postingManagementKeys } from './posting-management-queries';
import { type BindText, BodyStep, type PostingFormErrors, PosterStep, ScheduleStep, StepActions } from './posting-form-steps';
import { PostingPreview } from './posting-preview';

const options = <C extends string>(codes: readonly C[], labels: Record<C, string>) => codes.map((value) => ({ value, label: labels[value] }));

type Errors = PostingFormErrors;

export function PostingRegisterForm({ brand, posting }: { brand: BrandId; posting: ManagedPosting | null }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [id, setId] = useState<string | null>(posting?.id ?? null);
  const live = posting?.reviewStatus === 'PUBLISHED';
  const [values, setValues] = useState<PostingFormValues>(() => (posting ? formValuesOf(posting) : EMPTY_POSTING_FORM));
  const [poster, setPoster] = useState<PosterValue>({ url: posting?.posterUrl ?? null, attachmentId: null, removed: false });
  const [step, setStep] = useState<PostingFormStep>(1);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState<'save' | 'submit' | null>(null);
  const [uploading, setUploading] = useState(0);
  const refs = useRef<Partial<Record<PostingFormField, HTMLElement | null>>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);

  // 다음 runs a step's required fields; 임시저장 of a draft only what is filled in (the draft rules); 검토 요청 all of them.
  const check = (submitting: boolean, draft = false) => ({ now: new Date(), submitting, draft, allowPastStart: live || !submitting });
  const set = <K extends keyof PostingFormValues>(field: K, value: PostingFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = firstPostingFormError(found);
    if (!first) return false;
    const target = postingFormStepOf(first) as PostingFormStep;
    setStep(target);
    // Focus after the step renders.
    setTimeout(() => refs.current[first]?.focus(), 0);
    return true;
  };

  const go = (next: PostingFormStep) => {
    if (next > step && showErrors(stepErrors(values, step, check(live)))) return;
    setErrors({});
    setFormError(undefined);
    setStep(next);
    setTimeout(() => headingRef.current?.focus(), 0);
  };

  const refusal = (error: unknown, fallback: string) => {
    const message = graphqlErrorMessage(error, fallback);
    const field = postingFormFieldOfCode(graphqlErrorCode(error));
    if (field) showErrors({ [field]: message });
    else setFormError(message);
  };

  const save = async (submit: boolean) => {
    if (pending) return;
    if (uploading > 0) return setFormError('포스터를 올리는 중입니다. 업로드가 끝난 뒤 저장해주세요.');
    setFormError(undefined);
    if (showErrors(validatePostingForm(values, check(submit || live, !submit && !live)))) return;
    setPending(submit ? 'submit' : 'save');
    try {
      const client = getBrowserPortalClient();
      let saved = await savePosting(client, id, inputOf(values, poster));
      setId(saved.id);
      setPoster({ url: saved.posterUrl ?? null, attachmentId: null, removed: false });
      if (submit) saved = await submitPostingForReview(client, saved.id);
      void queryClient.invalidateQueries({ queryKey: postingManagementKeys.all });
      if (submit) {
        toast('검토를 요청했습니다. 승인되면 커리어로드에 게시됩니다.', 'success');
        await router.push('/activities/IN_REVIEW');
      } else if (live) {
        toast('수정한 내용이 바로 게시되었습니다.', 'success');
      } else {
        toast('임시저장했습니다.', 'success');
        if (!id) {
          void router.replace({ pathname: router.pathname, query: { ...router.query, id: saved.id } }, withQueryParam(router.asPath, 'id', saved.id), {
            shallow: true,
          });
        }
      }
    } catch (error) {
      refusal(error, '공고를 저장하지 못했습니다. 잠시 후 다시 시도해주세요.');
    } finally {
      setPending(null);
    }
  };

  const bindText: BindText = (field: PostingFormField) => ({
    ref: (element: HTMLInputElement | HTMLSelectElement | null) => {
      refs.current[field] = element;
    },
    name: field,
    value: values[field] as string,
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(field, event.target.value as never),
  });

  const trackUpload = (busy: boolean) => setUploading((count) => count + (busy ? 1 : -1));
  const today = kstDayKey(new Date());
  const current = POSTING_FORM_STEPS[step - 1]!;

  return (
    <Layout data-testid="posting-form" data-step={step}>
      <Steps aria-label="공고 등록 단계">
        {POSTING_FORM_STEPS.map((s) => (
          <li key={s.step} aria-current={s.step === step ? 'step' : undefined} data-active={s.step === step}>
            <span aria-hidden="true">{s.step}</span> {s.title}
          </li>
        ))}
      </Steps>
      {posting?.reviewStatus === 'REJECTED' && posting.rejectionReason ? (
        <Rejected role="note" data-testid="rejection-reason">
          <strong>반려 사유</strong> {posting.rejectionReason}
        </Rejected>
      ) : null}
      {live ? <LiveNote role="note">게시 중인 공고입니다. 저장하면 수정한 내용이 바로 커리어로드에 반영됩니다.</LiveNote> : null}
      <StepHeading ref={headingRef} tabIndex={-1} data-testid="posting-step-heading">
        {current.step}단계 · {current.title}
      </StepHeading>

      <form noValidate onSubmit={(event) => event.preventDefault()} aria-label="공고 등록">
        {step === 1 ? <BasicInfoStep bindText={bindText} values={values} errors={errors} set={set} refs={refs} /> : null}
        {step === 2 ? <ScheduleStep bindText={bindText} values={values} live={live} today={today} /> : null}
        {step === 3 ? <PosterStep poster={poster} onChange={setPoster} onUploadingChange={trackUpload} /> : null}
        {step === 4 ? (
          <BodyStep
            refs={refs}
            initialHtml={values.bodyHtml}
            error={errors.bodyHtml}
            onChange={(html) => set('bodyHtml', html)}
            onUploadingChange={trackUpload}
          />
        ) : null}
      </form>

      {step === 5 ? <PostingPreview brand={brand} id={id} values={values} poster={poster} onRefused={refusal} /> : null}

      {formError ? (
        <FormError role="alert" data-testid="form-error">
          {formError}
        </FormError>
      ) : null}

      <StepActions step={step} live={live} pending={pending} onGo={go} onSave={(submit) => void save(submit)} />
    </Layout>
  );
}

/** Step 1, 기본 정보: what the posting is, for whom, where, and how to apply (고용 형태 and 경력 for jobs only). */
function BasicInfoStep({
  bindText,
  values,
  errors,
  set,
  refs,
}: {
  bindText: BindText;
  values: PostingFormValues;
  errors: Errors;
  set: <K extends keyof PostingFormValues>(field: K, value: PostingFormValues[K]) => void;
  refs: PostingFieldRefs;
}) {
  const isJob = JOB_POSTING_KINDS.includes(values.kind);
  return (
    <FormSection>
      <legend className="visually-hidden">기본 정보</legend>
      <SelectField label="공고 종류" options={options(POSTING_KIND_CODES, POSTING_KIND_LABELS)} {...bindText('kind')} />
      <TextField label="공고 제목" maxLength={POSTING_TITLE_MAX_LENGTH} {...bindText('title')} />
      <SelectField
        label="주최 기관 유형"
        placeholder="주최 기관 유형을 선택하세요"
        options={options(ORGANISER_TYPE_CODES, ORGANISER_TYPE_LABELS)}
        {...bindText('organiserType')}
      />
      <CheckboxGroup
        label="관심 분야"
        field="fields"
        codes={POSTING_FIELD_CODES}
        labels={POSTING_FIELD_LABELS}
        values={values.fields}
        error={errors.fields}
        onChange={(next) => set('fields', next)}
        refs={refs}
      />
      <CheckboxGroup
        label="참여 대상"
        field="targets"
        codes={POSTING_TARGET_CODES}
        labels={POSTING_TARGET_LABELS}
        values={values.targets}
        error={errors.targets}
        onChange={(next) => set('targets', next)}
        refs={refs}
      />
      <SelectField label="지역" placeholder="지역을 선택하세요" options={options(POSTING_REGION_CODES, POSTING_REGION_LABELS)} {...bindText('region')} />
      <CheckboxGroup
        label="혜택 (선택)"
        field="benefits"
        codes={POSTING_BENEFIT_CODES}
        labels={POSTING_BENEFIT_LABELS}
        values={values.benefits}
        error={errors.benefits}
        onChange={(next) => set('benefits', next)}
        refs={refs}
      />
      <TextField label="상금 (원, 선택)" inputMode="numeric" hint="가장 큰 상금을 숫자로 입력하세요." {...bindText('prizeMoney')} />
      {isJob ? (
        <>
          <SelectField
            label="고용 형태"
            placeholder="고용 형태를 선택하세요"
            options={options(Object.keys(EMPLOYMENT_TYPE_LABELS) as Array<keyof typeof EMPLOYMENT_TYPE_LABELS>, EMPLOYMENT_TYPE_LABELS)}
            {...bindText('employmentType')}
          />
          <SelectField
            label="경력"
            placeholder="경력 조건을 선택하세요"
            options={options(Object.keys(CAREER_LEVEL_LABELS) as Array<keyof typeof CAREER_LEVEL_LABELS>, CAREER_LEVEL_LABELS)}
            {...bindText('careerLevel')}
          />
        </>
      ) : null}
      <Group data-testid="posting-acceptsApplications">
        <legend>커리어로드 지원</legend>
        <div>
          <label>
            <input
              type="checkbox"
              name="acceptsApplications"
              checked={values.acceptsApplications}
              onChange={(event) => set('acceptsApplications', event.target.checked)}
            />
            커리어로드에서 지원 받기 (회원이 자기소개서와 스펙으로 지원하고, 공고 관리에서 지원자를 확인합니다)
          </label>
        </div>
      </Group>
      <TextField
        label={values.acceptsApplications ? '지원 링크 (선택)' : '지원 링크'}
        type="url"
        inputMode="url"
        placeholder="https://"
        hint={values.acceptsApplications ? '커리어로드 지원과 함께 안내할 지원 링크가 있으면 입력하세요.' : '지원 링크나 지원 이메일 중 하나는 꼭 입력하세요.'}
        {...bindText('applyUrl')}
      />
      <TextField label={values.acceptsApplications ? '지원 이메일 (선택)' : '지원 이메일'} type="email" inputMode="email" {...bindText('applyEmail')} />
    </FormSection>
  );
}

/** The edit form of an existing posting (`/register/activity?id=…`), once it is read. */
export function PostingEditLoader({ brand, query }: { brand: BrandId; query: { isPending: boolean; isError: boolean; error: unknown; data?: ManagedPosting; refetch: () => unknown } }) {
  if (query.isPending) return <LoadingState />;
  if (query.isError || !query.data) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data.canEdit) return <FormError role="alert">검토 중인 공고는 수정할 수 없습니다. 검토 결과를 기다려주세요.</FormError>;
  return <PostingRegisterForm key={query.data.id} brand={brand} posting={query.data} />;
}

const Layout = styled.div`
  display: grid;
  gap: 20px;
  margin-top: 24px;
`;

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 6px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
  }
  li[data-active='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
  }
`;

const StepHeading = styled.h2`
  font-size: 20px;
  &:focus {
    outline: none;
  }
`;

const Rejected = styled.p`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: #fdecec;
  color: #8a1c1c;
`;

const LiveNote = styled.p`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;
