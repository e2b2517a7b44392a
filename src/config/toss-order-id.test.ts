import { describe, expect, it } from 'vitest';
import { orderNoFromTossOrderId, tossOrderId } from './toss-order-id';

describe("Toss's orderId", () => {
  it('wraps an order number and reads it back; anything else is no order', () => {
    const orderId = tossOrderId('20261128123456789012');
    expect(orderId).toBe('NP-20261128123456789012');
    expect(orderId).toMatch(/^[A-Za-z0-9_-]{6,64}$/);
    expect(orderNoFromTossOrderId(orderId)).toBe('20261128123456789012');
    expect(orderNoFromTossOrderId('20261128123456789012')).toBeNull();
    expect(orderNoFromTossOrderId('NP-2026')).toBeNull();
  });
});
