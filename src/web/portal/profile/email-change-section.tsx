/**
 * 이메일 변경 in two steps: the new address and the current password mail a 6-digit code there (valid 10 minutes),
 * then the code changes the email. A code already waiting (another tab, a reload) opens on the second step.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { formatKstDateTime } from '../../../config/kst';
import { type PendingEmailChange, type ViewerProfile, confirmEmailChange, requestEmailChange } from '../../api/profile-api';
import { CURRENT_USER_QUERY_KEY } from '../../api/query-client';
import { toast } from '../../toast/toast-provider';
import { TextField } from '../../ui/form';
import { browserPortalClient } from '../../api/portal-client';
import { ProfileSection, type SectionResult } from './profile-section';
import { profileKeys } from './profile-queries';
import { graphqlErrorMessage } from '../../api/graphql-errors';
import { emailChangeMessages } from './email-change-messages';

export function EmailChangeSection({ profile }: { profile: ViewerProfile }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingEmailChange | null>(profile.pendingEmailChange ?? null);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [result, setResult] = useState<SectionResult | null>(null);
  const failed = (error: unknown) => setResult({ kind: 'error', message: graphqlErrorMessage(error, '처리하지 못했어요. 잠시 후 다시 시도해주세요.') });

  const request = useMutation({
    mutationFn: () => requestEmailChange(browserPortalClient, { newEmail, currentPassword: password }),
    onSuccess: (sent) => {
      setPending(sent);
      setPassword('');
      setCode('');
      setResult({ kind: 'success', message: emailChangeMessages.codeSent(sent.newEmail) });
    },
    onError: failed,
  });
  const confirm = useMutation({
    mutationFn: () => confirmEmailChange(browserPortalClient, code),
    onSuccess: async (saved) => {
      queryClient.setQueryData(profileKeys.viewer, saved);
      setPending(null);
      setNewEmail('');
      setCode('');
      setResult({ kind: 'success', message: emailChangeMessages.changed(saved.email) });
      toast('이메일을 변경했어요.', 'success');
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
    onError: failed,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (pending) confirm.mutate();
    else request.mutate();
  };

  return (
    <ProfileSection
      id="email"
      title="이메일 변경"
      description={
        <>
          지금 이메일: <strong data-testid="profile-current-email">{profile.email}</strong>
        </>
      }
      onSubmit={onSubmit}
      submitLabel={pending ? '인증하고 변경' : '인증번호 받기'}
      pending={request.isPending || confirm.isPending}
      result={result}
      onTypedBeforeHydration={({ values: typed }) => {
        if (typed.newEmail) setNewEmail((current) => current || typed.newEmail!);
        if (typed.emailCurrentPassword) setPassword((current) => current || typed.emailCurrentPassword!);
        if (typed.emailCode) setCode((current) => current || typed.emailCode!);
      }}
    >
      {pending ? (
        <>
          <TextField
            label="인증번호 6자리"
            name="emailCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            hint={emailChangeMessages.codeHint(pending.newEmail, formatKstDateTime(pending.expiresAt))}
          />
          <Again>
            <button
              type="button"
              onClick={() => {
                setPending(null);
                setResult(null);
              }}
            >
              다른 이메일로 다시 요청
            </button>
          </Again>
        </>
      ) : (
        <>
          <TextField
            label="새 이메일"
            name="newEmail"
            type="email"
            autoComplete="email"
            value={newEmail}
            onChange={(event) => setNewEmail(event.target.value)}
          />
          <TextField
            label="현재 비밀번호"
            name="emailCurrentPassword"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </>
      )}
    </ProfileSection>
  );
}

const Again = styled.div`
  display: flex;
  align-items: flex-end;
  button {
    border: 0;
    padding: 0;
    background: none;
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: underline;
    font-size: 14px;
    min-height: 48px;
  }
`;
