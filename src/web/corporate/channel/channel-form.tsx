/**
 * 채널 만들기 and 채널 정보 수정 on the corporate site (`/channel`): title, address, 업종, 기업 규모,
 * homepage, introduction, logo and cover. The fields follow src/config/channel-profile.ts while the company types (the
 * server runs the same rules again); a refusal goes under its field (a taken address under the address) and nothing
 * typed is lost. Saving waits for an image still uploading.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  CHANNEL_COMPANY_SIZES,
  CHANNEL_HOMEPAGE_MAX_LENGTH,
  CHANNEL_INDUSTRIES,
  CHANNEL_INTRODUCTION_MAX_LENGTH,
  CHANNEL_TITLE_MAX_LENGTH,
  CHANNEL_URL_MAX_LENGTH,
  type ChannelField,
  type ChannelFields,
  channelFieldOfCode,
  firstChannelError,
  normalizeChannelFields,
  validateChannelFields,
} from '../../../config/channel-profile';
import { type ChannelInput, createChannel, type ManagedChannel, updateChannel } from '../../api/channel-management-api';
import { graphqlErrorCode, graphqlErrorMessage } from '../../api/graphql-errors';
import { getBrowserPortalClient } from '../../api/portal-client';
import { PORTAL_CURRENT_USER_KEY } from '../../session/use-portal-user';
import { useToast } from '../../toast/toast-provider';
import { SelectField, TextAreaField } from '../../ui/choice-fields';
import { FormError, FormStack, SubmitButton, TextField } from '../../ui/form';
import { FormSection } from '../company-fieldsets';
import { type ChannelImageValue, ChannelImageField } from './channel-image-field';
import { channelManagementKeys } from './channel-queries';

function fieldsOf(channel: ManagedChannel | null): ChannelFields {
  return {
    title: channel?.title ?? '',
    url: channel?.url ?? '',
    industry: channel?.industry ?? '',
    companySize: channel?.companySize ?? '',
    homepage: channel?.homepage ?? '',
    introduction: channel?.introduction ?? '',
  };
}

const imageOf = (url: string | null | undefined): ChannelImageValue => ({ url: url ?? null, attachmentId: null, removed: false });

export function ChannelForm({ channel, publicUrlFor }: { channel: ManagedChannel | null; publicUrlFor: (url: string) => string }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [values, setValues] = useState<ChannelFields>(() => fieldsOf(channel));
  const [logo, setLogo] = useState<ChannelImageValue>(() => imageOf(channel?.logoUrl));
  const [cover, setCover] = useState<ChannelImageValue>(() => imageOf(channel?.coverUrl));
  const [uploading, setUploading] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<ChannelField, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const refs = useRef<Partial<Record<ChannelField, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>({});

  const onUploadingChange = (busy: boolean) => setUploading((count) => count + (busy ? 1 : -1));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (uploading > 0) return setFormError('이미지를 올리는 중입니다. 업로드가 끝난 뒤 저장해주세요.');
    const fieldErrors = validateChannelFields(values);
    setErrors(fieldErrors);
    setFormError(undefined);
    const invalid = firstChannelError(fieldErrors);
    if (invalid) return refs.current[invalid]?.focus();
    const fields = normalizeChannelFields(values);
    const input: ChannelInput = {
      ...fields,
      homepage: fields.homepage || null,
      logoAttachmentId: logo.attachmentId,
      coverAttachmentId: cover.attachmentId,
      removeLogo: logo.removed,
      removeCover: cover.removed,
    };
    setPending(true);
    try {
      const client = getBrowserPortalClient();
      const saved = channel ? await updateChannel(client, channel.id, input) : await createChannel(client, input);
      queryClient.setQueryData(channelManagementKeys.mine, saved);
      // The header's menu links 내 채널 바로가기 by the CurrentUser's channel: read it again.
      void queryClient.invalidateQueries({ queryKey: PORTAL_CURRENT_USER_KEY });
      setValues(fieldsOf(saved));
      setLogo(imageOf(saved.logoUrl));
      setCover(imageOf(saved.coverUrl));
      toast(channel ? '채널 정보가 저장되었습니다.' : '채널이 만들어졌습니다.', 'success');
    } catch (error) {
      const message = graphqlErrorMessage(error, '채널을 저장하지 못했습니다. 잠시 후 다시 시도해주세요.');
      const field = channelFieldOfCode(graphqlErrorCode(error));
      if (field) {
        setErrors({ [field]: message });
        refs.current[field]?.focus();
      } else setFormError(message);
    } finally {
      setPending(false);
    }
  };

  const bind = <E extends HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(name: ChannelField) => ({
    ref: (element: E | null) => {
      refs.current[name] = element;
    },
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<E>) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const publicAddress = publicUrlFor(values.url.trim() || 'channel-address');
  return (
    <FormStack noValidate onSubmit={(event) => void onSubmit(event)} aria-label={channel ? '채널 정보 수정' : '채널 만들기'} data-testid="channel-form">
      <FormSection>
        <legend>기본 정보</legend>
        <TextField label="채널 이름" maxLength={CHANNEL_TITLE_MAX_LENGTH} autoComplete="organization" {...bind<HTMLInputElement>('title')} />
        <TextField
          label="채널 주소"
          maxLength={CHANNEL_URL_MAX_LENGTH}
          autoCapitalize="none"
          spellCheck={false}
          placeholder="my-company"
          hint={`영문 소문자, 숫자, 하이픈(-) 3~${CHANNEL_URL_MAX_LENGTH}자. 채널 페이지 주소: ${publicAddress}`}
          {...bind<HTMLInputElement>('url')}
        />
        <SelectField label="업종" placeholder="업종을 선택하세요" options={CHANNEL_INDUSTRIES} {...bind<HTMLSelectElement>('industry')} />
        <SelectField label="기업 규모" placeholder="기업 규모를 선택하세요" options={CHANNEL_COMPANY_SIZES} {...bind<HTMLSelectElement>('companySize')} />
        <TextField
          label="홈페이지"
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={CHANNEL_HOMEPAGE_MAX_LENGTH}
          hint="http:// 또는 https://로 시작하는 주소 (선택)"
          {...bind<HTMLInputElement>('homepage')}
        />
        <TextAreaField
          label="채널 소개"
          rows={6}
          hint={`${[...values.introduction].length.toLocaleString('en-US')} / ${CHANNEL_INTRODUCTION_MAX_LENGTH.toLocaleString('en-US')}자`}
          {...bind<HTMLTextAreaElement>('introduction')}
        />
      </FormSection>
      <FormSection>
        <legend>이미지</legend>
        <ImageRow>
          <ChannelImageField
            label="로고"
            hint="정사각형 이미지를 권장합니다. PNG, JPG, WEBP, BMP, SVG · 10MB 미만"
            shape="square"
            value={logo}
            onChange={setLogo}
            onUploadingChange={onUploadingChange}
            testId="channel-logo-field"
          />
          <ChannelImageField
            label="커버 이미지"
            hint="채널 페이지 상단에 보입니다. 가로 4:1 비율을 권장합니다."
            shape="wide"
            value={cover}
            onChange={setCover}
            onUploadingChange={onUploadingChange}
            testId="channel-cover-field"
          />
        </ImageRow>
      </FormSection>
      {formError ? (
        <FormError role="alert" data-testid="form-error">
          {formError}
        </FormError>
      ) : null}
      <SubmitButton type="submit" disabled={pending}>
        {pending ? '저장 중…' : channel ? '채널 정보 저장' : '채널 만들기'}
      </SubmitButton>
    </FormStack>
  );
}

const ImageRow = styled.div`
  display: grid;
  grid-template-columns: 140px 1fr;
  gap: 20px;
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;
