import { CORPORATE_MESSAGES, firstCorporateError, normalizeCorporateFields, validateCorporateFields } from '../../config/corporate-account';
import { missingConsentsMessage, missingSignUpConsents, type SignUpConsentAnswers } from '../../config/sign-up-consents';
import type { Db } from '../../db/client';
import type { User } from '../../db/schema';
import { recordSignUpConsents } from '../consents/record-sign-up-consents';
import { invalid } from '../errors/domain-error';
import { claimBusinessNumber } from './claim-business-number';
import { type CreateUserInput, createUser } from './create-user';

/** The sign-up's agreements (src/config/sign-up-consents.ts): required ones refused when missing, each stored. */
export interface RegisterUserInput extends CreateUserInput, SignUpConsentAnswers {}

/**
 * Sign-up of a member (spec §7.1 register): the rules a schema cannot say, then the account. The route's schema has
 * already checked presence, lengths and the email format; seeds and tests create users with createUser directly.
 * - the password mixes letters and digits;
 * - the name is not blank;
 * - an individual member agrees to 이용약관 and 개인정보 수집·이용 and confirms being 만 14세 이상 (400 naming what is
 *   missing); each answer, the optional 마케팅 정보 수신 too, is stored with the version of its document in force, in
 *   the transaction that creates the account;
 * - a corporate member (ADR 22) gives the company's fields by the rules the corporate form uses
 *   (src/config/corporate-account.ts: 사업자등록번호 with its check digit, 대표자명, the 담당자 as username and their
 *   phone), agrees to the required terms, and holds a number no other corporate account of the brand has (409).
 *   The account starts waiting for review (corporateApprovedAt null).
 */
export async function registerUser(db: Db, input: RegisterUserInput): Promise<User> {
  if (!/[A-Za-z]/.test(input.password) || !/\d/.test(input.password)) {
    throw invalid('비밀번호는 영문과 숫자를 모두 포함해야 합니다.');
  }
  if (input.type !== 'CORPORATE') {
    if (!input.username.trim()) throw invalid('이름을 입력해주세요.');
    const missing = missingSignUpConsents(input, 'individual');
    if (missing.length > 0) throw invalid(missingConsentsMessage(missing), 'AGREEMENTS_REQUIRED');
    return db.transaction(async (tx) => {
      const user = await createUser(tx, input);
      await recordSignUpConsents(tx, { userId: user.id, brand: input.brand, answers: input, asked: ['TERMS', 'PRIVACY', 'AGE_14', 'MARKETING'] });
      return user;
    });
  }

  const fields = {
    companyName: input.companyName ?? '',
    representativeName: input.representativeName ?? '',
    businessNumber: input.businessNumber ?? '',
    contactName: input.username,
    contactPhone: input.contactPhone ?? '',
  };
  const errors = validateCorporateFields(fields);
  const first = firstCorporateError(errors);
  if (first) throw invalid(errors[first]!);
  if (!input.agreeTerms || !input.agreePrivacy) throw invalid(CORPORATE_MESSAGES.agreementsRequired, 'AGREEMENTS_REQUIRED');
  const company = normalizeCorporateFields(fields);

  return db.transaction(async (tx) => {
    await claimBusinessNumber(tx, input.brand, company.businessNumber);
    const user = await createUser(tx, {
      brand: input.brand,
      email: input.email,
      password: input.password,
      type: 'CORPORATE',
      username: company.contactName,
      nickname: input.nickname,
      companyName: company.companyName,
      representativeName: company.representativeName,
      businessNumber: company.businessNumber,
      contactPhone: company.contactPhone,
    });
    await recordSignUpConsents(tx, { userId: user.id, brand: input.brand, answers: input, asked: ['TERMS', 'PRIVACY', 'MARKETING'] });
    return user;
  });
}
