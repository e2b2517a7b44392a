/**
 * The add and edit form of one 스펙 관리 section. Fields are text as typed; the server checks them
 * (career-spec-arguments.ts) and a refusal marks the field it names with its Korean message while everything typed
 * stays in place. Certificates are picked from the searched list (or typed freely); activities can be filled from
 * the member's scraps.
 */
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { kstDayKey } from '../../../config/kst';
import { ButtonBase, PrimaryButton } from '../../ui/button';
import { SelectField, TextAreaField } from '../../ui/choice-fields';
import { FormError, TextField } from '../../ui/form';
import { mobileQuery } from '../../styles/theme';
import { CertificatePicker } from './certificate-picker';
import {
  ACTIVITY_KIND_LABELS,
  DEGREE_LABELS,
  EDUCATION_STATUS_LABELS,
  LANGUAGE_LEVELS,
  LANGUAGE_SCORE_HINTS,
  LANGUAGE_TEST_LABELS,
  LEVELLED_TESTS,
  options,
  SCORED_TESTS,
  type SpecEntrySection,
} from '../../career-specs/career-spec-labels';
import { fieldOfErrorCode, graphqlErrorCode, type SpecFormValues } from './career-spec-page-state';
import { ScrapImport } from './scrap-import';
import { graphqlErrorMessage } from '../../api/graphql-errors';
import { CAREER_SPEC_DESCRIPTION_MAX, GPA_SCALES } from '../../../contracts/career-specs';

export interface CareerSpecFormProps {
  section: SpecEntrySection;
  initial: SpecFormValues;
  /** Heading of the form (학력 추가, 학력 수정). */
  title: string;
  submitLabel: string;
  onSubmit: (values: SpecFormValues) => Promise<unknown>;
  onCancel?: () => void;
  /** The linked posting's title when editing an activity taken from a scrap. */
  linkedPostingTitle?: string | null;
}

