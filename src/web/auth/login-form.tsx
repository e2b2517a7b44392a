/** Email login shared by /login and /refund-login/local. */
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { useRouter } from 'next/router';
import { type FormEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { login } from '../api/auth-api';
import { handleApiError } from '../api/error-catalogue';
import { showAlert } from '../modal/modal-provider';
import { getBrowserCbtClient } from '../session/browser-client';
import { useToast } from '../toast/toast-provider';
import { FormError, FormStack, SubmitButton, TextField } from '../ui/form';
import { useTypedBeforeHydration, withTypedValues } from '../ui/use-typed-before-hydration';
import { AccountRecoveryLinks } from './account-recovery-links';
import { completeAuth, formErrorMessage } from './after-auth';
import { type FieldErrors, type LoginValues, validateLogin } from './validation';

export interface LoginFormProps {
  /** Same-site target after login (already checked with safeRedirect on the server). */
  redirectTarget: string;
  /** Target passed on to the register link; omitted when it is the default. None: no sign-up line (the console's
   * operators are granted their role, they never sign up there). */
  registerHref?: string;
  /** The register link's words (회원가입 unless told). */
  registerLabel?: string;
}

export function LoginForm({ redirectTarget, registerHref, registerLabel = '회원가입' }: LoginFormProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const hydrated = useTypedBeforeHydration(formRef, ({ values: typed }) =>
    setValues((current) => withTypedValues(current, typed, ['email', 'password'])),
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const fieldErrors = validateLogin(values);
    setErrors(fieldErrors);
    setFormError(undefined);
    if (fieldErrors.email) return emailRef.current?.focus();
    if (fieldErrors.password) return passwordRef.current?.focus();

    setPending(true);
    try {
      const user = await login(getBrowserCbtClient(), { email: values.email.trim(), password: values.password });
      toast('로그인되었습니다.', 'success');
      await completeAuth(queryClient, router, user, redirectTarget);
    } catch (error) {
      setPending(false);
      const message = formErrorMessage(error);
      if (message) {
        setFormError(message);
        passwordRef.current?.focus();
      } else {
        handleApiError(error, { alert: (text) => void showAlert(text) });
      }
    }
  };

  const update = (field: keyof LoginValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

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
        onChange={update('email')}
        error={errors.email}
      />
      <TextField
        ref={passwordRef}
        label="비밀번호"
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder="비밀번호"
        value={values.password}
        onChange={update('password')}
        error={errors.password}
      />
      {formError ? (
        <FormError role="alert" data-testid="form-error">
          {formError}
        </FormError>
      ) : null}
      <SubmitButton type="submit" disabled={pending || !hydrated}>
        {pending ? '로그인 중…' : '로그인'}
      </SubmitButton>
      <AccountRecoveryLinks />
      {registerHref ? (
        <Footnote>
          아직 회원이 아니신가요? <Link href={registerHref}>{registerLabel}</Link>
        </Footnote>
      ) : null}
    </FormStack>
  );
}

const Footnote = styled.p`
  text-align: center;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
  a {
    margin-left: 4px;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;
