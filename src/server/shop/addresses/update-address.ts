import { and, eq, ne, sql } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import { type AddressInput, checkAddress } from '../../../config/shop-address';
import type { ShopAddress } from '../../../contracts/shop-addresses';
import type { Db } from '../../../db/client';
import { shopAddresses } from '../../../db/schema';
import { presentAddress } from './address-rows';
import { lockMemberAddresses } from './lock-member-addresses';
import { addressNotFound, invalidAddress } from '../my-page-errors';

export interface UpdateAddressInput extends AddressInput {
  brand: BrandId;
  userId: string;
  addressNo: number;
  /** true makes it the default (the old default loses the mark in the same transaction); false or absent leaves it. */
  isDefault?: boolean;
}

/**
 * Edits one of the member's addresses after the shared rule (Korean 400). Another member's address is 404. The
 * default is moved only by choosing another one: unticking the default is not a way to have none, so a member with
 * addresses always has one to preselect.
 */
export async function updateAddress(db: Db, input: UpdateAddressInput): Promise<ShopAddress> {
  const check = checkAddress(input);
  if (!check.ok) throw invalidAddress(check.message);
  return db.transaction(async (tx) => {
    await lockMemberAddresses(tx, input.userId);
    const mine = and(eq(shopAddresses.userId, input.userId), eq(shopAddresses.brand, input.brand));
    const [current] = await tx
      .select({ id: shopAddresses.id, isDefault: shopAddresses.isDefault })
      .from(shopAddresses)
      .where(and(mine, eq(shopAddresses.id, input.addressNo)));
    if (!current) throw addressNotFound();
    const makeDefault = input.isDefault === true && !current.isDefault;
    if (makeDefault) {
      await tx
        .update(shopAddresses)
        .set({ isDefault: false, updatedAt: sql`now()` })
        .where(and(mine, eq(shopAddresses.isDefault, true), ne(shopAddresses.id, current.id)));
    }
    const [row] = await tx
      .update(shopAddresses)
      .set({ ...check.value, ...(makeDefault ? { isDefault: true } : {}), updatedAt: sql`now()` })
      .where(eq(shopAddresses.id, current.id))
      .returning();
    return presentAddress(row!);
  });
}
