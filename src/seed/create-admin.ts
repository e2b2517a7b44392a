/**
 * `npm run db:create-admin -- <a|b> <email> [--force] [--password-stdin]` (ADR 41): the first operator of a brand on
 * a database without demo content. The password is generated unless one is given (ADMIN_PASSWORD or stdin); the
 * command prints it once and nothing else records it. A brand that already has an ADMIN is refused unless --force
 * is given, which adds another ADMIN: no existing account is touched, so a forgotten password is recovered by a
 * second ADMIN, never by overwriting the first one's.
 */
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../config/hosts';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { createUser } from '../server/accounts/create-user';
import { grantUserRole } from '../server/accounts/grant-user-role';

/** Letters and digits without the look-alikes (0/O, 1/l/I), so a password copied by eye still works. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const GENERATED_LENGTH = 24;
/** A given password: long enough to stand against guessing, short enough for the login form's limit. */
export const ADMIN_PASSWORD_LENGTH = { min: 12, max: 128 } as const;

/** 24 characters of 57 (about 140 bits), with at least one letter and one digit like every member's password. */
export function generateAdminPassword(): string {
  for (;;) {
    const password = Array.from({ length: GENERATED_LENGTH }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
    if (/[A-Za-z]/.test(password) && /\d/.test(password)) return password;
  }
}

/** A refusal of the command, shown to the operator as its message alone. */
export class CreateAdminRefusal extends Error {
  override name = 'CreateAdminRefusal';
}

export interface CreateAdminInput {
  brand: BrandId;
  email: string;
  /** The operator's own password; generated when absent. */
  password?: string;
  /** Add an ADMIN even though the brand has one. */
  force?: boolean;
}

export interface CreatedAdmin {
  userId: string;
  email: string;
  password: string;
  generated: boolean;
}

export async function createAdmin(db: Db, input: CreateAdminInput): Promise<CreatedAdmin> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new CreateAdminRefusal(`"${input.email}" is not an email address`);
  const given = input.password;
  if (given !== undefined && (given.length < ADMIN_PASSWORD_LENGTH.min || given.length > ADMIN_PASSWORD_LENGTH.max)) {
    throw new CreateAdminRefusal(
      `the password must be ${ADMIN_PASSWORD_LENGTH.min}–${ADMIN_PASSWORD_LENGTH.max} characters; leave it out to have one generated`,
    );
  }
  const [existingAdmin] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.brand, input.brand), eq(users.role, 'ADMIN')))
    .limit(1);
  if (existingAdmin && !input.force) {
    throw new CreateAdminRefusal(
      `brand ${input.brand} already has an ADMIN (${existingAdmin.email}); pass --force to add another one`,
    );
  }
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brand, input.brand), eq(users.email, email)))
    .limit(1);
  if (taken) {
    throw new CreateAdminRefusal(
      `${input.brand}:${email} is already an account; make it an operator with npm run db:grant-role -- ${input.brand} ${email} ADMIN`,
    );
  }

  const password = given ?? generateAdminPassword();
  const userId = await db.transaction(async (tx) => {
    const user = await createUser(tx, { brand: input.brand, email, password, username: '관리자', type: 'NORMAL' });
    // The account has no session yet, so there is nothing cached to forget; the grant is audited with no actor.
    await grantUserRole(tx, { forgetUser: async () => {} }, { brand: input.brand, email, role: 'ADMIN', actorId: null });
    return user.id;
  });
  return { userId, email, password, generated: given === undefined };
}
