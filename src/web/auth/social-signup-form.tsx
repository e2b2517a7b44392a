/**
 * /login/social: after Kakao or Naver, either link to the member whose verified email came back (their
 * password, once) or complete a new account — nickname, an email when the provider gave none, the sign-up's
 * agreements (src/web/legal/sign-up-consent-fields.tsx) and, on the portal's brand, interests. The server checks
 * everything again; its Korean message shows on the form, and what was typed stays.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { useRouter } from 'next/router';
import { type FormEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import type { BrandId } from '../../config/hosts';
import { missingConsentsMessage, missingSignUpConsents } from '../../config/sign-up-consents';
import { SOCIAL_PROVIDER_LABELS, viaSocialProvider } from '../../config/social-login';
import { handleApiError } from '../api/error-catalogue';
import { completeSocialSignup, linkSocialSignup, type SocialSignupView } from '../api/social-login-api';
import { type ConsentValues, consentsFromChecked, NO_CONSENTS, SignUpConsentFields } from '../legal/sign-up-consent-fields';
import { showAlert } from '../modal/modal-provider';
import { InterestChoices } from '../postings/interest-choices';
import { getBrowserCbtClient } from '../session/browser-client';
import { useToast } from '../toast/toast-provider';
import { FormError, FormStack, SubmitButton, TextField } from '../ui/form';
import { useTypedBeforeHydration } from '../ui/use-typed-before-hydration';
import { completeAuth, formErrorMessage } from './after-auth';
import { AuthLayout } from './auth-layout';

export interface SocialSignupFormProps {
  signup: SocialSignupView;
  /** Interests drive the portal's 추천; brand A only. */
  askInterests: boolean;
}

export function SocialSignupForm({ signup, askInterests }: SocialSignupFormProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [nickname, setNickname] = useState(signup.nickname ?? '');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [consents, setConsents] = useState<ConsentValues>(NO_CONSENTS);
  const [interests, setInterests] = useState<string[]>([]);
  const [targets, setTargets] = useState<string[]>([]);
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The first press must send what the member sees, not an empty password.
  const hydrated = useTypedBeforeHydration(formRef, ({ values: typed, checked }) => {
    if (typed.password) setPassword(typed.password);
    if (typed.nickname) setNickname(typed.nickname);
    if (typed.email) setEmail(typed.email);
    setConsents((current) => ({ ...current, ...consentsFromChecked(checked) }));
  });
  const label = SOCIAL_PROVIDER_LABELS[signup.provider];
  const linking = signup.mode === 'LINK';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormError(undefined);
    const missing = linking ? [] : missingSignUpConsents(consents, 'individual');
    if (missing.length > 0) return setFormError(missingConsentsMessage(missing));
    setPending(true);
    try {
      const client = getBrowserCbtClient();
      const result = linking
        ? await linkSocialSignup(client, password)
        : await completeSocialSignup(client, {
            nickname,
            ...(signup.emailRequired ? { email } : {}),
            ...consents,
            ...(askInterests ? { interests, targets } : {}),
          });
      toast(linking ? `${label} 계정을 연결했습니다.` : '가입이 완료되었습니다.', 'success');
      await completeAuth(queryClient, router, result.user, result.returnTo);
    } catch (error) {
      setPending(false);
      const message = formErrorMessage(error);
      if (message) setFormError(message);
      else handleApiError(error, { alert: (text) => void showAlert(text) });
    }
  };

  return (
    <FormStack ref={formRef} noValidate onSubmit={onSubmit} data-testid="social-signup-form" data-mode={signup.mode}>
      {linking ? (
        <>
          <Lead>
            <strong>{signup.email}</strong> 주소로 이미 가입한 계정이 있어요. 비밀번호를 한 번 확인하면 {label} 계정이 연결되고, 다음부터{' '}
            {viaSocialProvider(label)} 바로 로그인할 수 있어요.
          </Lead>
          <TextField label="비밀번호" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </>
      ) : (
        <>
          <Lead>{label} 계정으로 처음 오셨네요. 몇 가지만 정하면 가입이 끝나요.</Lead>
          <TextField label="닉네임" name="nickname" autoComplete="nickname" maxLength={20} hint="2~20자" value={nickname} onChange={(e) => setNickname(e.target.value)} />
          {signup.emailRequired ? (
            <TextField
              label="이메일"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              hint={`${label} 계정에 이메일이 없어요. 알림과 안내를 받을 주소를 적어주세요.`}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          ) : (
            <Muted>이메일: {signup.email}</Muted>
          )}
          <SignUpConsentFields values={consents} onChange={setConsents} />
          {askInterests ? (
            <InterestChoices interests={interests} targets={targets} onInterestsChange={setInterests} onTargetsChange={setTargets} />
          ) : null}
        </>
      )}
      {formError ? (
        <FormError role="alert" data-testid="form-error">
          {formError}
        </FormError>
      ) : null}
      <SubmitButton type="submit" disabled={pending || !hydrated}>
        {pending ? '처리 중…' : linking ? '계정 연결하고 로그인' : '가입 완료'}
      </SubmitButton>
      <Muted>
        <Link href={`/login?next=${encodeURIComponent(signup.returnTo)}`}>다른 방법으로 로그인</Link>
      </Muted>
    </FormStack>
  );
}

/** When the pending sign-up is gone (expired, or opened in another browser). */
export function SocialSignupExpired() {
  return (
    <FormStack as="div" data-testid="social-signup-expired">
      <FormError role="alert">소셜 로그인 정보가 만료되었습니다. 처음부터 다시 시도해주세요.</FormError>
      <Muted>
        <Link href="/login">로그인으로 돌아가기</Link>
      </Muted>
    </FormStack>
  );
}

const Lead = styled.p`
  font-size: 14px;
  line-height: 1.6;
`;

const Muted = styled.p`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

/** The page body of /login/social on every site. */
export function SocialSignupPage({ brand, signup, askInterests }: { brand: BrandId; signup: SocialSignupView | null; askInterests: boolean }) {
  const title = signup ? `${SOCIAL_PROVIDER_LABELS[signup.provider]} 간편 로그인` : '간편 로그인';
  return (
    <AuthLayout brand={brand} title={title}>
      {signup ? <SocialSignupForm signup={signup} askInterests={askInterests} /> : <SocialSignupExpired />}
    </AuthLayout>
  );
}
