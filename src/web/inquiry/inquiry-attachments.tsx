/** The inquiry's image field: the count, 이미지 추가 (a hidden file input), the rules, the file error and the list. */
import { useRef } from 'react';
import styled from 'styled-components';
import { ATTACHMENT_MESSAGES, IMAGE_MIME_TYPES, MAX_INQUIRY_ATTACHMENTS } from '../../config/attachment-types';
import { FieldError } from '../ui/form';
import { canAddMore } from './inquiry-rules';
import { IconButton } from './inquiry-styles';
import type { AttachmentItem } from './use-inquiry-attachments';

export function InquiryAttachments({
  items,
  fileError,
  onFiles,
  onRemove,
}: {
  items: AttachmentItem[];
  fileError: string | null;
  onFiles: (files: File[]) => void;
  onRemove: (key: number) => void;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <Attachments>
      <AttachmentHead>
        <span>
          이미지 첨부 ({items.length}/{MAX_INQUIRY_ATTACHMENTS})
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
          onChange={(event) => {
            const files = event.target.files ? Array.from(event.target.files) : [];
            // Cleared so that picking the same file again fires another change.
            event.target.value = '';
            onFiles(files);
          }}
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
                onClick={() => onRemove(item.key)}
              >
                ×
              </IconButton>
            </li>
          ))}
        </AttachmentList>
      ) : null}
    </Attachments>
  );
}

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
