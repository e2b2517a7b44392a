/**
 * 회원·기업 정보 on the corporate site (`/profile`): the company's and contact person's details, checked by
 * the server's rules before saving. A new 사업자등록번호 is another company to the review, so saving one asks first
 * (the shared ConfirmDialog) and then puts the account back to 승인 대기. A refusal shows under its field; what was
 * typed stays.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { businessNumberDigits, formatBusinessNumber } from '../../config/business-number';
import {
  type CorporateField,
  type CorporateFields,
  firstCorporateError,
  normalizeCorporateFields,
  validateCorporateFields,
} from '../../config/corporate-account';
import { CORPORATE_PROFILE_QUERY_KEY, type CorporateProfile, updateCorporateProfile } from '../api/corporate-accounts-api';
import { getApiErrorCode, handleApiError } from '../api/error-catalogue';
import { formErrorMessage } from '../auth/after-auth';
import { showAlert, useModal } from '../modal/modal-provider';
import { getBrowserCbtClient } from '../session/browser-client';
import { useToast } from '../toast/toast-provider';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormError, FormStack, SubmitButton } from '../ui/form';
import { CompanyFieldsets } from './company-fieldsets';
import { CorporateApprovalStatus } from './corporate-approval-status';
import { corporateQueries } from './corporate-queries';
import { fieldOfServerError } from './corporate-register-rules';
import { formatPhone } from '../ui/format';

export const BUSINESS_NUMBER_CHANGE_TITLE = '사업자등록번호를 변경할까요?';
export const BUSINESS_NUMBER_CHANGE_MESSAGE =
  '사업자등록번호를 바꾸면 기업회원 승인이 해제되고 다시 검토를 받습니다. 승인이 끝날 때까지 공고 등록과 채널 서비스를 이용할 수 없습니다.';

function formValues(profile: CorporateProfile): CorporateFields {
  return {
    companyName: profile.companyName,
    representativeName: profile.representativeName ?? '',
    businessNumber: formatBusinessNumber(profile.businessNumber),
    contactName: profile.contactName,
    contactPhone: profile.contactPhone ? formatPhone(profile.contactPhone) : '',
  };
}

export function CorporateProfileForm() {
  const { data: profile } = useQuery(corporateQueries.profile(getBrowserCbtClient()));
  if (!profile) return null;
  return <ProfileForm profile={profile} />;
}

function ProfileForm({ profile }: { profile: CorporateProfile }) {
  const queryClient = useQueryClient();
  const modal = useModal();
  const { toast } = useToast();
  const [values, setValues] = useState<CorporateFields>(() => formValues(profile));
  const [errors, setErrors] = useState<Partial<Record<CorporateField, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const refs = useRef<Partial<Record<CorporateField, HTMLInputElement | null>>>({});

  const save = async (numberChanged: boolean) => {
    setPending(true);
    try {
      const saved = await updateCorporateProfile(getBrowserCbtClient(), normalizeCorporateFields(values));
      queryClient.setQueryData(CORPORATE_PROFILE_QUERY_KEY, saved);
      setValues(formValues(saved));
      toast(numberChanged ? '사업자등록번호가 변경되어 승인 대기 상태가 되었습니다.' : '회원·기업 정보가 저장되었습니다.', 'success');
    } catch (error) {
      const message = formErrorMessage(error);
      if (!message) handleApiError(error, { alert: (text) => void showAlert(text) });
      else {
        const field = fieldOfServerError(getApiErrorCode(error), message);
        if (field && field in values) {
          setErrors({ [field]: message });
          refs.current[field as CorporateField]?.focus();
        } else setFormError(message);
      }
    } finally {
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const fieldErrors = validateCorporateFields(values);
    setErrors(fieldErrors);
    setFormError(undefined);
    const invalid = firstCorporateError(fieldErrors);
    if (invalid) return refs.current[invalid]?.focus();
    const numberChanged = businessNumberDigits(values.businessNumber.trim()) !== profile.businessNumber;
    if (!numberChanged) return void save(false);
    modal.openModal((close) => (
      <ConfirmDialog
        title={BUSINESS_NUMBER_CHANGE_TITLE}
        message={BUSINESS_NUMBER_CHANGE_MESSAGE}
        confirmLabel="변경하고 다시 검토받기"
        testId="business-number-change-dialog"
        onCancel={close}
        onConfirm={() => {
          close();
          void save(true);
        }}
      />
    ));
  };

  const text = (name: CorporateField) => ({
    ref: (element: HTMLInputElement | null) => {
      refs.current[name] = element;
    },
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <>
      <CorporateApprovalStatus profile={profile} />
      <FormStack noValidate onSubmit={onSubmit} aria-label="회원·기업 정보 수정" data-testid="corporate-profile-form">
        <CompanyFieldsets
          field={text}
          businessNumberHint="번호를 바꾸면 승인 대기 상태가 되어 다시 검토를 받습니다."
          onFieldChecked={(name, error) => setErrors((current) => ({ ...current, [name]: error }))}
          contactExtra={
            <Account>
              로그인 이메일: <strong>{profile.email}</strong>
            </Account>
          }
        />
        {formError ? (
          <FormError role="alert" data-testid="form-error">
            {formError}
          </FormError>
        ) : null}
        <SubmitButton type="submit" disabled={pending}>
          {pending ? '저장 중…' : '저장하기'}
        </SubmitButton>
      </FormStack>
    </>
  );
}

const Account = styled.p`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;
