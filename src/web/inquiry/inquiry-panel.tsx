/**
 * Customer inquiry panel (spec §4, §5, §9): a floating form with email, body and up to 3 images that are
 * compressed and uploaded as soon as they are picked; sent with createSuggestion.
 */
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { ATTACHMENT_MESSAGES, IMAGE_MIME_TYPES, MAX_SUGGESTION_ATTACHMENTS } from '../../config/attachment-types';
import { createSuggestion, guessDeviceInfo } from '../api/portal-api';
import { type Attachment, uploadImage } from '../api/uploads-api';
import { getBrowserPortalClient, graphqlErrorMessage } from '../portal/portal-client';
import { useCurrentUser } from '../session/use-current-user';
import { useToast } from '../toast/toast-provider';
import { useInquiryPanel } from './inquiry-context';
import {
  canAddMore,
  checkNewFiles,
  type InquiryFieldError,
  INQUIRY_MESSAGES,
  initialInquiryContent,
  minimizedTitle,
  SIZE_ERROR_MS,
  validateInquiry,
} from './inquiry-rules';

interface AttachmentItem {
  key: number;
  name: string;
  /** Size of the picked file; counts against the limit while uploading. */
  size: number;
  status: 'uploading' | 'done';
  attachment?: Attachment;
}

function currentPlatform(): string {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string; mobile?: boolean } };
  if (nav.userAgentData?.mobile) return 'mobile';
  return nav.userAgentData?.platform || nav.platform || '';
}

export function InquiryPanel() {
  const panel = useInquiryPanel();
  if (!panel?.open) return null;
  return <InquiryPanelBody />;
}

