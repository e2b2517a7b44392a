import { and, eq, isNull } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type User, users } from '../../db/schema';
import { DomainError } from '../errors/domain-error';
import { getDummyHash, verifyPassword } from './password';

export const INVALID_CREDENTIALS_MESSAGE = '이메일 또는 비밀번호가 올바르지 않습니다.';

/**
 * Checks an email and password of one brand; the same error for unknown email and wrong password, and for a deleted
 * account (/profile 회원 탈퇴), which is never logged into again.
 */
export async function verifyCredentials(db: Db, brand: BrandId, email: string, password: string): Promise<User> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.brand, brand), eq(users.email, email.trim().toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
  if (!user || !ok) throw new DomainError('unauthenticated', 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  return user;
}
