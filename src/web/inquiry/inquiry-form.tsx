/**
 * The inquiry form's fields (spec §4, §5): email, body, up to 3 images and 보내기, over the state of
 * use-inquiry-form.ts. One form for the floating panel and the shop's /mypage/support (ADR 30), so both send the same
 * way with the same messages.
 */
import { useId } from 'react';
import styled from 'styled-components';
import { FieldError } from '../ui/form';
import { InquiryAttachments } from './inquiry-attachments';
import type { InquiryField } from './inquiry-rules';
import type { useInquiryForm } from './use-inquiry-form';

export type InquiryFormState = ReturnType<typeof useInquiryForm>;

export function InquiryFormFields({ form }: { form: InquiryFormState }) {
  const { fieldErrors, attachments } = form;
  const ids = useId();
  const errorOf = (field: InquiryField) =>
    fieldErrors[field] ? (
      <FieldError id={`${ids}-${field}-error`} role="alert" data-testid="inquiry-error">
        {fieldErrors[field]}
      </FieldError>
    ) : null;
  const invalid = (field: InquiryField) => ({
    'aria-invalid': fieldErrors[field] ? true : undefined,
    'aria-describedby': fieldErrors[field] ? `${ids}-${field}-error` : undefined,
  });

  return (
    <Form noValidate onSubmit={form.onSubmit} data-testid="inquiry-form">
      <label htmlFor={`${ids}-email`}>이메일</label>
      <input
        ref={form.emailRef}
        id={`${ids}-email`}
        type="email"
        name="email"
        autoComplete="email"
        placeholder="답변 받으실 이메일을 입력해주세요."
        value={form.email}
        {...invalid('email')}
        onChange={(event) => form.setEmail(event.target.value)}
      />
      {errorOf('email')}
      <label htmlFor={`${ids}-content`}>문의 내용</label>
      <textarea
        id={`${ids}-content`}
        name="content"
        rows={8}
        placeholder="문의하실 내용을 입력해주세요."
        value={form.content}
        {...invalid('content')}
        onChange={(event) => form.setContent(event.target.value)}
      />
      {errorOf('content')}
      <InquiryAttachments items={attachments.items} fileError={attachments.fileError} onFiles={attachments.addFiles} onRemove={attachments.remove} />
      <SendButton type="submit" disabled={form.sending || attachments.uploading} aria-busy={form.sending || undefined}>
        {form.sending ? '보내는중' : '보내기'}
      </SendButton>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 8px;
  padding: 16px;
  label {
    font-size: 13px;
    font-weight: 600;
  }
  input,
  textarea {
    width: 100%;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    font: inherit;
    font-size: 14px;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const SendButton = styled.button`
  height: 44px;
  margin-top: 4px;
  border: 0;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 700;
  &:disabled {
    opacity: 0.6;
  }
`;
