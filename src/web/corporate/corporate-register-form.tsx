/**
 * 기업회원 가입 on the corporate site: the company (회사명, 대표자명, 사업자등록번호), its contact person and
 * phone, the account's email and password, and the two required agreements. Every field is checked here by the
 * server's own rules (the 사업자등록번호 check digit included) before anything is sent; a refusal from the server
 * shows under the field it concerns, and nothing typed is lost. The account starts waiting for review.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { useRouter } from 'next/router';
import { type FormEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { register } from '../api/auth-api';
import { getApiErrorCode, handleApiError } from '../api/error-catalogue';
import { completeAuth, formErrorMessage } from '../auth/after-auth';
import { showAlert } from '../modal/modal-provider';
import { getBrowserCbtClient } from '../session/browser-client';
import { useToast } from '../toast/toast-provider';
import { FieldError, FormError, FormStack, SubmitButton, TextField } from '../ui/form';
import { useTypedBeforeHydration, withTypedValues } from '../ui/use-typed-before-hydration';
import { CompanyFieldsets, FormSection } from './company-fieldsets';
import {
  type CorporateRegisterErrors,
  type CorporateRegisterField,
  type CorporateRegisterValues,
  EMPTY_CORPORATE_REGISTER,
  fieldOfServerError,
  firstCorporateRegisterError,
  toCorporateRegisterBody,
  validateCorporateRegister,
} from './corporate-register-rules';

type TextFieldName = Exclude<keyof CorporateRegisterValues, 'agreeTerms' | 'agreePrivacy'>;
const TEXT_FIELD_NAMES = (Object.keys(EMPTY_CORPORATE_REGISTER) as Array<keyof CorporateRegisterValues>).filter(
  (name): name is TextFieldName => typeof EMPTY_CORPORATE_REGISTER[name] === 'string',
);

export const CORPORATE_SIGNUP_DONE_MESSAGE = '기업회원 가입 신청이 완료되었습니다. 승인 후 채널 서비스를 이용할 수 있습니다.';

export function CorporateRegisterForm({ redirectTarget, loginHref }: { redirectTarget: string; loginHref: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [values, setValues] = useState<CorporateRegisterValues>(EMPTY_CORPORATE_REGISTER);
  const [errors, setErrors] = useState<CorporateRegisterErrors>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const refs = useRef<Partial<Record<CorporateRegisterField, HTMLInputElement | null>>>({});
  const agreementsErrorId = useId();
  const hydrated = useTypedBeforeHydration(formRef, ({ values: typed, checked }) =>
    setValues((current) => ({
      ...withTypedValues(current, typed, TEXT_FIELD_NAMES),
      agreeTerms: current.agreeTerms || checked.has('agreeTerms'),
      agreePrivacy: current.agreePrivacy || checked.has('agreePrivacy'),
    })),
  );

  const focus = (field: CorporateRegisterField) => refs.current[field]?.focus();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const fieldErrors = validateCorporateRegister(values);
    setErrors(fieldErrors);
    setFormError(undefined);
    const invalid = firstCorporateRegisterError(fieldErrors);
    if (invalid) return focus(invalid);

    setPending(true);
    try {
      const user = await register(getBrowserCbtClient(), toCorporateRegisterBody(values));
      toast(CORPORATE_SIGNUP_DONE_MESSAGE, 'success');
      await completeAuth(queryClient, router, user, redirectTarget);
    } catch (error) {
      setPending(false);
      const message = formErrorMessage(error);
      if (!message) {
        handleApiError(error, { alert: (text) => void showAlert(text) });
        return;
      }
      const field = fieldOfServerError(getApiErrorCode(error), message);
      if (field) {
        setErrors({ [field]: message });
        focus(field);
      } else {
        setFormError(message);
      }
    }
  };

  const text = (name: TextFieldName) => ({
    ref: (element: HTMLInputElement | null) => {
      refs.current[name] = element;
    },
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const checkbox = (name: 'agreeTerms' | 'agreePrivacy') => ({
    type: 'checkbox' as const,
    name,
    checked: values[name],
    'aria-describedby': errors.agreements ? agreementsErrorId : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.checked })),
  });

  return (
    <FormStack ref={formRef} noValidate onSubmit={onSubmit} aria-label="기업회원 가입" data-testid="corporate-register-form">
      <CompanyFieldsets
        field={text}
        businessNumberHint="숫자 10자리 (하이픈은 있어도 없어도 됩니다)"
        onFieldChecked={(name, error) => setErrors((current) => ({ ...current, [name]: error }))}
      />
      <FormSection>
        <legend>계정 정보</legend>
        <TextField label="이메일" type="email" inputMode="email" autoComplete="email" hint="로그인 아이디로 사용합니다" {...text('email')} />
        <TextField label="비밀번호" type="password" autoComplete="new-password" hint="영문과 숫자를 포함해 8~64자" {...text('password')} />
        <TextField label="비밀번호 확인" type="password" autoComplete="new-password" {...text('passwordConfirm')} />
      </FormSection>
      <FormSection>
        <legend>약관 동의</legend>
        <CheckLabel>
          <input
            {...checkbox('agreeTerms')}
            ref={(element) => {
              refs.current.agreements = element;
            }}
          />{' '}
          [필수] 이용약관에 동의합니다
        </CheckLabel>
        <CheckLabel>
          <input {...checkbox('agreePrivacy')} /> [필수] 개인정보 수집·이용에 동의합니다
        </CheckLabel>
        {errors.agreements ? (
          <FieldError id={agreementsErrorId} role="alert">
            {errors.agreements}
          </FieldError>
        ) : null}
      </FormSection>
      {formError ? (
        <FormError role="alert" data-testid="form-error">
          {formError}
        </FormError>
      ) : null}
      <SubmitButton type="submit" disabled={pending || !hydrated}>
        {pending ? '가입 신청 중…' : '기업회원 가입 신청'}
      </SubmitButton>
      <Footnote>
        이미 기업회원이신가요? <Link href={loginHref}>로그인</Link>
      </Footnote>
    </FormStack>
  );
}

const CheckLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: 14px;
  input {
    width: 18px;
    height: 18px;
  }
`;

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
