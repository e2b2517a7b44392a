/**
 * A delivery address of `/mypage/manage-addresses` (ADR 29): one pure rule run by the address dialog in the
 * browser and again by the server's create and update, so both refuse the same input with the same Korean words.
 * There is no postcode service here: the member types the 5-digit 우편번호 (the 2015 국가기초구역번호) and the
 * address, and the rule checks their shape only.
 */
import { formatMobileNumber } from './shop-orderer';

export const ADDRESS_RECIPIENT_MIN = 2;
export const ADDRESS_RECIPIENT_MAX = 20;
export const ADDRESS_BASE_MAX = 100;
export const ADDRESS_DETAIL_MAX = 100;
/** Addresses one member may keep; the 11th is refused (ADDRESS_LIMIT). */
export const ADDRESS_MAX_COUNT = 10;

export const ADDRESS_MESSAGES = {
  recipientRequired: '받는 분 이름을 입력해주세요.',
  recipientLength: `받는 분 이름은 ${ADDRESS_RECIPIENT_MIN}~${ADDRESS_RECIPIENT_MAX}자로 입력해주세요.`,
  phoneRequired: '연락처를 입력해주세요.',
  phoneInvalid: '연락처를 정확히 입력해주세요. (예: 010-1234-5678)',
  postalCodeRequired: '우편번호를 입력해주세요.',
  postalCodeInvalid: '우편번호는 숫자 5자리로 입력해주세요.',
  baseRequired: '기본주소를 입력해주세요.',
  baseLength: `기본주소는 ${ADDRESS_BASE_MAX}자 이내로 입력해주세요.`,
  detailLength: `상세주소는 ${ADDRESS_DETAIL_MAX}자 이내로 입력해주세요.`,
  invalidText: '주소에 사용할 수 없는 문자가 있습니다.',
  limit: `배송지는 최대 ${ADDRESS_MAX_COUNT}개까지 등록할 수 있습니다. 사용하지 않는 배송지를 삭제한 후 다시 등록해주세요.`,
} as const;

export type AddressField = 'recipientName' | 'recipientPhone' | 'postalCode' | 'baseAddress' | 'detailAddress';

export interface AddressInput {
  recipientName: string;
  recipientPhone: string;
  postalCode: string;
  baseAddress: string;
  detailAddress: string;
}

export type AddressCheck = { ok: true; value: AddressInput } | { ok: false; field: AddressField; message: string };

/** Korean phone numbers a parcel may go to: mobiles (010, 011, 016–019) and landlines with an area code (02, 031…). */
const MOBILE = /^01[016789]\d{7,8}$/;
const LANDLINE = /^0(2\d{7,8}|[3-6][1-5]\d{7,8}|70\d{8})$/;
// Control characters have no place in a one-line field (a pasted NUL would fail in PostgreSQL as a 500).
const CONTROL = /[\u0000-\u001f\u007f]/;

const squash = (value: string) => value.trim().replace(/\s+/g, ' ');
const length = (value: string) => [...value].length;

/** 0212345678 → 02-1234-5678, 0311234567 → 031-123-4567; mobiles as formatMobileNumber. */
export function formatPhoneNumber(digits: string): string {
  if (MOBILE.test(digits)) return formatMobileNumber(digits);
  const area = digits.startsWith('02') ? 2 : 3;
  const rest = digits.slice(area);
  const split = rest.length === 8 ? 4 : 3;
  return `${digits.slice(0, area)}-${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** The first refused field with its message, or the address trimmed, spaces squashed and the phone formatted. */
export function checkAddress(input: AddressInput): AddressCheck {
  const fields = [input.recipientName, input.recipientPhone, input.postalCode, input.baseAddress, input.detailAddress];
  if (fields.some((value) => CONTROL.test(value))) {
    const index = fields.findIndex((value) => CONTROL.test(value));
    const names: AddressField[] = ['recipientName', 'recipientPhone', 'postalCode', 'baseAddress', 'detailAddress'];
    return { ok: false, field: names[index]!, message: ADDRESS_MESSAGES.invalidText };
  }
  const recipientName = squash(input.recipientName);
  if (!recipientName) return { ok: false, field: 'recipientName', message: ADDRESS_MESSAGES.recipientRequired };
  if (length(recipientName) < ADDRESS_RECIPIENT_MIN || length(recipientName) > ADDRESS_RECIPIENT_MAX) {
    return { ok: false, field: 'recipientName', message: ADDRESS_MESSAGES.recipientLength };
  }
  const phone = input.recipientPhone.trim();
  if (!phone) return { ok: false, field: 'recipientPhone', message: ADDRESS_MESSAGES.phoneRequired };
  const digits = phone.replace(/[\s-]/g, '');
  if (!MOBILE.test(digits) && !LANDLINE.test(digits)) {
    return { ok: false, field: 'recipientPhone', message: ADDRESS_MESSAGES.phoneInvalid };
  }
  const postalCode = input.postalCode.trim();
  if (!postalCode) return { ok: false, field: 'postalCode', message: ADDRESS_MESSAGES.postalCodeRequired };
  if (!/^\d{5}$/.test(postalCode)) return { ok: false, field: 'postalCode', message: ADDRESS_MESSAGES.postalCodeInvalid };
  const baseAddress = squash(input.baseAddress);
  if (!baseAddress) return { ok: false, field: 'baseAddress', message: ADDRESS_MESSAGES.baseRequired };
  if (length(baseAddress) > ADDRESS_BASE_MAX) return { ok: false, field: 'baseAddress', message: ADDRESS_MESSAGES.baseLength };
  const detailAddress = squash(input.detailAddress);
  if (length(detailAddress) > ADDRESS_DETAIL_MAX) return { ok: false, field: 'detailAddress', message: ADDRESS_MESSAGES.detailLength };
  return { ok: true, value: { recipientName, recipientPhone: formatPhoneNumber(digits), postalCode, baseAddress, detailAddress } };
}
