/**
 * 비밀번호 찾기, first step: the member's email. The server answers the same notice whether or not the email has an
 * account, and the form shows that notice as it is, so the page never tells who is registered.
 */
import { type FormEvent, useRef, useState } from 'react';
import { requestPasswordReset } from '../api/account-recovery-api';
import { handleApiError } from '../api/error-catalogue';
import { showAlert } from '../modal/modal-provider';
import { getBrowserCbtClient } from '../session/browser-client';
import { FormError, FormStack, SubmitButton, TextField } from '../ui/form';
import { Link } from '../ui/link';
import { useTypedBeforeHydration, withTypedValues } from '../ui/use-typed-before-hydration';
import { Footnote, Notice } from './account-recovery-styles';
import { validateResetEmail } from './account-recovery-validation';
import { formErrorMessage } from './after-auth';

export function PasswordResetRequestForm() {
  const [values, setValues] = useState({ email: '' });
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const hydrated = useTypedBeforeHydration(formRef, ({ values: typed }) =>
    setValues((current) => withTypedValues(current, typed, ['email'])),
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const fieldError = validateResetEmail(values.email).email;
    setError(fieldError);
    setFormError(undefined);
    if (fieldError) return emailRef.current?.focus();
    setPending(true);
    try {
      setNotice(await requestPasswordReset(getBrowserCbtClient(), values.email.trim()));
    } catch (caught) {
      const message = formErrorMessage(caught);
      if (message) setFormError(message);
      else handleApiError(caught, { alert: (text) => void showAlert(text) });
    } finally {
      setPending(false);
    }
  };

  return (
    <FormStack ref={formRef} noValidate onSubmit={onSubmit}>
      <TextField
        ref={emailRef}
        label="이메일"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="example@email.com"
        value={values.email}
        onChange={(event) => setValues({ email: event.target.value })}
        error={error}
      />
      {notice ? (
        <Notice role="status" data-testid="password-reset-sent">
          {notice}
          <br />
          메일이 오지 않았다면 스팸함을 확인하거나 잠시 후 다시 요청해주세요.
        </Notice>
      ) : null}
      {formError ? (
        <FormError role="alert" data-testid="form-error">
          {formError}
        </FormError>
      ) : null}
      <SubmitButton type="submit" disabled={pending || !hydrated}>
        {pending ? '보내는 중…' : notice ? '재설정 링크 다시 받기' : '재설정 링크 받기'}
      </SubmitButton>
      <Footnote>
        <Link href="/login">로그인으로 돌아가기</Link>
      </Footnote>
    </FormStack>
  );
}
