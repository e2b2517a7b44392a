/**
 * `/mypage/edit-profile` (회원정보 수정, ADR 29): the member's name and phone, the email change by a code mailed to
 * the new address, and the password change with the current one, each its own form over the shop's profile routes
 * (the portal profile's operations and rules). The server's Korean refusal stays under the form that caused it, so
 * nothing typed is lost; a save shows a toast.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatKstDateTime } from '../../config/kst';
import { getServerMessage } from '../api/error-catalogue';
import {
  type ShopProfile,
  changeShopPassword,
  confirmShopEmailChange,
  requestShopEmailChange,
  updateShopProfile,
} from '../api/shop-profile-api';
import { LoadingState, QueryError } from '../ui/query-state';
import { getBrowserShopClient } from '../session/browser-client';
import { toast } from '../toast/toast-provider';
import { PrimaryButton } from '../ui/button';
import { FormError, TextField } from '../ui/form';
import { Card } from '../ui/page-layout';
import { useTypedBeforeHydration } from '../ui/use-typed-before-hydration';
import { myPageQueries } from './my-page-queries';
import { formatPhone } from '../ui/format';

const PROFILE_KEY = ['shop', 'profile'] as const;
const failed = (error: unknown, fallback: string) => getServerMessage(error) ?? fallback;

export function EditProfileView() {
  const profile = useQuery(myPageQueries.profile(getBrowserShopClient()));
  if (profile.isPending) return <LoadingState />;
  if (profile.isError) return <QueryError error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <Forms>
      <BasicInfoForm profile={profile.data} />
      <EmailForm profile={profile.data} />
      <PasswordForm />
    </Forms>
  );
}

function BasicInfoForm({ profile }: { profile: ShopProfile }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(profile.name);
  const [phone, setPhone] = useState(profile.phone ? formatPhone(profile.phone) : '');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => updateShopProfile(getBrowserShopClient(), { name, phone: phone.trim() || null }),
    onSuccess: (saved) => {
      queryClient.setQueryData(PROFILE_KEY, saved);
      setName(saved.name);
      setPhone(saved.phone ? formatPhone(saved.phone) : '');
      toast('회원정보를 저장했습니다.', 'success');
    },
    onError: (failure) => setError(failed(failure, '회원정보를 저장하지 못했습니다. 잠시 후 다시 시도해주세요.')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!name.trim()) {
      setError('이름을 입력해주세요.');
      return;
    }
    save.mutate();
  };
  return (
    <Card as="form" aria-labelledby="basic-info-title" noValidate onSubmit={submit} data-testid="profile-form">
      <Section>
        <h2 id="basic-info-title">기본 정보</h2>
        <TextField label="이름" name="name" autoComplete="name" maxLength={20} value={name} onChange={(event) => setName(event.target.value)} />
        <TextField
          label="휴대폰 번호 (선택)"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="010-1234-5678"
          maxLength={13}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        {error ? (
          <FormError role="alert" data-testid="profile-error">
            {error}
          </FormError>
        ) : null}
        <PrimaryButton type="submit" disabled={save.isPending} data-testid="profile-save">
          저장
        </PrimaryButton>
      </Section>
    </Card>
  );
}

function EmailForm({ profile }: { profile: ShopProfile }) {
  const queryClient = useQueryClient();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pending = profile.pendingEmailChange;
  const requestForm = useRef<HTMLFormElement>(null);
  const hydrated = useTypedBeforeHydration(requestForm, ({ values: typed }) => {
    if (typed.newEmail) setNewEmail((value) => value || typed.newEmail!);
    if (typed.emailCurrentPassword) setPassword((value) => value || typed.emailCurrentPassword!);
  });
  const request = useMutation({
    mutationFn: () => requestShopEmailChange(getBrowserShopClient(), { newEmail, currentPassword: password }),
    onSuccess: (saved) => {
      queryClient.setQueryData(PROFILE_KEY, saved);
      setPassword('');
      toast('새 이메일로 인증번호를 보냈습니다.', 'success');
    },
    onError: (failure) => setError(failed(failure, '인증번호를 보내지 못했습니다. 잠시 후 다시 시도해주세요.')),
  });
  const confirm = useMutation({
    mutationFn: () => confirmShopEmailChange(getBrowserShopClient(), code),
    onSuccess: (saved) => {
      queryClient.setQueryData(PROFILE_KEY, saved);
      setCode('');
      setNewEmail('');
      toast('이메일을 변경했습니다.', 'success');
    },
    onError: (failure) => setError(failed(failure, '이메일을 변경하지 못했습니다. 잠시 후 다시 시도해주세요.')),
  });
  return (
    <Card as="section" aria-labelledby="email-title">
      <Section>
        <h2 id="email-title">이메일</h2>
        <p>
          현재 이메일 <strong data-testid="profile-email">{profile.email}</strong>
        </p>
        <form
          ref={requestForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setError(null);
            request.mutate();
          }}
        >
          <TextField label="새 이메일" name="newEmail" type="email" autoComplete="email" value={newEmail} onChange={(event) => setNewEmail(event.target.value)} />
          <TextField
            label="현재 비밀번호"
            name="emailCurrentPassword"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PrimaryButton type="submit" disabled={request.isPending || !hydrated}>
            인증번호 받기
          </PrimaryButton>
        </form>
        {pending ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setError(null);
              confirm.mutate();
            }}
          >
            <p role="status">
              {pending.newEmail} 주소로 보낸 인증번호를 {formatKstDateTime(pending.expiresAt)}까지 입력해주세요.
            </p>
            <TextField label="인증번호" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(event) => setCode(event.target.value)} />
            <PrimaryButton type="submit" disabled={confirm.isPending || !hydrated}>
              이메일 변경
            </PrimaryButton>
          </form>
        ) : null}
        {error ? <FormError role="alert">{error}</FormError> : null}
      </Section>
    </Card>
  );
}

function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useTypedBeforeHydration(form, ({ values: typed }) => {
    if (typed.currentPassword) setCurrent((value) => value || typed.currentPassword!);
    if (typed.newPassword) setNext((value) => value || typed.newPassword!);
    if (typed.newPasswordConfirm) setConfirmation((value) => value || typed.newPasswordConfirm!);
  });
  const change = useMutation({
    mutationFn: () => changeShopPassword(getBrowserShopClient(), { currentPassword: current, newPassword: next, newPasswordConfirm: confirmation }),
    onSuccess: (revoked) => {
      setCurrent('');
      setNext('');
      setConfirmation('');
      toast(revoked ? `비밀번호를 변경했습니다. 다른 기기 ${revoked}곳에서 로그아웃되었습니다.` : '비밀번호를 변경했습니다.', 'success');
    },
    onError: (failure) => setError(failed(failure, '비밀번호를 변경하지 못했습니다. 잠시 후 다시 시도해주세요.')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!current) {
      setError('현재 비밀번호를 입력해주세요.');
      return;
    }
    if (next !== confirmation) {
      setError('새 비밀번호가 일치하지 않습니다.');
      return;
    }
    change.mutate();
  };
  return (
    <Card as="form" ref={form} aria-labelledby="password-title" noValidate onSubmit={submit} data-testid="password-form">
      <Section>
        <h2 id="password-title">비밀번호 변경</h2>
        <TextField label="현재 비밀번호" name="currentPassword" type="password" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} />
        <TextField
          label="새 비밀번호"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          hint="영문과 숫자를 포함해 8~64자"
          value={next}
          onChange={(event) => setNext(event.target.value)}
        />
        <TextField
          label="새 비밀번호 확인"
          name="newPasswordConfirm"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        {error ? (
          <FormError role="alert" data-testid="password-error">
            {error}
          </FormError>
        ) : null}
        <PrimaryButton type="submit" disabled={change.isPending || !hydrated} data-testid="password-save">
          비밀번호 변경
        </PrimaryButton>
      </Section>
    </Card>
  );
}

const Forms = styled.div`
  display: grid;
  gap: 24px;
`;

const Section = styled.div`
  display: grid;
  gap: 14px;
  padding: 24px;
  h2 {
    font-size: 17px;
    font-weight: 700;
  }
  form {
    display: grid;
    gap: 14px;
  }
`;
