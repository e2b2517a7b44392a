import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type User, type UserType, users } from '../../db/schema';
import { conflict } from '../errors/domain-error';
import { hashPassword } from './password';

export interface CreateUserInput {
  brand: BrandId;
  email: string;
  password: string;
  username: string;
  type: UserType;
  nickname?: string | null;
  companyName?: string | null;
  businessNumber?: string | null;
  representativeName?: string | null;
  contactPhone?: string | null;
}

/** Registers a member of one brand. Corporate members start unapproved (spec §6). */
export async function createUser(db: Db, input: CreateUserInput): Promise<User> {
  const email = input.email.trim().toLowerCase();
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brand, input.brand), eq(users.email, email)))
    .limit(1);
  if (existing.length > 0) throw conflict('이미 가입된 이메일입니다.', 'EMAIL_TAKEN');

  const passwordHash = await hashPassword(input.password);
  const corporate = input.type !== 'NORMAL';
  const [user] = await db
    .insert(users)
    .values({
      brand: input.brand,
      email,
      username: input.username.trim(),
      nickname: input.nickname?.trim() || null,
      type: input.type,
      passwordHash,
      companyName: corporate ? input.companyName?.trim() || null : null,
      businessNumber: corporate ? input.businessNumber?.replace(/\D/g, '') || null : null,
      representativeName: corporate ? input.representativeName?.trim() || null : null,
      contactPhone: corporate ? input.contactPhone?.replace(/\D/g, '') || null : null,
    })
    .onConflictDoNothing()
    .returning();
  // A concurrent registration with the same email won the race.
  if (!user) throw conflict('이미 가입된 이메일입니다.', 'EMAIL_TAKEN');
  return user;
}
