import { and, eq, isNull, or } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export interface FindLoginEmailInput {
  brand: BrandId;
  /** The name given at sign-up (or the 담당자 of a corporate account), or the name kept in /profile. */
  name: string;
  /** A phone number in any common writing (010-1234-5678, 01012345678). */
  phone: string;
}

/** At most this many addresses are hinted for one name and phone. */
const MAX_HINTS = 3;

/**
 * st****@careerroad.kr: the first two characters of the local part (one when it is that short) and the whole domain,
 * enough for the member to recognise the address, not enough to log in with it or mail it.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const keep = local.length > 2 ? 2 : 1;
  return `${local.slice(0, keep)}${'*'.repeat(Math.max(2, local.length - keep))}${email.slice(at)}`;
}

function phoneDigits(phone: string): string | undefined {
  const digits = phone.replace(/[\s-]/g, '');
  return /^0\d{8,10}$/.test(digits) ? digits : undefined;
}

/**
 * 이메일 찾기: the masked login emails of the brand's live accounts whose name (sign-up name or /profile name) and phone
 * (the /profile phone, or a corporate account's 담당자 연락처) both match exactly, oldest first. Empty when nothing
 * matches, the phone cannot be one, or the account never gave a phone: the caller answers those alike.
 */
export async function findLoginEmail(db: Db, input: FindLoginEmailInput): Promise<string[]> {
  const name = input.name.trim();
  const phone = phoneDigits(input.phone.trim());
  if (!name || !phone) return [];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.brand, input.brand),
        isNull(users.deletedAt),
        or(eq(users.phone, phone), eq(users.contactPhone, phone)),
        or(eq(users.username, name), eq(users.name, name)),
      ),
    )
    .orderBy(users.createdAt)
    .limit(MAX_HINTS);
  return rows.map((row) => maskEmail(row.email));
}
