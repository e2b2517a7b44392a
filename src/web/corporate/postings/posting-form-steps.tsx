/**
 * Steps 2 to 4 of 공고 등록 (posting-register-form.tsx) — 접수 기간, 포스터, 본문 — and the buttons under every step.
 * Each step is a fieldset of the one form; the form keeps the values and the errors.
 */
import dynamic from 'next/dynamic';
import styled from 'styled-components';
import type { PostingFormField, PostingFormValues } from '../../../config/posting-form';
import { ButtonBase, PrimaryButton } from '../../ui/button';
import { FieldError, TextField } from '../../ui/form';
import { LoadingState } from '../../ui/query-state';
import { ChannelImageField } from '../channel/channel-image-field';
import { FormSection } from '../company-fieldsets';
import type { PostingFieldRefs } from './posting-checkbox-group';
import type { PostingFormStep, PosterValue } from './posting-form-state';

const RichTextEditor = dynamic(() => import('../../editor/rich-text-editor').then((m) => m.RichTextEditor), {
  ssr: false,
  loading: () => <LoadingState label="편집기를 불러오는 중입니다…" />,
});

export type PostingFormErrors = Partial<Record<PostingFormField, string>>;

/** A text or select field's props for one form field: its value, its error and where its element is kept. */
export interface TextBinding {
  ref: (element: HTMLInputElement | HTMLSelectElement | null) => void;
  name: PostingFormField;
  value: string;
  error: string | undefined;
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
}

export type BindText = (field: PostingFormField) => TextBinding;

export function ScheduleStep({ bindText, values, live, today }: { bindText: BindText; values: PostingFormValues; live: boolean; today: string }) {
  return (
    <FormSection>
      <legend className="visually-hidden">접수 기간</legend>
      <p>접수 기간은 한국 시간 기준으로 시작일 0시부터 마감일 23시 59분까지입니다.</p>
      <TextField label="접수 시작일" type="date" min={live ? undefined : today} {...bindText('receptionStartDay')} />
      <TextField label="접수 마감일" type="date" min={values.receptionStartDay || today} {...bindText('receptionEndDay')} />
      <TextField label="발표일 (선택)" type="date" min={values.receptionEndDay || today} {...bindText('announcementDay')} />
    </FormSection>
  );
}

export function PosterStep({
  poster,
  onChange,
  onUploadingChange,
}: {
  poster: PosterValue;
  onChange: (poster: PosterValue) => void;
  onUploadingChange: (busy: boolean) => void;
}) {
  return (
    <FormSection>
      <legend className="visually-hidden">포스터</legend>
      <ChannelImageField
        label="포스터"
        hint="세로 5:7 비율을 권장합니다. PNG, JPG, WEBP, BMP, SVG · 10MB 미만 (선택)"
        shape="square"
        value={poster}
        onChange={onChange}
        onUploadingChange={onUploadingChange}
        testId="posting-poster-field"
      />
    </FormSection>
  );
}

export function BodyStep({
  refs,
  initialHtml,
  error,
  onChange,
  onUploadingChange,
}: {
  refs: PostingFieldRefs;
  initialHtml: string;
  error: string | undefined;
  onChange: (html: string) => void;
  onUploadingChange: (busy: boolean) => void;
}) {
  return (
    <FormSection>
      <legend className="visually-hidden">본문</legend>
      <div
        ref={(element) => {
          refs.current.bodyHtml = element?.querySelector<HTMLElement>('[contenteditable]') ?? element;
        }}
      >
        <RichTextEditor
          initialHtml={initialHtml}
          label="공고 본문"
          onChange={onChange}
          onUploadingChange={onUploadingChange}
        />
      </div>
      {error ? (
        <FieldError role="alert" data-testid="body-error">
          {error}
        </FieldError>
      ) : null}
    </FormSection>
  );
}

/** 이전, 임시저장 (수정 내용 게시 for a live posting), then 다음 or, on the last step, 검토 요청. */
export function StepActions({
  step,
  live,
  pending,
  onGo,
  onSave,
}: {
  step: PostingFormStep;
  live: boolean;
  pending: 'save' | 'submit' | null;
  onGo: (next: PostingFormStep) => void;
  onSave: (submit: boolean) => void;
}) {
  return (
    <Actions>
      {step > 1 ? (
        <ButtonBase type="button" onClick={() => onGo((step - 1) as PostingFormStep)}>
          이전
        </ButtonBase>
      ) : null}
      <ButtonBase type="button" onClick={() => onSave(false)} disabled={pending !== null} data-testid="save-posting">
        {pending === 'save' ? '저장 중…' : live ? '수정 내용 게시' : '임시저장'}
      </ButtonBase>
      {step < 5 ? (
        <PrimaryButton type="button" onClick={() => onGo((step + 1) as PostingFormStep)} data-testid="next-step">
          다음
        </PrimaryButton>
      ) : live ? null : (
        <PrimaryButton type="button" onClick={() => onSave(true)} disabled={pending !== null} data-testid="submit-posting">
          {pending === 'submit' ? '요청 중…' : '검토 요청'}
        </PrimaryButton>
      )}
    </Actions>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;
