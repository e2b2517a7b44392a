import { describe, expect, it } from 'vitest';
import { newOrderSheetNo } from './create-order-sheet';

describe('newOrderSheetNo', () => {
  it('starts with the KST date, which is a day ahead of UTC from 15:00 UTC', () => {
    expect(newOrderSheetNo(new Date('2026-12-31T14:59:59Z'))).toMatch(/^20261231\d{12}$/);
    expect(newOrderSheetNo(new Date('2026-12-31T15:00:00Z'))).toMatch(/^20270101\d{12}$/);
  });
});
