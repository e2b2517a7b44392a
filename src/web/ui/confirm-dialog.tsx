/**
 * The one confirmation dialog (delete a comment, a cover letter, restore a version…), shown through the modal
 * provider: a title, an optional message, 취소 and the action. Focus starts on 취소, so a stray Enter keeps things
 * as they are.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ButtonBase, PrimaryButton } from './button';
import { FormError } from './form';

export interface ConfirmDialogProps {
  title: string;
  message?: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** The dialog's test id; its action is `<testId>-confirm` unless confirmTestId says otherwise. */
  testId: string;
  confirmTestId?: string;
}

export function ConfirmDialog({ title, message, confirmLabel, onCancel, onConfirm, testId, confirmTestId }: ConfirmDialogProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <DialogPanel
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${testId}-title`}
      aria-describedby={message ? `${testId}-message` : undefined}
      data-testid={testId}
    >
      <DialogTitle id={`${testId}-title`}>{title}</DialogTitle>
      {message ? <DialogMessage id={`${testId}-message`}>{message}</DialogMessage> : null}
      <DialogActions>
        <ButtonBase ref={ref} type="button" onClick={onCancel}>
          취소
        </ButtonBase>
        <PrimaryButton type="button" onClick={onConfirm} data-testid={confirmTestId ?? `${testId}-confirm`}>
          {confirmLabel}
        </PrimaryButton>
      </DialogActions>
    </DialogPanel>
  );
}

/** The panel every dialog of the modal provider sits in. */
export const DialogPanel = styled.div`
  width: 100%;
  max-width: 380px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 16px 48px rgba(15, 23, 42, 0.24);
`;

const DialogTitle = styled.h2`
  font-size: 17px;
  font-weight: 700;
  text-align: center;
`;

const DialogMessage = styled.p`
  margin-top: 8px;
  font-size: 14px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const DialogActions = styled.div`
  display: flex;
  justify-content: center;
  gap: 8px;
  margin-top: 20px;
`;

/**
 * A dialog that holds a form (report a post or a problem, add an address): the shared panel, its fields stacked,
 * a title, an optional lead line under it, and its buttons at the end.
 */
export const FormDialogPanel = styled(DialogPanel)`
  max-width: 440px;
  form {
    display: grid;
    gap: 16px;
  }
`;

export const FormDialogTitle = styled.h2`
  font-size: 18px;
  font-weight: 800;
`;

export const FormDialogLead = styled.p`
  margin-top: -8px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const FormDialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;

export interface FormDialogFooterProps {
  /** The form's or the server's refusal, shown above the buttons; what was typed stays in the fields. */
  error: string | null | undefined;
  errorTestId: string;
  pending: boolean;
  submitLabel: string;
  /** Shown on the submit button while the request runs, e.g. 저장하는 중…. */
  pendingLabel: string;
  submitTestId: string;
  onCancel: () => void;
}

/** The end of every form dialog: its refusal line, then 취소 and the submit button (disabled while it runs). */
export function FormDialogFooter({ error, errorTestId, pending, submitLabel, pendingLabel, submitTestId, onCancel }: FormDialogFooterProps) {
  return (
    <>
      {error ? (
        <FormError role="alert" data-testid={errorTestId}>
          {error}
        </FormError>
      ) : null}
      <FormDialogActions>
        <ButtonBase type="button" onClick={onCancel}>
          취소
        </ButtonBase>
        <PrimaryButton type="submit" disabled={pending} data-testid={submitTestId}>
          {pending ? pendingLabel : submitLabel}
        </PrimaryButton>
      </FormDialogActions>
    </>
  );
}
