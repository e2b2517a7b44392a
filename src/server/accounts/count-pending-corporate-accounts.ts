import { and, count, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { CORPORATE_STATE_CONDITIONS } from './corporate-account-states';

/** Corporate sign-ups of the brand waiting for review (the console's dashboard). */
export async function countPendingCorporateAccounts(db: Db, brand: BrandId): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.brand, brand), eq(users.type, 'CORPORATE'), CORPORATE_STATE_CONDITIONS.PENDING));
  return row?.n ?? 0;
}
