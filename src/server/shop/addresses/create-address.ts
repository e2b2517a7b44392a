import { and, count, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import { ADDRESS_MAX_COUNT, type AddressInput, checkAddress } from '../../../config/shop-address';
import type { ShopAddress } from '../../../contracts/shop-addresses';
import type { Db } from '../../../db/client';
import { shopAddresses } from '../../../db/schema';
import { presentAddress } from './address-rows';
import { lockMemberAddresses } from './lock-member-addresses';
import { addressLimit, invalidAddress } from '../my-page-errors';

export interface CreateAddressInput extends AddressInput {
  brand: BrandId;
  userId: string;
  isDefault: boolean;
}

/**
 * Adds a delivery address after the shared rule (src/config/shop-address.ts; Korean 400, nothing written). The
 * member's first address is the default whatever was asked; a new default takes the mark from the old one in the
 * same transaction. The 11th address is refused (ADDRESS_LIMIT, 409).
 */
export async function createAddress(db: Db, input: CreateAddressInput): Promise<ShopAddress> {
  const check = checkAddress(input);
  if (!check.ok) throw invalidAddress(check.message);
  return db.transaction(async (tx) => {
    await lockMemberAddresses(tx, input.userId);
    const mine = and(eq(shopAddresses.userId, input.userId), eq(shopAddresses.brand, input.brand));
    const [existing] = await tx.select({ n: count() }).from(shopAddresses).where(mine);
    const n = existing?.n ?? 0;
    if (n >= ADDRESS_MAX_COUNT) throw addressLimit();
    const isDefault = input.isDefault || n === 0;
    if (isDefault) {
      await tx.update(shopAddresses).set({ isDefault: false, updatedAt: sql`now()` }).where(and(mine, eq(shopAddresses.isDefault, true)));
    }
    const [row] = await tx
      .insert(shopAddresses)
      .values({ userId: input.userId, brand: input.brand, ...check.value, isDefault })
      .returning();
    return presentAddress(row!);
  });
}
