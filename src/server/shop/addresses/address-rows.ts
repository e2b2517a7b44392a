/** Presents a delivery address row as the contract says (src/contracts/shop-addresses.ts). */
import type { ShopAddress } from '../../../contracts/shop-addresses';
import type { ShopAddress as ShopAddressRow } from '../../../db/schema';

export function presentAddress(row: ShopAddressRow): ShopAddress {
  return {
    addressNo: row.id,
    recipientName: row.recipientName,
    recipientPhone: row.recipientPhone,
    postalCode: row.postalCode,
    baseAddress: row.baseAddress,
    detailAddress: row.detailAddress,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}
