import { describe, expect, it } from 'vitest';
import { orderCrumbs, orderOriginOf, orderSheetHref } from './order-crumbs';

const line = { productNo: 5, title: '투약 안전 집중 점검 모의고사' };

describe('order page crumbs', () => {
  it('lead a sheet made from the cart back to the cart', () => {
    expect(orderCrumbs('cart', [line, { productNo: 6, title: '다른 시험' }])).toEqual([
      { label: '장바구니', href: '/orders/cart' },
      { label: '주문/결제' },
    ]);
  });

  it('lead a purchase made at once back to its product, never to the cart', () => {
    expect(orderCrumbs('buy-now', [line])).toEqual([{ label: line.title, href: '/products/5' }, { label: '주문/결제' }]);
    expect(orderCrumbs('buy-now', undefined)).toEqual([{ label: '주문/결제' }]);
    expect(orderCrumbs('buy-now', [line, { productNo: 6, title: '다른 시험' }])).toEqual([{ label: '주문/결제' }]);
  });

  it('read the origin from the address the cart gives its sheets', () => {
    expect(orderSheetHref('20261129000000000001', 'cart')).toBe('/orders/order/20261129000000000001?from=cart');
    expect(orderSheetHref('20261129000000000001', 'buy-now')).toBe('/orders/order/20261129000000000001');
    expect(orderOriginOf('cart')).toBe('cart');
    expect(orderOriginOf(undefined)).toBe('buy-now');
    expect(orderOriginOf(['cart', 'x'])).toBe('buy-now');
  });
});
