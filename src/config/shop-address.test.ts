import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, type AddressInput, checkAddress, formatPhoneNumber } from './shop-address';

const valid: AddressInput = {
  recipientName: '  김  간호 ',
  recipientPhone: '010 1234 5678',
  postalCode: '04524',
  baseAddress: ' 서울특별시 중구  세종대로 110 ',
  detailAddress: '3층 ',
};

describe('checkAddress', () => {
  it('accepts a Korean address, squashing spaces and formatting the phone', () => {
    expect(checkAddress(valid)).toEqual({
      ok: true,
      value: { recipientName: '김 간호', recipientPhone: '010-1234-5678', postalCode: '04524', baseAddress: '서울특별시 중구 세종대로 110', detailAddress: '3층' },
    });
  });

  it('accepts a landline and an empty 상세주소', () => {
    const check = checkAddress({ ...valid, recipientPhone: '02-123-4567', detailAddress: '  ' });
    expect(check).toMatchObject({ ok: true, value: { recipientPhone: '02-123-4567', detailAddress: '' } });
  });

  it.each([
    [{ recipientName: ' ' }, 'recipientName', ADDRESS_MESSAGES.recipientRequired],
    [{ recipientName: '김' }, 'recipientName', ADDRESS_MESSAGES.recipientLength],
    [{ recipientName: '가'.repeat(21) }, 'recipientName', ADDRESS_MESSAGES.recipientLength],
    [{ recipientPhone: '' }, 'recipientPhone', ADDRESS_MESSAGES.phoneRequired],
    [{ recipientPhone: '1234' }, 'recipientPhone', ADDRESS_MESSAGES.phoneInvalid],
    [{ postalCode: '' }, 'postalCode', ADDRESS_MESSAGES.postalCodeRequired],
    [{ postalCode: '1234' }, 'postalCode', ADDRESS_MESSAGES.postalCodeInvalid],
    [{ postalCode: '123-456' }, 'postalCode', ADDRESS_MESSAGES.postalCodeInvalid],
    [{ postalCode: '１２３４５' }, 'postalCode', ADDRESS_MESSAGES.postalCodeInvalid],
    [{ baseAddress: '' }, 'baseAddress', ADDRESS_MESSAGES.baseRequired],
    [{ baseAddress: '가'.repeat(101) }, 'baseAddress', ADDRESS_MESSAGES.baseLength],
    [{ detailAddress: '가'.repeat(101) }, 'detailAddress', ADDRESS_MESSAGES.detailLength],
    [{ detailAddress: '3층\u0000' }, 'detailAddress', ADDRESS_MESSAGES.invalidText],
  ])('refuses %o on %s with its Korean message', (change, field, message) => {
    expect(checkAddress({ ...valid, ...change })).toEqual({ ok: false, field, message });
  });
});

describe('formatPhoneNumber', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['0212345678', '02-1234-5678'],
    ['0311234567', '031-123-4567'],
    ['07012345678', '070-1234-5678'],
  ])('%s → %s', (digits, formatted) => {
    expect(formatPhoneNumber(digits)).toBe(formatted);
  });
});
