import { and, eq, isNull } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { passwordResetTokens, userIdentities, users } from '../../db/schema';
import { MAIL_BRAND_NAMES, type Mailer } from '../mail/mailer';
import { PASSWORD_RESET_TTL_MS, createPasswordResetToken } from './password-reset-token';

export interface RequestPasswordResetInput {
  brand: BrandId;
  email: string;
  /** The origin the link points at: one of the host table's hosts of this brand, as the member reached it. */
  origin: string;
  now?: Date;
}

const PROVIDER_NAMES = { KAKAO: '카카오', NAVER: '네이버' } as const;

/** The mail that carries the link (plain text; it goes only to the account's own address). */
export function passwordResetMail(brand: BrandId, link: string) {
  const product = MAIL_BRAND_NAMES[brand];
  return {
    subject: `[${product}] 비밀번호 재설정 안내`,
    body: [
      `${product} 비밀번호 재설정을 요청하셨습니다.`,
      '아래 링크에서 새 비밀번호를 설정해주세요. 링크는 30분 동안 한 번만 사용할 수 있습니다.',
      link,
      '직접 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 비밀번호는 바뀌지 않습니다.',
    ].join('\n'),
  };
}

/** The mail to an account that has no password: it logs in through Kakao or Naver, so there is nothing to reset. */
export function socialAccountMail(brand: BrandId, providers: ReadonlyArray<keyof typeof PROVIDER_NAMES>) {
  const product = MAIL_BRAND_NAMES[brand];
  const names = providers.length ? providers.map((provider) => PROVIDER_NAMES[provider]).join('·') : '카카오·네이버';
  return {
    subject: `[${product}] 비밀번호 재설정 안내`,
    body: [
      `${product} 비밀번호 재설정을 요청하셨습니다.`,
      `이 이메일의 계정은 ${names} 로그인으로 가입한 계정이라 비밀번호가 없습니다.`,
      `로그인 화면에서 ${names} 로그인 버튼으로 로그인해주세요.`,
      '직접 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.',
    ].join('\n'),
  };
}

/**
 * Mails a 비밀번호 재설정 link to the brand's account of `email`, if there is one (deleted accounts have none); the
 * caller answers the same either way, so nothing here may surface to the visitor. The new link's hash is stored, and
 * the account's earlier unused links deleted, in one transaction before the mail goes out, so a link that arrives
 * always works and only the newest does. An account without a password (Kakao/Naver sign-up) is told by mail to log
 * in through its provider instead. Returns whether a mail was sent (for tests and logs, never for the answer).
 */
export async function requestPasswordReset(db: Db, mailer: Mailer, input: RequestPasswordResetInput): Promise<boolean> {
  const email = input.email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.brand, input.brand), eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  if (!user) return false;

  if (!user.passwordHash) {
    const identities = await db
      .select({ provider: userIdentities.provider })
      .from(userIdentities)
      .where(eq(userIdentities.userId, user.id))
      .orderBy(userIdentities.provider);
    await mailer.send({ brand: input.brand, to: email, ...socialAccountMail(input.brand, identities.map((row) => row.provider)) });
    return true;
  }

  const now = input.now ?? new Date();
  const { token, tokenHash } = createPasswordResetToken();
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      tokenHash,
      userId: user.id,
      brand: input.brand,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
      createdAt: now,
    });
  });
  const link = `${input.origin}/password/reset/${token}`;
  await mailer.send({ brand: input.brand, to: email, ...passwordResetMail(input.brand, link) });
  return true;
}
