/**
 * Sign-up of the CBT app: individual members here (nickname offered on brand B), with the sign-up's agreements
 * (전체 동의, the required ones checked before asking the server). The 기업회원 tab leads to the
 * corporate site's own sign-up, which asks for the company's details and checks its 사업자등록번호; a brand
 * without a corporate site has no tabs.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { useRouter } from 'next/router';
import { type FormEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import type { BrandId } from '../../config/hosts';
import { missingConsentsMessage, missingSignUpConsents } from '../../config/sign-up-consents';
import { register, type RegisterBody, type UserType } from '../api/auth-api';
import { handleApiError } from '../api/error-catalogue';
import { CURRENT_USER_QUERY_KEY } from '../api/query-client';
import { showAlert } from '../modal/modal-provider';
import { getBrowserCbtClient } from '../session/browser-client';
import { type ConsentValues, consentsFromChecked, NO_CONSENTS, SignUpConsentFields } from '../legal/sign-up-consent-fields';
import { useToast } from '../toast/toast-provider';
import { FormError, FormStack, SubmitButton, TextField } from '../ui/form';
import { useTypedBeforeHydration, withTypedValues } from '../ui/use-typed-before-hydration';
import { completeAuth, formErrorMessage } from './after-auth';
import { SignUpComplete } from './sign-up-complete';
import {
  digitsOnly,
  type FieldErrors,
  firstInvalid,
  REGISTER_FIELD_ORDER,
  type RegisterField,
  type RegisterValues,
  validateRegister,
} from './validation';

const TABS: ReadonlyArray<{ type: UserType; label: string }> = [
  { type: 'NORMAL', label: '개인회원' },
  { type: 'CORPORATE', label: '기업회원' },
];

const EMPTY: RegisterValues = {
  type: 'NORMAL',
  email: '',
  password: '',
  passwordConfirm: '',
  username: '',
  nickname: '',
  companyName: '',
  businessNumber: '',
};

export function toRegisterBody(values: RegisterValues, brand: BrandId, consents: ConsentValues = NO_CONSENTS): RegisterBody {
  const body: RegisterBody = {
    email: values.email.trim(),
    password: values.password,
    username: values.username.trim(),
    type: values.type,
    ...consents,
  };
  const nickname = values.nickname.trim();
  if (brand === 'b' && nickname) body.nickname = nickname;
  if (values.type === 'CORPORATE') {
    body.companyName = values.companyName.trim();
    body.businessNumber = digitsOnly(values.businessNumber);
  }
  return body;
}

export function RegisterForm({
  brand,
  redirectTarget,
  loginHref,
  corporateRegisterHref,
}: {
  brand: BrandId;
  redirectTarget: string;
  loginHref: string;
  /** The corporate site's 기업회원 가입, or null when the brand has no corporate site. */
  corporateRegisterHref: string | null;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [consents, setConsents] = useState<ConsentValues>(NO_CONSENTS);
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  /** Set when the sign-up began on another site of the brand: the 가입 완료 stays here with the way back. */
  const [completed, setCompleted] = useState<{ username: string; target: string }>();
  const refs = useRef<Partial<Record<RegisterField, HTMLInputElement | null>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useTypedBeforeHydration(formRef, ({ values: typed, checked }) => {
    setValues((current) => withTypedValues(current, typed, REGISTER_FIELD_ORDER));
    setConsents((current) => ({ ...current, ...consentsFromChecked(checked) }));
  });
  const corporate = values.type === 'CORPORATE';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const fieldErrors = validateRegister(values);
    setErrors(fieldErrors);
    setFormError(undefined);
    const invalid = firstInvalid(fieldErrors, REGISTER_FIELD_ORDER);
    if (invalid) return refs.current[invalid]?.focus();
    const missing = missingSignUpConsents(consents, 'individual');
    if (missing.length > 0) return setFormError(missingConsentsMessage(missing));

    setPending(true);
    try {
      const user = await register(getBrowserCbtClient(), toRegisterBody(values, brand, consents));
      if (!redirectTarget.startsWith('/')) {
        queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
        setCompleted({ username: user.username, target: redirectTarget });
        return;
      }
      toast('회원가입이 완료되었습니다.', 'success');
      await completeAuth(queryClient, router, user, redirectTarget);
    } catch (error) {
      setPending(false);
      const message = formErrorMessage(error);
      if (message) setFormError(message);
      else handleApiError(error, { alert: (text) => void showAlert(text) });
    }
  };

  const field = (name: RegisterField) => ({
    ref: (element: HTMLInputElement | null) => {
      refs.current[name] = element;
    },
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const selectTab = (type: UserType) => {
    setValues((current) => ({ ...current, type }));
    setErrors({});
    setFormError(undefined);
  };

  if (completed) return <SignUpComplete brand={brand} {...completed} />;

  const individualForm = (
    <FormStack ref={formRef} noValidate onSubmit={onSubmit} aria-label="개인회원 가입">
      <TextField label="이메일" type="email" inputMode="email" autoComplete="email" {...field('email')} />
      <TextField label="비밀번호" type="password" autoComplete="new-password" hint="영문과 숫자를 포함해 8~64자" {...field('password')} />
      <TextField label="비밀번호 확인" type="password" autoComplete="new-password" {...field('passwordConfirm')} />
      <TextField label="이름" autoComplete="name" {...field('username')} />
      {brand === 'b' ? <TextField label="닉네임 (선택)" autoComplete="nickname" {...field('nickname')} /> : null}
      <SignUpConsentFields values={consents} onChange={setConsents} />
      {formError ? (
        <FormError role="alert" data-testid="form-error">
          {formError}
        </FormError>
      ) : null}
      <SubmitButton type="submit" disabled={pending || !hydrated}>
        {pending ? '가입 중…' : '회원가입'}
      </SubmitButton>
      <Footnote>
        이미 회원이신가요? <Link href={loginHref}>로그인</Link>
      </Footnote>
    </FormStack>
  );
  if (!corporateRegisterHref) return individualForm;

  return (
    <>
      <Tabs role="tablist" aria-label="회원 유형">
        {TABS.map((tab) => (
          <Tab
            key={tab.type}
            type="button"
            role="tab"
            id={`register-tab-${tab.type}`}
            aria-selected={values.type === tab.type}
            aria-controls="register-panel"
            onClick={() => selectTab(tab.type)}
          >
            {tab.label}
          </Tab>
        ))}
      </Tabs>
      <div role="tabpanel" id="register-panel" aria-labelledby={`register-tab-${values.type}`}>
        {corporate ? (
          <CorporatePanel data-testid="corporate-register-notice">
            <p>기업회원 가입은 기업서비스에서 할 수 있습니다. 회사 정보와 사업자등록번호를 입력하고, 승인 후 공고 등록과 채널 서비스를 이용하세요.</p>
            <SubmitButton as="a" href={corporateRegisterHref}>
              기업서비스에서 가입하기
            </SubmitButton>
          </CorporatePanel>
        ) : (
          individualForm
        )}
      </div>
    </>
  );
}

const CorporatePanel = styled.div`
  display: grid;
  gap: 18px;
  margin-top: 28px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
`;

const Tabs = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  margin-top: 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  height: 48px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
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
