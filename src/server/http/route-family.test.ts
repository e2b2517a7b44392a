import { describe, expect, it } from 'vitest';
import { routeFamilyOf } from './route-family';

describe('routeFamilyOf', () => {
  it('names the family of a route pattern, never of a raw URL', () => {
    expect(routeFamilyOf('/apiV2/records/:recordIdx/answers/:multipleProblemIdx')).toBe('cbt');
    expect(routeFamilyOf('/apiV2/exams')).toBe('cbt');
    expect(routeFamilyOf('/apiV2/*')).toBe('cbt');
    expect(routeFamilyOf('/apiV2/admin/exams/:examIdx')).toBe('console');
    expect(routeFamilyOf('/apiV2/auth/login')).toBe('auth');
    expect(routeFamilyOf('/logout')).toBe('auth');
    expect(routeFamilyOf('/shop/cart/items')).toBe('shop');
    expect(routeFamilyOf('/v2/order-sheets/:orderSheetNo')).toBe('shop');
    expect(routeFamilyOf('/users/me')).toBe('shop');
    expect(routeFamilyOf('/cbt-product/exams/:examIdx')).toBe('shop');
    expect(routeFamilyOf('/graphql')).toBe('portal-graphql');
    expect(routeFamilyOf('/community/graphql')).toBe('community-graphql');
    expect(routeFamilyOf('/uploads/signed/:token')).toBe('uploads');
    expect(routeFamilyOf('/chat/events')).toBe('chat');
    expect(routeFamilyOf('/*')).toBe('pages');
    expect(routeFamilyOf('/healthz')).toBe('ops');
    expect(routeFamilyOf('/readyz')).toBe('ops');
    expect(routeFamilyOf('/metrics')).toBe('ops');
  });

  it('puts what no route matched, or an unknown pattern, under one label', () => {
    expect(routeFamilyOf(undefined)).toBe('unmatched');
    expect(routeFamilyOf('/something-new')).toBe('unmatched');
  });
});
