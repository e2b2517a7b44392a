import { and, asc, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { Db } from '../../../db/client';
import { shopAddresses } from '../../../db/schema';
import { lockMemberAddresses } from './lock-member-addresses';
import { addressNotFound } from '../my-page-errors';

/**
 * Deletes one of the member's addresses (another member's: 404). Deleting the default hands the mark to the oldest
 * remaining address in the same transaction, so a member with addresses always has a default.
 */
export async function deleteAddress(db: Db, input: { brand: BrandId; userId: string; addressNo: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMemberAddresses(tx, input.userId);
    const mine = and(eq(shopAddresses.userId, input.userId), eq(shopAddresses.brand, input.brand));
    const [removed] = await tx
      .delete(shopAddresses)
      .where(and(mine, eq(shopAddresses.id, input.addressNo)))
      .returning({ isDefault: shopAddresses.isDefault });
    if (!removed) throw addressNotFound();
    if (!removed.isDefault) return;
    const [next] = await tx
      .select({ id: shopAddresses.id })
      .from(shopAddresses)
      .where(mine)
      .orderBy(asc(shopAddresses.createdAt), asc(shopAddresses.id))
      .limit(1);
    if (next) await tx.update(shopAddresses).set({ isDefault: true, updatedAt: sql`now()` }).where(eq(shopAddresses.id, next.id));
  });
}
