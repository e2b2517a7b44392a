import type { Db } from '../../db/client';
import type { User } from '../../db/schema';
import { invalid } from '../errors/domain-error';
import { type CreateUserInput, createUser } from './create-user';

/**
 * Sign-up of a member (spec §7.1 register): the rules a schema cannot say, then the account. The route's schema has
 * already checked presence, lengths and the email format; seeds and tests create users with createUser directly.
 * - the password mixes letters and digits;
 * - the name is not blank;
 * - a corporate member gives a company name and a 10-digit business registration number (dashes allowed).
 */
export async function registerUser(db: Db, input: CreateUserInput): Promise<User> {
  if (!/[A-Za-z]/.test(input.password) || !/\d/.test(input.password)) {
    throw invalid('비밀번호는 영문과 숫자를 모두 포함해야 합니다.');
  }
  if (!input.username.trim()) throw invalid('이름을 입력해주세요.');
  if (input.type === 'CORPORATE') {
    if (!input.companyName?.trim()) throw invalid('회사명을 입력해주세요.');
    if (!/^\d{10}$/.test(input.businessNumber?.replace(/\D/g, '') ?? '')) {
      throw invalid('사업자등록번호 10자리를 정확히 입력해주세요.');
    }
  }
  return createUser(db, input);
}
