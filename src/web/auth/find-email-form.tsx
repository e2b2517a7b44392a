/**
 * 이메일 찾기: accounts log in by email, so a member who forgot which one gives the name they signed up with and the
 * phone number kept in their 회원정보 (a corporate member: the 담당자 and 연락처). Only an exact match shows the
 * address, masked (st****@careerroad.kr); anything else gets one neutral answer pointing to 고객문의, since a member
 * who never saved a phone number can only be helped there.
 */
import { type FormEvent, useRef, useState } from 'react';
import type { FindLoginEmailResponse } from '../api/account-recovery-api';
import { findLoginEmail } from '../api/account-recovery-api';
import { handleApiError } from '../api/error-catalogue';
import { useInquiryPanel } from '../inquiry/inquiry-context';
import { showAlert } from '../modal/modal-provider';
import { getBrowserCbtClient } from '../session/browser-client';
import { FormError, FormStack, SubmitButton, TextField } from '../ui/form';
import { Link } from '../ui/link';
import { useTypedBeforeHydration, withTypedValues } from '../ui/use-typed-before-hydration';
import { PASSWORD_RESET_HREF } from './account-recovery-links';
import { Footnote, Notice } from './account-recovery-styles';
import { type FindEmailValues, validateFindEmail } from './account-recovery-validation';
import { formErrorMessage } from './after-auth';
import type { FieldErrors } from './validation';

export interface FindEmailFormProps {
  /** Where a brand without the inquiry panel takes questions (brand B: the shop's 고객센터). */
  supportHref?: string;
}

export function FindEmailForm({ supportHref }: FindEmailFormProps) {
  const inquiry = useInquiryPanel();
  const [values, setValues] = useState<FindEmailValues>({ name: '', phone: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof FindEmailValues>>({});
  const [formError, setFormError] = useState<string>();
  const [result, setResult] = useState<FindLoginEmailResponse>();
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const hydrated = useTypedBeforeHydration(formRef, ({ values: typed }) =>
    setValues((current) => withTypedValues(current, typed, ['name', 'phone'])),
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const fieldErrors = validateFindEmail(values);
    setErrors(fieldErrors);
    setFormError(undefined);
    if (fieldErrors.name) return nameRef.current?.focus();
    if (fieldErrors.phone) return phoneRef.current?.focus();
    setPending(true);
    try {
      setResult(await findLoginEmail(getBrowserCbtClient(), { name: values.name.trim(), phone: values.phone.trim() }));
    } catch (error) {
      const message = formErrorMessage(error);
      if (message) setFormError(message);
      else handleApiError(error, { alert: (text) => void showAlert(text) });
    } finally {
      setPending(false);
    }
  };

  const update = (field: keyof FindEmailValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <FormStack ref={formRef} noValidate onSubmit={onSubmit}>
      <TextField
        ref={nameRef}
        label="이름"
        name="name"
        autoComplete="name"
        placeholder="가입할 때 입력한 이름"
        value={values.name}
        onChange={update('name')}
        error={errors.name}
      />
      <TextField
        ref={phoneRef}
        label="휴대폰 번호"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="010-1234-5678"
        hint="회원정보에 등록한 번호 (기업회원은 담당자 연락처)"
        value={values.phone}
        onChange={update('phone')}
        error={errors.phone}
      />
      {result ? (
        <Notice role="status" data-testid="find-email-result">
          {result.message}
          {result.emails.length ? (
            <ul>
              {result.emails.map((email) => (
                <li key={email}>{email}</li>
              ))}
            </ul>
          ) : null}
        </Notice>
      ) : null}
      {formError ? (
        <FormError role="alert" data-testid="form-error">
          {formError}
        </FormError>
      ) : null}
      <SubmitButton type="submit" disabled={pending || !hydrated}>
        {pending ? '찾는 중…' : '이메일 찾기'}
      </SubmitButton>
      <Footnote>
        <Link href="/login">로그인</Link>
        <Link href={PASSWORD_RESET_HREF}>비밀번호 찾기</Link>
        {inquiry ? (
          <button type="button" onClick={inquiry.openPanel} data-testid="find-email-inquiry">
            고객문의
          </button>
        ) : supportHref ? (
          <Link href={supportHref}>고객센터</Link>
        ) : null}
      </Footnote>
    </FormStack>
  );
}
