import { and, eq, ne } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { emailChanges, users } from '../../db/schema';
import { MAIL_BRAND_NAMES, type Mailer } from '../mail/mailer';
import { EMAIL_CODE_TTL_MS, createEmailCode, hashEmailCode } from './email-change-code';
import { parseCurrentPassword, parseNewEmail } from './profile-arguments';
import { profileErrors } from './profile-errors';
import { verifyCurrentPassword } from './verify-current-password';

export interface RequestEmailChangeInput {
  userId: string;
  brand: BrandId;
  newEmail: string;
  currentPassword: string;
  now?: Date;
}

/** The mail that carries the code (plain text; the address it goes to is the one being proven). */
export function emailChangeMail(brand: BrandId, code: string) {
  const product = MAIL_BRAND_NAMES[brand];
  return {
    subject: `[${product}] 이메일 변경 인증번호`,
    body: [
      `${product} 이메일 변경 인증번호는 ${code} 입니다.`,
      '10분 안에 회원정보 화면에 입력해주세요.',
      '직접 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 이메일은 바뀌지 않습니다.',
    ].join('\n'),
  };
}

/**
 * First step of changing the member's email: with the current password (wrong → Korean 400), an address not in use
 * by another member of the brand (→ Korean 409) nor the member's own, a new 6-digit code is mailed to the new address
 * and its hash kept for 10 minutes with 5 attempts; a new request replaces the one before (its code stops working).
 * The row is written before the mail goes out, so a code that arrives always works. Returns the pending change.
 */
export async function requestEmailChange(db: Db, mailer: Mailer, input: RequestEmailChangeInput) {
  const newEmail = parseNewEmail(input.newEmail);
  const password = parseCurrentPassword(input.currentPassword);
  const { email } = await verifyCurrentPassword(db, input.userId, password);
  if (email === newEmail) throw profileErrors.sameEmail();
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brand, input.brand), eq(users.email, newEmail), ne(users.id, input.userId)))
    .limit(1);
  if (taken) throw profileErrors.emailTaken();

  const code = createEmailCode();
  const expiresAt = new Date((input.now ?? new Date()).getTime() + EMAIL_CODE_TTL_MS);
  const row = { newEmail, codeHash: hashEmailCode(input.userId, newEmail, code), attempts: 0, expiresAt, createdAt: input.now ?? new Date() };
  await db
    .insert(emailChanges)
    .values({ userId: input.userId, ...row })
    .onConflictDoUpdate({ target: emailChanges.userId, set: row });
  await mailer.send({ brand: input.brand, to: newEmail, ...emailChangeMail(input.brand, code) });
  return { newEmail, expiresAt };
}