function InquiryPanelBody() {
  const panel = useInquiryPanel()!;
  const { user } = useCurrentUser();
  const toast = useToast();
  const [initialContent] = useState(() => initialInquiryContent(user?.type));
  const [email, setEmail] = useState('');
  const [content, setContent] = useState(initialContent);
  const [fieldError, setFieldError] = useState<InquiryFieldError | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [items, setItems] = useState<AttachmentItem[]>([]);
  const [sending, setSending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const fileErrorTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  const ids = useId();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(fileErrorTimer.current);
    };
  }, []);

  const showFileError = (message: string, timeout?: number) => {
    clearTimeout(fileErrorTimer.current);
    setFileError(message);
    if (timeout) fileErrorTimer.current = setTimeout(() => setFileError(null), timeout);
  };

  const onFiles = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (fileRef.current) fileRef.current.value = '';
    if (files.length === 0) return;
    const check = checkNewFiles(files, {
      count: items.length,
      uploadedBytes: items.filter((i) => i.status === 'done').reduce((sum, i) => sum + (i.attachment?.size ?? i.size), 0),
      queuedBytes: items.filter((i) => i.status === 'uploading').reduce((sum, i) => sum + i.size, 0),
    });
    if (!check.ok) {
      showFileError(check.message, check.kind === 'size' ? SIZE_ERROR_MS : undefined);
      return;
    }
    clearTimeout(fileErrorTimer.current);
    setFileError(null);
    for (const file of files) {
      const key = nextKey.current++;
      setItems((current) => [...current, { key, name: file.name, size: file.size, status: 'uploading' }]);
      // One at a time: a visitor's first prepare sets the upload-session cookie the next calls need.
      queue.current = queue.current
        .then(() => uploadImage(file, { client: getBrowserPortalClient() }))
        .then((attachment) => {
          if (!mounted.current) return;
          setItems((current) => current.map((i) => (i.key === key ? { ...i, status: 'done', attachment } : i)));
        })
        .catch((error: unknown) => {
          if (!mounted.current) return;
          setItems((current) => current.filter((i) => i.key !== key));
          toast.toast(graphqlErrorMessage(error, '파일을 업로드하지 못했습니다.'), 'error');
        });
    }
  };

  const uploading = items.some((i) => i.status === 'uploading');

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending || uploading) return;
    const error = validateInquiry({ email, content });
    setFieldError(error);
    if (error) {
      if (error.field === 'email') emailRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      await createSuggestion(getBrowserPortalClient(), {
        email: email.trim(),
        content,
        attachmentIds: items.flatMap((i) => (i.attachment ? [i.attachment.id] : [])),
        deviceInfo: guessDeviceInfo(currentPlatform()),
      });
      toast.toast(INQUIRY_MESSAGES.sent, 'success');
      panel.closePanel();
    } catch {
      // Spec §8: the sending flag is not reset after a failure.
      toast.toast(INQUIRY_MESSAGES.sendFailed, 'error');
    }
  };

  const title = minimizedTitle({ email, content }, initialContent);

  if (panel.minimized) {
    return (
      <MinimizedBar data-testid="inquiry-panel" data-state="minimized">
        <BarButton type="button" onClick={() => panel.setMinimized(false)} aria-label={`${title} 펼치기`}>
          <span data-testid="inquiry-minimized-title">{title}</span>
        </BarButton>
        <IconButton type="button" aria-label="고객문의 닫기" onClick={panel.closePanel}>
          ×
        </IconButton>
      </MinimizedBar>
    );
  }

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
      <Form noValidate onSubmit={onSubmit}>
        <label htmlFor={`${ids}-email`}>이메일</label>
        <input
          ref={emailRef}
          id={`${ids}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="답변 받으실 이메일을 입력해주세요."
          value={email}
          aria-invalid={fieldError?.field === 'email' || undefined}
          aria-describedby={fieldError?.field === 'email' ? `${ids}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {fieldError?.field === 'email' ? (
          <FieldError id={`${ids}-error`} role="alert" data-testid="inquiry-error">
            {fieldError.message}
          </FieldError>
        ) : null}
        <label htmlFor={`${ids}-content`}>문의 내용</label>
        <textarea
          id={`${ids}-content`}
          name="content"
          rows={8}
          placeholder="문의하실 내용을 입력해주세요."
          value={content}
          aria-invalid={fieldError?.field === 'content' || undefined}
          aria-describedby={fieldError?.field === 'content' ? `${ids}-error` : undefined}
          onChange={(event) => setContent(event.target.value)}
        />
        {fieldError?.field === 'content' ? (
          <FieldError id={`${ids}-error`} role="alert" data-testid="inquiry-error">
            {fieldError.message}
          </FieldError>
        ) : null}
        <Attachments>
          <AttachmentHead>
            <span>
              이미지 첨부 ({items.length}/{MAX_SUGGESTION_ATTACHMENTS})
            </span>
            <AddButton type="button" disabled={!canAddMore(items.length)} onClick={() => fileRef.current?.click()}>
              이미지 추가
            </AddButton>
            <input
              ref={fileRef}
              type="file"
              multiple
              hidden
              data-testid="inquiry-file-input"
              accept={[...IMAGE_MIME_TYPES, '.bmp', '.jpg', '.jpeg', '.png', '.svg', '.webp'].join(',')}
              onChange={(event) => onFiles(event.target.files)}
            />
          </AttachmentHead>
          <Hint>{ATTACHMENT_MESSAGES.fileTooLarge} (BMP, JPG, PNG, SVG, WEBP)</Hint>
          {fileError ? (
            <FieldError role="alert" data-testid="inquiry-file-error">
              {fileError}
            </FieldError>
          ) : null}
          {items.length > 0 ? (
            <AttachmentList>
              {items.map((item) => (
                <li key={item.key} data-testid="inquiry-attachment" data-status={item.status}>
                  {item.attachment ? (
                    <img src={item.attachment.url} alt={item.name} width={48} height={48} />
                  ) : (
                    <Placeholder aria-hidden="true" />
                  )}
                  <span>{item.status === 'uploading' ? `${item.name} (업로드 중)` : item.name}</span>
                  <IconButton
                    type="button"
                    aria-label={`${item.name} 삭제`}
                    disabled={item.status === 'uploading'}
                    onClick={() => setItems((current) => current.filter((i) => i.key !== item.key))}
                  >
                    ×
                  </IconButton>
                </li>
              ))}
            </AttachmentList>
          ) : null}
        </Attachments>
        <SendButton type="submit" disabled={sending || uploading} aria-busy={sending || undefined}>
          {sending ? '보내는중' : '보내기'}
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

const IconButton = styled.button`
  width: 28px;
  height: 28px;
  border: 0;
  background: none;
  color: inherit;
  font-size: 18px;
  line-height: 1;
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

const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 13px;
`;

const Attachments = styled.div`
  display: grid;
  gap: 6px;
`;

const AttachmentHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  font-size: 13px;
  font-weight: 600;
`;

const AddButton = styled.button`
  padding: 6px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
  font-size: 13px;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Hint = styled.p`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

const AttachmentList = styled.ul`
  display: grid;
  gap: 6px;
  li {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 13px;
  }
  img {
    object-fit: cover;
    border-radius: 4px;
  }
  span {
    flex: 1;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Placeholder = styled.span`
  flex: 0 0 48px !important;
  height: 48px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.background};
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
