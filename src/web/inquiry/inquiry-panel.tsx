/**
 * Customer inquiry panel (spec §4, §5, §9): a floating form with email, body and up to 3 images that are
 * compressed and uploaded as soon as they are picked; sent with createSuggestion. It can be minimized to a
 * bar that keeps what was typed. The state lives in use-inquiry-form.ts and use-inquiry-attachments.ts.
 */
import { useId } from 'react';
import styled from 'styled-components';
import { FieldError } from '../ui/form';
import { InquiryAttachments } from './inquiry-attachments';
import { useInquiryPanel } from './inquiry-context';
import { IconButton } from './inquiry-styles';
import { useInquiryForm } from './use-inquiry-form';

export function InquiryPanel() {
  const panel = useInquiryPanel();
  if (!panel?.open) return null;
  return <InquiryPanelBody />;
}

function InquiryPanelBody() {
  const panel = useInquiryPanel()!;
  const form = useInquiryForm({ onSent: panel.closePanel });
  const { fieldError, attachments } = form;
  const ids = useId();

  if (panel.minimized) {
    return (
      <MinimizedBar data-testid="inquiry-panel" data-state="minimized">
        <BarButton type="button" onClick={() => panel.setMinimized(false)} aria-label={`${form.title} 펼치기`}>
          <span data-testid="inquiry-minimized-title">{form.title}</span>
        </BarButton>
        <IconButton type="button" aria-label="고객문의 닫기" onClick={panel.closePanel}>
          ×
        </IconButton>
      </MinimizedBar>
    );
  }

  const errorOf = (field: 'email' | 'content') =>
    fieldError?.field === field ? (
      <FieldError id={`${ids}-error`} role="alert" data-testid="inquiry-error">
        {fieldError.message}
      </FieldError>
    ) : null;

  return (
    <Panel data-testid="inquiry-panel" data-state="expanded" role="dialog" aria-labelledby={`${ids}-title`}>
      <PanelHeader>
        <h2 id={`${ids}-title`}>고객문의</h2>
        <IconButton type="button" aria-label="고객문의 최소화" onClick={() => panel.setMinimized(true)}>
          –
        </IconButton>
        <IconButton type="button" aria-label="고객문의 닫기" onClick={panel.closePanel}>
          ×
        </IconButton>
      </PanelHeader>
      <Form noValidate onSubmit={form.onSubmit}>
        <label htmlFor={`${ids}-email`}>이메일</label>
        <input
          ref={form.emailRef}
          id={`${ids}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="답변 받으실 이메일을 입력해주세요."
          value={form.email}
          aria-invalid={fieldError?.field === 'email' || undefined}
          aria-describedby={fieldError?.field === 'email' ? `${ids}-error` : undefined}
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
          aria-invalid={fieldError?.field === 'content' || undefined}
          aria-describedby={fieldError?.field === 'content' ? `${ids}-error` : undefined}
          onChange={(event) => form.setContent(event.target.value)}
        />
        {errorOf('content')}
        <InquiryAttachments
          items={attachments.items}
          fileError={attachments.fileError}
          onFiles={attachments.addFiles}
          onRemove={attachments.remove}
        />
        <SendButton type="submit" disabled={form.sending || attachments.uploading} aria-busy={form.sending || undefined}>
          {form.sending ? '보내는중' : '보내기'}
        </SendButton>
      </Form>
    </Panel>
  );
}

const Panel = styled.section`
  position: fixed;
  right: 24px;
  bottom: 24px;
  z-index: 1400;
  width: 380px;
  max-width: calc(100vw - 32px);
  max-height: calc(100vh - 48px);
  overflow-y: auto;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 16px 48px rgba(15, 23, 42, 0.24);
  @media (max-width: 1023px) {
    right: 16px;
    bottom: 76px;
  }
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  h2 {
    flex: 1;
    font-size: 16px;
  }
`;

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

const MinimizedBar = styled.div`
  position: fixed;
  right: 24px;
  bottom: 24px;
  z-index: 1400;
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 0 8px 0 0;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  box-shadow: 0 8px 24px rgba(15, 23, 42, 0.2);
  @media (max-width: 1023px) {
    right: 16px;
    bottom: 76px;
  }
`;

const BarButton = styled.button`
  padding: 12px 8px 12px 20px;
  border: 0;
  background: none;
  color: inherit;
  font-weight: 700;
`;
