/**
 * The order page's orderer fields, one set of pure rules run by the form in the browser and again by the
 * server's placeOrder, so both refuse the same input with the same Korean words.
 */
export const ORDERER_NAME_MIN = 2;
export const ORDERER_NAME_MAX = 20;

export const ORDERER_MESSAGES = {
  nameRequired: '주문자 이름을 입력해주세요.',
  nameLength: `주문자 이름은 ${ORDERER_NAME_MIN}~${ORDERER_NAME_MAX}자로 입력해주세요.`,
  phoneRequired: '휴대폰 번호를 입력해주세요.',
  phoneInvalid: '휴대폰 번호를 정확히 입력해주세요. (예: 010-1234-5678)',
  agreementRequired: '주문 내용을 확인하고 결제에 동의해주세요.',
} as const;

export type OrdererField = 'ordererName' | 'ordererPhone' | 'agreed';

export interface OrdererInput {
  ordererName: string;
  ordererPhone: string;
  agreed: boolean;
}

export type OrdererCheck =
  | { ok: true; value: { ordererName: string; ordererPhone: string } }
  | { ok: false; field: OrdererField; message: string };

/** Korean mobile numbers: 010 (and the older 011, 016–019) with 7 or 8 more digits. */
const MOBILE = /^01[016789]\d{7,8}$/;

/** 01012345678 → 010-1234-5678; 0111234567 → 011-123-4567. */
export function formatMobileNumber(digits: string): string {
  return digits.length === 11
    ? `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`
    : `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const normalName = (raw: string) => raw.trim().replace(/\s+/g, ' ');
const phoneDigits = (raw: string) => raw.trim().replace(/[\s-]/g, '');

function nameError(raw: string): string | undefined {
  const name = normalName(raw);
  if (!name) return ORDERER_MESSAGES.nameRequired;
  const length = [...name].length;
  if (length < ORDERER_NAME_MIN || length > ORDERER_NAME_MAX) return ORDERER_MESSAGES.nameLength;
  return undefined;
}

function phoneError(raw: string): string | undefined {
  if (!raw.trim()) return ORDERER_MESSAGES.phoneRequired;
  if (!MOBILE.test(phoneDigits(raw))) return ORDERER_MESSAGES.phoneInvalid;
  return undefined;
}

/** Every refused field with its message, in the form's order (empty when all are fine): what a submit shows at once. */
export function ordererErrors(input: OrdererInput): Partial<Record<OrdererField, string>> {
  const errors: Partial<Record<OrdererField, string>> = {};
  const name = nameError(input.ordererName);
  if (name) errors.ordererName = name;
  const phone = phoneError(input.ordererPhone);
  if (phone) errors.ordererPhone = phone;
  if (!input.agreed) errors.agreed = ORDERER_MESSAGES.agreementRequired;
  return errors;
}

/** The first refused field with its message, or the trimmed name and the phone as 010-1234-5678. */
export function checkOrderer(input: OrdererInput): OrdererCheck {
  const errors = ordererErrors(input);
  for (const field of ['ordererName', 'ordererPhone', 'agreed'] as const) {
    const message = errors[field];
    if (message) return { ok: false, field, message };
  }
  return { ok: true, value: { ordererName: normalName(input.ordererName), ordererPhone: formatMobileNumber(phoneDigits(input.ordererPhone)) } };
}
