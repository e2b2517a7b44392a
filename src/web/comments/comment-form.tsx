/**
 * The comment form (write, reply, edit) and the delete confirmation shared by every comment thread (portal postings
 * and channels, community posts) and the member's own comments (/accounts/channel-comment). The form checks what the
 * server checks (blank, 1,000 characters counted as code points) so the member is told at once, and keeps the text
 * when a send fails.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { COMMENT_MAX_LENGTH } from '../../contracts/constants';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FieldError } from '../ui/form';
import { useTypedBeforeHydration } from '../ui/use-typed-before-hydration';

const BLANK_MESSAGE = '댓글 내용을 입력해주세요.';
/** The characters a comment counts (code points, as the server counts them) once trimmed. */
export function commentLength(text: string): number {
  return [...text.trim()].length;
}

const TOO_LONG_MESSAGE = `댓글은 ${COMMENT_MAX_LENGTH}자까지 입력할 수 있습니다.`;

export interface CommentFormProps {
  label: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** The words an edit starts from (empty for a new comment). */
  initialBody?: string;
  testId: string;
}

/** Editing a comment in place: the form with its text, 수정 완료 and 취소 (threads and the own-comment lists). */
export function CommentEditForm({
  body,
  pending,
  onSave,
  onCancel,
}: {
  body: string;
  pending: boolean;
  onSave: (body: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  return (
    <CommentForm
      label="댓글 수정"
      submitLabel="수정 완료"
      initialBody={body}
      pending={pending}
      autoFocus
      onSubmit={onSave}
      onCancel={onCancel}
      testId="comment-edit-form"
    />
  );
}

export function CommentForm({ label, submitLabel, pending, onSubmit, onCancel, autoFocus, initialBody = '', testId }: CommentFormProps) {
  const [body, setBody] = useState(initialBody);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A comment typed into the server-rendered page before React took it over is kept, and 등록 waits for React.
  const hydrated = useTypedBeforeHydration(formRef, ({ values: typed }) => {
    if (typed.body) setBody((current) => current || typed.body!);
  });
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  const length = commentLength(body);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (length === 0) return setError(BLANK_MESSAGE);
    if (length > COMMENT_MAX_LENGTH) return setError(TOO_LONG_MESSAGE);
    setError(null);
    try {
      await onSubmit(body);
      setBody('');
    } catch {
      // The mutation's onError has told the member; the text stays so nothing typed is lost.
    }
  };

  return (
    <Form ref={formRef} onSubmit={(event) => void submit(event)} data-testid={testId} noValidate>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        name="body"
        value={body}
        rows={3}
        placeholder="댓글을 입력해주세요. 다른 사람을 배려하는 댓글을 남겨주세요."
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-counter${error ? ` ${id}-error` : ''}`}
      />
      <FormFoot>
        <Counter id={`${id}-counter`} $over={length > COMMENT_MAX_LENGTH}>
          {length.toLocaleString('en-US')} / {COMMENT_MAX_LENGTH.toLocaleString('en-US')}자
        </Counter>
        <FormButtons>
          {onCancel ? (
            <ButtonBase type="button" onClick={onCancel}>
              취소
            </ButtonBase>
          ) : null}
          <PrimaryButton type="submit" disabled={pending || !hydrated}>
            {submitLabel}
          </PrimaryButton>
        </FormButtons>
      </FormFoot>
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Form>
  );
}

/** 댓글을 삭제할까요? (the shared confirmation dialog). */
export function ConfirmDeleteDialog({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      title="댓글을 삭제할까요?"
      confirmLabel="삭제"
      onCancel={onCancel}
      onConfirm={onConfirm}
      testId="comment-delete-dialog"
      confirmTestId="comment-delete-confirm"
    />
  );
}

const Form = styled.form`
  display: grid;
  gap: 8px;
  textarea {
    width: 100%;
    min-height: 84px;
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    resize: vertical;
  }
  textarea:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;

const FormFoot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const FormButtons = styled.div`
  display: flex;
  gap: 8px;
`;

const Counter = styled.span<{ $over: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.muted)};
  font-size: 13px;
  font-variant-numeric: tabular-nums;
`;

