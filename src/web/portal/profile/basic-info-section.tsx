/**
 * 기본 정보: name, nickname (the header's greeting), phone, birth year, school and major. A refused save keeps what
 * the member typed and shows the server's Korean message under the field it is about; a save refreshes the header.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type ViewerProfile, graphqlErrorCode, updateViewerProfile } from '../../api/profile-api';
import { CURRENT_USER_QUERY_KEY } from '../../api/query-client';
import { toast } from '../../toast/toast-provider';
import { TextField } from '../../ui/form';
import { browserPortalClient } from '../../api/portal-client';
import { ProfileSection, type SectionResult } from './profile-section';
import { BASIC_INFO_FIELD_OF_CODE, profileKeys } from './profile-queries';
import { graphqlErrorMessage } from '../../api/graphql-errors';
import { formatPhone } from '../../ui/format';

type Field = 'name' | 'nickname' | 'phone' | 'birthYear' | 'school' | 'major';
type Values = Record<Field, string>;

const valuesOf = (profile: ViewerProfile): Values => ({
  name: profile.name,
  nickname: profile.nickname ?? '',
  phone: profile.phone ? formatPhone(profile.phone) : '',
  birthYear: profile.birthYear === null || profile.birthYear === undefined ? '' : String(profile.birthYear),
  school: profile.school ?? '',
  major: profile.major ?? '',
});

export function BasicInfoSection({ profile }: { profile: ViewerProfile }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [fieldError, setFieldError] = useState<{ field: Field; message: string } | null>(null);
  const [result, setResult] = useState<SectionResult | null>(null);

  const save = useMutation({
    mutationFn: () => {
      const year = values.birthYear.trim();
      return updateViewerProfile(browserPortalClient, {
        name: values.name,
        nickname: values.nickname,
        phone: values.phone,
        // A year that is not a whole number is sent as one the server refuses with its own message.
        birthYear: year === '' ? null : /^\d{1,4}$/.test(year) ? Number(year) : -1,
        school: values.school,
        major: values.major,
      });
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(profileKeys.viewer, saved);
      setValues(valuesOf(saved));
      setResult({ kind: 'success', message: '기본 정보를 저장했어요.' });
      toast('기본 정보를 저장했어요.', 'success');
      // The header greets by the nickname.
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
    onError: (error) => {
      const message = graphqlErrorMessage(error, '저장하지 못했어요. 잠시 후 다시 시도해주세요.');
      const field = BASIC_INFO_FIELD_OF_CODE[graphqlErrorCode(error) ?? ''];
      if (field) {
        setFieldError({ field, message });
        setResult({ kind: 'error', message: '입력한 내용을 확인해주세요.' });
      } else setResult({ kind: 'error', message });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    setResult(null);
    save.mutate();
  };
  const field = (name: Field) => ({
    name,
    value: values[name],
    error: fieldError?.field === name ? fieldError.message : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  return (
    <ProfileSection
      id="basic"
      title="기본 정보"
      description="닉네임을 정하면 상단에 이름 대신 닉네임이 보여요."
      onSubmit={onSubmit}
      submitLabel="기본 정보 저장"
      pending={save.isPending}
      result={result}
    >
      <TextField label="이름" autoComplete="name" maxLength={40} required {...field('name')} />
      <TextField label="닉네임 (선택)" autoComplete="nickname" maxLength={40} hint="20자 이하" {...field('nickname')} />
      <TextField label="휴대폰 번호 (선택)" type="tel" inputMode="tel" autoComplete="tel-national" placeholder="010-1234-5678" {...field('phone')} />
      <TextField
        label="출생연도 (선택)"
        inputMode="numeric"
        autoComplete="bday-year"
        placeholder="예: 2001"
        hint={`1900~${profile.latestBirthYear}`}
        {...field('birthYear')}
      />
      <TextField label="학교 (선택)" autoComplete="organization" {...field('school')} />
      <TextField label="전공 (선택)" {...field('major')} />
    </ProfileSection>
  );
}
