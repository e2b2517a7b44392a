/**
 * 비밀번호 재설정, second step, on the mailed link's page: the new password twice, by the sign-up's rule. Setting it
 * ends every session of the account and logs this browser in, so the member lands on the home page signed in. A link
 * used meanwhile or past its 30 minutes gets the server's Korean message and a way to ask for a new one.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { type FormEvent, useRef, useState } from 'react';
import { resetPassword } from '../api/account-recovery-api';
import { handleApiError } from '../api/error-catalogue';
import { showAlert } from '../modal/modal-provider';
import { getBrowserCbtClient } from '../session/browser-client';
import { useToast } from '../toast/toast-provider';
import { FormError, FormStack, SubmitButton, TextField } from '../ui/form';
import { Link } from '../ui/link';
import { useTypedBeforeHydration } from '../ui/use-typed-before-hydration';
import { PASSWORD_RESET_HREF } from './account-recovery-links';
import { Footnote } from './account-recovery-styles';
import { type NewPasswordValues, validateNewPassword } from './account-recovery-validation';
import { completeAuth, formErrorMessage } from './after-auth';
import type { FieldErrors } from './validation';

export const PASSWORD_CHANGED_MESSAGE = '비밀번호를 변경했습니다.';

export function PasswordResetForm({ token }: { token: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [values, setValues] = useState<NewPasswordValues>({ password: '', passwordConfirm: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordValues>>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  // Passwords typed before hydration are not carried over (the browser may have filled them); the button waits.
  const hydrated = useTypedBeforeHydration(formRef, () => {});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const fieldErrors = validateNewPassword(values);
    setErrors(fieldErrors);
    setFormError(undefined);
    if (fieldErrors.password) return passwordRef.current?.focus();
    if (fieldErrors.passwordConfirm) return confirmRef.current?.focus();
    setPending(true);
    try {
      const user = await resetPassword(getBrowserCbtClient(), token, values);
      toast(PASSWORD_CHANGED_MESSAGE, 'success');
      await completeAuth(queryClient, router, user, '/');
    } catch (error) {
      setPending(false);
      const message = formErrorMessage(error);
      if (message) setFormError(message);
      else handleApiError(error, { alert: (text) => void showAlert(text) });
    }
  };

  const update = (field: keyof NewPasswordValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <FormStack ref={formRef} noValidate onSubmit={onSubmit}>
      <TextField
        ref={passwordRef}
        label="새 비밀번호"
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder="영문과 숫자 포함 8~64자"
        value={values.password}
        onChange={update('password')}
        error={errors.password}
      />
      <TextField
        ref={confirmRef}
        label="새 비밀번호 확인"
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        placeholder="새 비밀번호를 한 번 더 입력해주세요"
        value={values.passwordConfirm}
        onChange={update('passwordConfirm')}
        error={errors.passwordConfirm}
      />
      {formError ? (
        <FormError role="alert" data-testid="form-error">
          {formError}
        </FormError>
      ) : null}
      <SubmitButton type="submit" disabled={pending || !hydrated}>
        {pending ? '변경 중…' : '비밀번호 변경'}
      </SubmitButton>
      <Footnote>
        <Link href={PASSWORD_RESET_HREF}>재설정 링크 다시 받기</Link>
      </Footnote>
    </FormStack>
  );
}
