/**
 * A channel's logo or cover: pick an image, watch it go through the signed upload pipeline (ADR 5:
 * compress → prepare → PUT → complete, each step shown), see it, or take it off. The same checks as the server's
 * before anything is sent (image types, under 10 MB); a refusal is said under the field and the current image stays.
 * The form sends the completed attachment's id with the channel, which attaches it in the channel's transaction.
 */
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { ATTACHMENT_MESSAGES, IMAGE_MIME_TYPES, MAX_ATTACHMENT_BYTES, normalizeMimeType } from '../../../config/attachment-types';
import { graphqlErrorMessage } from '../../api/graphql-errors';
import { type UploadStage, uploadImage } from '../../api/uploads-api';
import { getBrowserPortalClient } from '../../api/portal-client';
import { ButtonBase } from '../../ui/button';
import { FieldError } from '../../ui/form';

/** What the field holds: the image shown now, and a new upload's id when it differs from what the channel has. */
export interface ChannelImageValue {
  url: string | null;
  attachmentId: string | null;
  /** The company took the saved image off. */
  removed: boolean;
}

const STAGE_LABELS: Record<UploadStage, string> = {
  compressing: '이미지 준비 중',
  uploading: '업로드 중',
  verifying: '파일 확인 중',
};
const STAGES: readonly UploadStage[] = ['compressing', 'uploading', 'verifying'];

export interface ChannelImageFieldProps {
  label: string;
  hint: string;
  value: ChannelImageValue;
  onChange: (value: ChannelImageValue) => void;
  onUploadingChange: (uploading: boolean) => void;
  /** How the preview is shaped: a square logo or a wide cover. */
  shape: 'square' | 'wide';
  testId: string;
}

export function ChannelImageField({ label, hint, value, onChange, onUploadingChange, shape, testId }: ChannelImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<UploadStage | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_MIME_TYPES.includes(normalizeMimeType(file.type))) return setError(ATTACHMENT_MESSAGES.typeNotAllowed);
    if (file.size > MAX_ATTACHMENT_BYTES) return setError(ATTACHMENT_MESSAGES.fileTooLarge);
    setError(null);
    onUploadingChange(true);
    try {
      const attachment = await uploadImage(file, { client: getBrowserPortalClient(), onStage: setStage }, 'channel');
      onChange({ url: attachment.url, attachmentId: attachment.id, removed: false });
    } catch (failure) {
      setError(graphqlErrorMessage(failure, '이미지를 올리지 못했어요. 잠시 후 다시 시도해주세요.'));
    } finally {
      setStage(null);
      onUploadingChange(false);
      if (input.current) input.current.value = '';
    }
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Field role="group" aria-labelledby={`${id}-label`} data-testid={testId}>
      <Label id={`${id}-label`}>{label}</Label>
      <Preview $shape={shape}>
        {value.url ? <img src={value.url} alt={`${label} 미리보기`} data-testid={`${testId}-preview`} /> : <Empty>이미지 없음</Empty>}
      </Preview>
      {stage ? (
        <Progress role="status" data-testid={`${testId}-progress`}>
          <progress max={STAGES.length} value={STAGES.indexOf(stage) + 1} aria-label={`${label} 업로드 진행`} />
          <span>
            {STAGE_LABELS[stage]}… ({STAGES.indexOf(stage) + 1}/{STAGES.length})
          </span>
        </Progress>
      ) : null}
      <Actions>
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_MIME_TYPES.join(',')}
          className="visually-hidden"
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          disabled={stage !== null}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <ButtonBase as="label" htmlFor={id} aria-disabled={stage !== null || undefined}>
          {value.url ? `${label} 변경` : `${label} 올리기`}
        </ButtonBase>
        {value.url ? (
          <ButtonBase type="button" disabled={stage !== null} onClick={() => onChange({ url: null, attachmentId: null, removed: true })}>
            {label} 삭제
          </ButtonBase>
        ) : null}
      </Actions>
      <Hint id={`${id}-hint`}>{hint}</Hint>
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Field>
  );
}

const Field = styled.div`
  display: grid;
  gap: 8px;
`;

const Label = styled.span`
  font-size: 14px;
  font-weight: 600;
`;

const Preview = styled.div<{ $shape: 'square' | 'wide' }>`
  width: ${({ $shape }) => ($shape === 'square' ? '112px' : '100%')};
  aspect-ratio: ${({ $shape }) => ($shape === 'square' ? '1 / 1' : '4 / 1')};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;
  display: grid;
  place-items: center;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Empty = styled.span`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
  progress {
    width: 120px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  label {
    cursor: pointer;
  }
  input:focus-visible + label {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Hint = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;
