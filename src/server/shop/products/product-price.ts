/**
 * What a product costs now (pure, unit-tested): the sale price while its period runs, else the list price. The SQL
 * twin (`currentPriceSql`) sorts lists by the same rule; product-price.test.ts holds the two to one table of cases.
 */
import { sql, type SQL } from 'drizzle-orm';
import { shopProducts } from '../../../db/schema';

export interface PricedProduct {
  price: number;
  salePrice: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
}

export interface ProductPrice {
  listPrice: number;
  price: number;
  onSale: boolean;
  saleEndsAt: Date | null;
}

export function productPrice(product: PricedProduct, now: Date): ProductPrice {
  const started = product.saleStartsAt === null || product.saleStartsAt.getTime() <= now.getTime();
  const notEnded = product.saleEndsAt === null || product.saleEndsAt.getTime() > now.getTime();
  const onSale = product.salePrice !== null && started && notEnded;
  return {
    listPrice: product.price,
    price: onSale ? product.salePrice! : product.price,
    onSale,
    saleEndsAt: onSale ? product.saleEndsAt : null,
  };
}

/** The price of `shop_products` now, as SQL (for sorting by price). */
export function currentPriceSql(now: Date): SQL<number> {
  const at = now.toISOString();
  return sql<number>`(case when ${shopProducts.salePrice} is not null
    and (${shopProducts.saleStartsAt} is null or ${shopProducts.saleStartsAt} <= ${at}::timestamptz)
    and (${shopProducts.saleEndsAt} is null or ${shopProducts.saleEndsAt} > ${at}::timestamptz)
    then ${shopProducts.salePrice} else ${shopProducts.price} end)`;
}

/** What an order of these lines costs (KRW): the stored unit prices times quantities. */
export function orderAmount(lines: ReadonlyArray<{ unitPrice: number; quantity: number }>): number {
  return lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
}
