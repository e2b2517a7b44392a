/**
 * The agreements of a sign-up (약관 동의), as the forms ask them and the server checks them again: 이용약관,
 * 개인정보 수집·이용 and 만 14세 이상 are required of an individual member (a corporate sign-up is made by a company's
 * contact person and asks the first two), 마케팅 정보 수신 is optional. Pure.
 */

export const SIGN_UP_CONSENTS = ['TERMS', 'PRIVACY', 'AGE_14', 'MARKETING'] as const;
export type SignUpConsent = (typeof SIGN_UP_CONSENTS)[number];

export const SIGN_UP_CONSENT_LABELS: Readonly<Record<SignUpConsent, string>> = {
  TERMS: '이용약관',
  PRIVACY: '개인정보 수집·이용',
  AGE_14: '만 14세 이상',
  MARKETING: '마케팅 정보 수신',
};

export interface SignUpConsentAnswers {
  agreeTerms?: boolean;
  agreePrivacy?: boolean;
  agreeAge14?: boolean;
  agreeMarketing?: boolean;
}

const FIELDS: Readonly<Record<SignUpConsent, keyof SignUpConsentAnswers>> = {
  TERMS: 'agreeTerms',
  PRIVACY: 'agreePrivacy',
  AGE_14: 'agreeAge14',
  MARKETING: 'agreeMarketing',
};

/** The required agreements of a sign-up: without the age confirmation for a corporate member. */
export function requiredSignUpConsents(kind: 'individual' | 'corporate'): SignUpConsent[] {
  return kind === 'individual' ? ['TERMS', 'PRIVACY', 'AGE_14'] : ['TERMS', 'PRIVACY'];
}

export function isConsentGiven(answers: SignUpConsentAnswers, consent: SignUpConsent): boolean {
  return answers[FIELDS[consent]] === true;
}

/** The required agreements not given, in the order the form lists them. */
export function missingSignUpConsents(answers: SignUpConsentAnswers, kind: 'individual' | 'corporate'): SignUpConsent[] {
  return requiredSignUpConsents(kind).filter((consent) => !isConsentGiven(answers, consent));
}

/** "필수 항목에 동의해주세요: 이용약관, 만 14세 이상": names what is missing. */
export function missingConsentsMessage(missing: readonly SignUpConsent[]): string {
  return `필수 항목에 동의해주세요: ${missing.map((consent) => SIGN_UP_CONSENT_LABELS[consent]).join(', ')}`;
}
