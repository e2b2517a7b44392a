import { and, asc, desc, eq } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import { ADDRESS_MAX_COUNT } from '../../../config/shop-address';
import type { ShopAddressList } from '../../../contracts/shop-addresses';
import type { Db } from '../../../db/client';
import { shopAddresses } from '../../../db/schema';
import { presentAddress } from './address-rows';

/** The member's addresses: the default first, then in the order they were added; at most ADDRESS_MAX_COUNT (one page). */
export async function findAddresses(db: Db, input: { brand: BrandId; userId: string }): Promise<ShopAddressList> {
  const rows = await db
    .select()
    .from(shopAddresses)
    .where(and(eq(shopAddresses.userId, input.userId), eq(shopAddresses.brand, input.brand)))
    .orderBy(desc(shopAddresses.isDefault), asc(shopAddresses.createdAt), asc(shopAddresses.id))
    .limit(ADDRESS_MAX_COUNT);
  return { items: rows.map(presentAddress), maxCount: ADDRESS_MAX_COUNT };
}