export function CareerSpecForm({ section, initial, title, submitLabel, onSubmit, onCancel, linkedPostingTitle }: CareerSpecFormProps) {
  const [values, setValues] = useState<SpecFormValues>(initial);
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [postingTitle, setPostingTitle] = useState<string | null>(linkedPostingTitle ?? null);
  const today = kstDayKey(new Date());

  const set = (patch: SpecFormValues) => {
    setValues((current) => ({ ...current, ...patch }));
    // The mark goes once the member changes the refused field.
    if (fieldError && fieldError.field in patch) setFieldError(null);
  };
  const errorOf = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);
  const text = (field: string, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={field}
      value={values[field] ?? ''}
      onChange={(e) => set({ [field]: e.target.value })}
      error={errorOf(field)}
      {...extra}
    />
  );
  const select = (field: string, label: string, choices: ReadonlyArray<{ value: string; label: string }>, extra: Record<string, unknown> = {}) => (
    <SelectField
      label={label}
      name={field}
      value={values[field] ?? ''}
      onChange={(e) => set({ [field]: e.target.value })}
      options={choices}
      error={errorOf(field)}
      {...extra}
    />
  );
  const description = () => (
    <Wide>
      <TextAreaField
        label="설명"
        name="description"
        value={values.description ?? ''}
        onChange={(e) => set({ description: e.target.value })}
        error={errorOf('description')}
        hint={`${[...(values.description ?? '')].length} / ${CAREER_SPEC_DESCRIPTION_MAX}자`}
      />
    </Wide>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    setFormError(null);
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (error) {
      const message = graphqlErrorMessage(error, '저장하지 못했어요. 잠시 후 다시 시도해주세요.');
      const field = fieldOfErrorCode(graphqlErrorCode(error));
      if (field && field in values && field !== 'certificateId' && field !== 'postingId') setFieldError({ field, message });
      else setFormError(message);
    } finally {
      setSaving(false);
    }
  };

  const test = values.test ?? '';
  return (
    <Form onSubmit={submit} noValidate aria-label={title} data-testid={`spec-form-${section}`}>
      <FormTitle>{title}</FormTitle>
      <Grid>
        {section === 'education' ? (
          <>
            {text('school', '학교명', { autoComplete: 'off' })}
            {text('major', '전공')}
            {select('degree', '학위', options(DEGREE_LABELS))}
            {select('status', '재학 상태', options(EDUCATION_STATUS_LABELS))}
            {text('startMonth', '입학 연월', { type: 'month', hint: '예: 2020-03' })}
            {text('endMonth', '졸업(예정) 연월', { type: 'month', hint: '재학·휴학 중이면 비워두세요' })}
            {text('gpa', '학점', { inputMode: 'decimal', hint: '선택 · 0보다 크고 만점 이하' })}
            {select('gpaScale', '학점 만점', GPA_SCALES.map((value) => ({ value, label: value })))}
          </>
        ) : null}
        {section === 'language' ? (
          <>
            {select('test', '시험', options(LANGUAGE_TEST_LABELS), {
              onChange: (e: { target: { value: string } }) => set({ test: e.target.value, level: '', score: '' }),
            })}
            {test === 'OTHER' ? text('testName', '시험명') : null}
            {SCORED_TESTS.includes(test)
              ? text('score', test === 'OTHER' ? '점수·등급' : '점수', { inputMode: test === 'OTHER' ? 'text' : 'numeric', hint: LANGUAGE_SCORE_HINTS[test] })
              : null}
            {LEVELLED_TESTS.includes(test)
              ? select('level', test === 'OPIC' ? '등급' : test === 'TOEIC_SPEAKING' ? '레벨' : '급수', LANGUAGE_LEVELS[test] ?? [], {
                  placeholder: '선택하세요',
                })
              : null}
            {text('takenOn', '취득일', { type: 'date', max: today })}
          </>
        ) : null}
        {section === 'certificate' ? (
          <>
            <Wide>
              <CertificatePicker
                value={values.name ?? ''}
                picked={Boolean(values.certificateId)}
                error={errorOf('name') ?? (fieldError?.field === 'certificateId' ? fieldError.message : undefined)}
                onType={(name) => set({ name, certificateId: '' })}
                onPick={(option) => set({ name: option.name, issuer: option.issuer, certificateId: option.id })}
              />
            </Wide>
            {text('issuer', '발급기관', { readOnly: Boolean(values.certificateId), hint: values.certificateId ? '목록의 발급기관으로 저장돼요' : undefined })}
            {text('acquiredOn', '취득일', { type: 'date', max: today })}
          </>
        ) : null}
        {section === 'award' ? (
          <>
            {text('title', '수상명')}
            {text('organiser', '주최기관')}
            {text('awardedOn', '수상일', { type: 'date', max: today })}
            {description()}
          </>
        ) : null}
        {section === 'activity' ? (
          <>
            <Wide>
              <ScrapImport
                linkedTitle={values.postingId ? postingTitle : null}
                onPick={(posting, kind) => {
                  setPostingTitle(posting.title);
                  set({ title: posting.title, organisation: posting.organiserName, postingId: posting.id, ...(kind ? { kind } : {}) });
                }}
                onUnlink={() => {
                  setPostingTitle(null);
                  set({ postingId: '' });
                }}
              />
            </Wide>
            {select('kind', '활동 구분', options(ACTIVITY_KIND_LABELS))}
            {text('title', '활동명')}
            {text('organisation', '기관명')}
            <span aria-hidden="true" />
            {text('startMonth', '시작 연월', { type: 'month' })}
            {text('endMonth', '종료 연월', { type: 'month', hint: '진행 중이면 비워두세요' })}
            {description()}
          </>
        ) : null}
      </Grid>
      {formError ? (
        <FormError role="alert" data-testid="spec-form-error">
          {formError}
        </FormError>
      ) : null}
      <Actions>
        {onCancel ? (
          <ButtonBase type="button" onClick={onCancel}>
            취소
          </ButtonBase>
        ) : null}
        <PrimaryButton type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? '저장하는 중…' : submitLabel}
        </PrimaryButton>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const FormTitle = styled.h3`
  font-size: 17px;
  font-weight: 800;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  ${({ theme }) => mobileQuery(theme)} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;
