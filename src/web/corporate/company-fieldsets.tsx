/**
 * The company's and the contact person's fields, as the corporate sign-up and 회원·기업 정보 both show them:
 * one place for their labels, limits and input hints, so the two forms never drift apart. The caller owns the values
 * and errors and hands each field its props (`field(name)`).
 */
import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { businessNumberError, type CorporateField } from '../../config/corporate-account';
import { TextField } from '../ui/form';

export interface CompanyFieldProps {
  ref: (element: HTMLInputElement | null) => void;
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface CompanyFieldsetsProps {
  field: (name: CorporateField) => CompanyFieldProps;
  /** Under the 사업자등록번호 (what changing it means on the profile). */
  businessNumberHint: string;
  /** Shown at the end of the contact section (the profile's login email). */
  contactExtra?: ReactNode;
  /**
   * A field's error found when it loses focus (undefined: none). The 사업자등록번호 is checked then, by the rule the
   * server runs (check digit included); an empty one waits for the submit, so tabbing through is not scolded.
   */
  onFieldChecked: (name: CorporateField, error: string | undefined) => void;
}

export function CompanyFieldsets({ field, businessNumberHint, contactExtra, onFieldChecked }: CompanyFieldsetsProps) {
  const checkBusinessNumber = (event: FocusEvent<HTMLInputElement>) => {
    const value = event.target.value;
    onFieldChecked('businessNumber', value.trim() ? businessNumberError(value) : undefined);
  };
  return (
    <>
      <FormSection>
        <legend>기업 정보</legend>
        <TextField label="회사명" autoComplete="organization" maxLength={60} {...field('companyName')} />
        <TextField label="대표자명" maxLength={30} {...field('representativeName')} />
        <TextField
          label="사업자등록번호"
          inputMode="numeric"
          placeholder="000-00-00000"
          hint={businessNumberHint}
          maxLength={14}
          {...field('businessNumber')}
          onBlur={checkBusinessNumber}
        />
      </FormSection>
      <FormSection>
        <legend>담당자 정보</legend>
        <TextField label="담당자명" autoComplete="name" maxLength={20} {...field('contactName')} />
        <TextField
          label="담당자 연락처"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="02-1234-5678"
          maxLength={20}
          {...field('contactPhone')}
        />
        {contactExtra}
      </FormSection>
    </>
  );
}

/** A titled group of a corporate form's fields. */
export const FormSection = styled.fieldset`
  display: grid;
  gap: 14px;
  border: 0;
  padding: 0;
  min-width: 0;
  legend {
    margin-bottom: 10px;
    font-size: 15px;
    font-weight: 700;
  }
`;
