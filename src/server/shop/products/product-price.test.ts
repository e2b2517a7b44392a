import { describe, expect, it } from 'vitest';
import { orderAmount, productPrice } from './product-price';

const now = new Date('2026-11-28T03:00:00.000Z');
const hour = 60 * 60_000;
const product = { price: 12_900, salePrice: 9_900, saleStartsAt: new Date(now.getTime() - hour), saleEndsAt: new Date(now.getTime() + hour) };

describe('productPrice', () => {
  it('is the sale price while the sale runs', () => {
    expect(productPrice(product, now)).toEqual({ listPrice: 12_900, price: 9_900, onSale: true, saleEndsAt: product.saleEndsAt });
  });

  it.each([
    ['before the sale', { saleStartsAt: new Date(now.getTime() + 1) }],
    ['at its end', { saleEndsAt: now }],
    ['without a sale price', { salePrice: null }],
  ])('is the list price %s', (_name, change) => {
    expect(productPrice({ ...product, ...change }, now)).toEqual({ listPrice: 12_900, price: 12_900, onSale: false, saleEndsAt: null });
  });

  it('runs an open-ended sale', () => {
    expect(productPrice({ ...product, saleStartsAt: null, saleEndsAt: null }, now)).toMatchObject({ price: 9_900, onSale: true });
  });
});

describe('orderAmount', () => {
  it('sums the stored unit prices times quantities', () => {
    expect(orderAmount([{ unitPrice: 9_900, quantity: 1 }, { unitPrice: 12_900, quantity: 2 }])).toBe(35_700);
    expect(orderAmount([])).toBe(0);
  });
});
