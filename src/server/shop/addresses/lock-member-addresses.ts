import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Serialises one member's address writes: every write locks the member's user row first, so two tabs adding the
 * 10th and 11th address, or choosing two defaults at once, run one after the other and the limit and the single
 * default (also enforced by the partial unique index) hold without a unique-violation 500.
 */
export async function lockMemberAddresses(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
