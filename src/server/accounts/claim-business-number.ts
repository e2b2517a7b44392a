/**
 * One corporate account per 사업자등록번호 and brand: checked inside the transaction that stores the
 * number, under a transaction-scoped advisory lock on (brand, number), so two sign-ups racing with one number cannot
 * both pass. Not a unique index: accounts made before the rule (and test factories) may already share a number.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import { CORPORATE_MESSAGES } from '../../config/corporate-account';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { conflict } from '../errors/domain-error';

export async function claimBusinessNumber(tx: Db, brand: BrandId, businessNumber: string, exceptUserId?: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`corporate-business-number:${brand}:${businessNumber}`}))`);
  const holders = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.brand, brand),
        eq(users.type, 'CORPORATE'),
        eq(users.businessNumber, businessNumber),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  if (holders.length > 0) throw conflict(CORPORATE_MESSAGES.businessNumberTaken, 'BUSINESS_NUMBER_TAKEN');
}
