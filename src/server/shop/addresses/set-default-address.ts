import { and, eq, ne, sql } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { ShopAddress } from '../../../contracts/shop-addresses';
import type { Db } from '../../../db/client';
import { shopAddresses } from '../../../db/schema';
import { presentAddress } from './address-rows';
import { lockMemberAddresses } from './lock-member-addresses';
import { addressNotFound } from '../my-page-errors';

/**
 * 기본 배송지로 설정: the mark moves from the old default to this address in one transaction (the old one is cleared
 * first, so the partial unique index never sees two). Another member's address is 404 and nothing changes.
 */
export async function setDefaultAddress(db: Db, input: { brand: BrandId; userId: string; addressNo: number }): Promise<ShopAddress> {
  return db.transaction(async (tx) => {
    await lockMemberAddresses(tx, input.userId);
    const mine = and(eq(shopAddresses.userId, input.userId), eq(shopAddresses.brand, input.brand));
    const [target] = await tx.select({ id: shopAddresses.id }).from(shopAddresses).where(and(mine, eq(shopAddresses.id, input.addressNo)));
    if (!target) throw addressNotFound();
    await tx
      .update(shopAddresses)
      .set({ isDefault: false, updatedAt: sql`now()` })
      .where(and(mine, eq(shopAddresses.isDefault, true), ne(shopAddresses.id, target.id)));
    const [row] = await tx
      .update(shopAddresses)
      .set({ isDefault: true, updatedAt: sql`now()` })
      .where(eq(shopAddresses.id, target.id))
      .returning();
    return presentAddress(row!);
  });
}
