/**
 * 약관 동의 of the sign-up forms: 전체 동의, then [필수] 이용약관, [필수] 개인정보 수집·이용, [필수] 만 14세 이상 (an
 * individual member only) and [선택] 마케팅 정보 수신, each document with a 보기 that opens it in a dialog. The forms
 * check the required ones before asking (src/config/sign-up-consents.ts) and the server checks them again.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { SignUpConsent } from '../../config/sign-up-consents';
import type { LegalDocumentKind } from '../api/legal-documents-api';
import { useModal } from '../modal/modal-provider';
import { LegalDocumentDialog } from './legal-document-dialog';

export interface ConsentValues {
  agreeTerms: boolean;
  agreePrivacy: boolean;
  agreeAge14: boolean;
  agreeMarketing: boolean;
}

export const NO_CONSENTS: ConsentValues = { agreeTerms: false, agreePrivacy: false, agreeAge14: false, agreeMarketing: false };

interface Item {
  consent: SignUpConsent;
  name: keyof ConsentValues;
  label: string;
  document?: { kind: LegalDocumentKind; title: string };
}

const ITEMS: readonly Item[] = [
  { consent: 'TERMS', name: 'agreeTerms', label: '[필수] 이용약관에 동의합니다', document: { kind: 'terms', title: '이용약관' } },
  {
    consent: 'PRIVACY',
    name: 'agreePrivacy',
    label: '[필수] 개인정보 수집·이용에 동의합니다',
    document: { kind: 'privacy', title: '개인정보 수집·이용' },
  },
  { consent: 'AGE_14', name: 'agreeAge14', label: '[필수] 만 14세 이상입니다' },
  {
    consent: 'MARKETING',
    name: 'agreeMarketing',
    label: '[선택] 마케팅 정보 수신에 동의합니다',
    document: { kind: 'marketing', title: '마케팅 정보 수신' },
  },
];

/** The consents checked before hydration, by the checkboxes' names (use-typed-before-hydration). */
export function consentsFromChecked(checked: ReadonlySet<string>): Partial<ConsentValues> {
  const out: Partial<ConsentValues> = {};
  for (const item of ITEMS) if (checked.has(item.name)) out[item.name] = true;
  if (checked.has('agreeAll')) for (const item of ITEMS) out[item.name] = true;
  return out;
}

export function SignUpConsentFields({
  values,
  onChange,
  askAge = true,
}: {
  values: ConsentValues;
  onChange: (values: ConsentValues) => void;
  /** False where the 만 14세 이상 question is not asked. */
  askAge?: boolean;
}) {
  const modal = useModal();
  const items = askAge ? ITEMS : ITEMS.filter((item) => item.consent !== 'AGE_14');
  const all = items.every((item) => values[item.name]);
  const some = items.some((item) => values[item.name]);
  const allRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some && !all;
  }, [some, all]);

  const setAll = (checked: boolean) => onChange({ ...values, ...Object.fromEntries(items.map((item) => [item.name, checked])) });
  const open = (document: NonNullable<Item['document']>) =>
    modal.openModal((close) => <LegalDocumentDialog kind={document.kind} label={document.title} onClose={close} />);

  return (
    <Fieldset data-testid="sign-up-consents">
      <legend>약관 동의</legend>
      <All>
        <input ref={allRef} type="checkbox" name="agreeAll" checked={all} onChange={(e) => setAll(e.target.checked)} /> 전체 동의
      </All>
      <ul>
        {items.map((item) => (
          <li key={item.name}>
            <label>
              <input
                type="checkbox"
                name={item.name}
                checked={values[item.name]}
                onChange={(e) => onChange({ ...values, [item.name]: e.target.checked })}
              />{' '}
              {item.label}
            </label>
            {item.document ? (
              <ViewButton type="button" onClick={() => open(item.document!)} aria-label={`${item.document.title} 보기`}>
                보기
              </ViewButton>
            ) : null}
          </li>
        ))}
      </ul>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: 10px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font-size: 14px;
  legend {
    padding: 0 4px;
    font-weight: 700;
  }
  ul {
    list-style: none;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
  }
`;

const All = styled.label`
  padding-bottom: 10px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 700;
`;

const ViewButton = styled.button`
  flex: none;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 13px;
  text-decoration: underline;
  cursor: pointer;
`;
