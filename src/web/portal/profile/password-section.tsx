/** 비밀번호 변경: current password, the new one twice (the sign-up's rule); other devices are logged out. */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { changePassword } from '../../api/profile-api';
import { toast } from '../../toast/toast-provider';
import { TextField } from '../../ui/form';
import { withTypedValues } from '../../ui/use-typed-before-hydration';
import { browserPortalClient } from '../../api/portal-client';
import { ProfileSection, type SectionResult } from './profile-section';
import { graphqlErrorMessage } from '../../api/graphql-errors';

export function PasswordSection() {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', newPasswordConfirm: '' });
  const [result, setResult] = useState<SectionResult | null>(null);

  const save = useMutation({
    mutationFn: () => changePassword(browserPortalClient, values),
    onSuccess: (revoked) => {
      setValues({ currentPassword: '', newPassword: '', newPasswordConfirm: '' });
      const others = revoked > 0 ? ` 다른 기기 ${revoked}곳에서 로그아웃했어요.` : '';
      setResult({ kind: 'success', message: `비밀번호를 변경했어요.${others}` });
      toast('비밀번호를 변경했어요.', 'success');
    },
    onError: (error) => setResult({ kind: 'error', message: graphqlErrorMessage(error, '변경하지 못했어요. 잠시 후 다시 시도해주세요.') }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    save.mutate();
  };
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  return (
    <ProfileSection
      id="password"
      title="비밀번호 변경"
      description="변경하면 이 기기를 뺀 다른 모든 기기에서 로그아웃돼요."
      onSubmit={onSubmit}
      submitLabel="비밀번호 변경"
      pending={save.isPending}
      result={result}
      onTypedBeforeHydration={({ values: typed }) =>
        setValues((current) => withTypedValues(current, typed, ['currentPassword', 'newPassword', 'newPasswordConfirm']))
      }
    >
      <TextField label="현재 비밀번호" type="password" autoComplete="current-password" {...field('currentPassword')} />
      <TextField label="새 비밀번호" type="password" autoComplete="new-password" hint="영문과 숫자를 포함해 8~64자" {...field('newPassword')} />
      <TextField label="새 비밀번호 확인" type="password" autoComplete="new-password" {...field('newPasswordConfirm')} />
    </ProfileSection>
  );
}
