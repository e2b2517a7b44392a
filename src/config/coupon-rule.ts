/**
 * The console's coupon form (ADR 33): one rule for the form and the server, so the operator reads the same
 * Korean message before and after asking. Days are KST `yyyy-MM-dd`; a coupon is usable from 00:00 KST of its first
 * day until 24:00 KST of its last (the order rules treat `validUntil` as exclusive, src/config/order-discounts.ts).
 */
import { endOfKstDayExclusive, kstInstant } from './kst';
import { isKstDay } from './posting-form';
import type { CouponKind } from './order-discounts';

/** What a member types (src/db/schema/shop-discounts.ts `shop_coupons_code_valid`): upper-case letters, digits, hyphens. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9-]{4,30}$/;
export const COUPON_NAME_MAX_LENGTH = 60;
/** Won amounts a form may carry: well above any order, far below an integer column's limit. */
export const COUPON_AMOUNT_MAX = 10_000_000;
/** The most emails one issue may name (one transaction, one report the operator can read). */
export const COUPON_ISSUE_MAX_EMAILS = 500;

export const COUPON_KIND_LABELS: Record<CouponKind, string> = { PERCENT: '정률', FIXED: '정액' };

export interface CouponFormValues {
  name: string;
  /** Empty: an issue-only coupon, which members get only from staff (there is nothing to register). */
  code: string;
  kind: CouponKind;
  value: number;
  minOrderAmount: number;
  /** PERCENT only; null: no cap (and always null for FIXED). */
  maxDiscount: number | null;
  startDay: string;
  endDay: string;
}

export interface CouponTermsToStore {
  name: string;
  code: string | null;
  kind: CouponKind;
  value: number;
  minOrderAmount: number;
  maxDiscount: number | null;
  validFrom: Date;
  validUntil: Date;
}

export type CouponFormField = keyof CouponFormValues;
export type CouponFormCheck = { ok: true; coupon: CouponTermsToStore } | { ok: false; field: CouponFormField; message: string };

/** Spaces dropped and letters upper-cased: the form's code as a member would register it. */
export const normalizeCouponCodeInput = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();

const wholeWon = (n: number) => Number.isSafeInteger(n) && n >= 0 && n <= COUPON_AMOUNT_MAX;

/** The coupon to store, or the first field that is wrong and its Korean message (uniqueness is the server's: 409). */
export function checkCouponForm(values: CouponFormValues): CouponFormCheck {
  const fail = (field: CouponFormField, message: string): CouponFormCheck => ({ ok: false, field, message });
  const name = values.name.trim();
  if (name.length === 0) return fail('name', '쿠폰 이름을 입력해주세요.');
  if ([...name].length > COUPON_NAME_MAX_LENGTH) return fail('name', `쿠폰 이름은 ${COUPON_NAME_MAX_LENGTH}자까지 입력할 수 있습니다.`);
  const code = normalizeCouponCodeInput(values.code) || null;
  if (code !== null && !COUPON_CODE_PATTERN.test(code)) return fail('code', '쿠폰 코드는 영문 대문자, 숫자, 하이픈(-)으로 4~30자로 입력해주세요.');
  if (values.kind !== 'PERCENT' && values.kind !== 'FIXED') return fail('kind', '할인 방식을 선택해주세요.');
  if (values.kind === 'PERCENT') {
    if (!Number.isSafeInteger(values.value) || values.value < 1 || values.value > 100) return fail('value', '정률 할인은 1~100% 사이로 입력해주세요.');
  } else if (!wholeWon(values.value) || values.value <= 0) {
    return fail('value', '정액 할인은 1원 이상으로 입력해주세요.');
  }
  if (!wholeWon(values.minOrderAmount)) return fail('minOrderAmount', '최소 주문 금액은 0원 이상으로 입력해주세요.');
  let maxDiscount: number | null = null;
  if (values.kind === 'PERCENT' && values.maxDiscount !== null) {
    if (!wholeWon(values.maxDiscount) || values.maxDiscount <= 0) return fail('maxDiscount', '최대 할인 금액은 1원 이상으로 입력해주세요.');
    maxDiscount = values.maxDiscount;
  }
  if (!isKstDay(values.startDay)) return fail('startDay', '시작일을 입력해주세요.');
  if (!isKstDay(values.endDay)) return fail('endDay', '종료일을 입력해주세요.');
  // The same day is a one-day coupon; the end is exclusive at the next midnight, so it still ends after it starts.
  if (values.endDay < values.startDay) return fail('endDay', '종료일은 시작일 이후로 입력해주세요.');
  return {
    ok: true,
    coupon: {
      name,
      code,
      kind: values.kind,
      value: values.value,
      minOrderAmount: values.minOrderAmount,
      maxDiscount,
      validFrom: kstInstant(values.startDay),
      validUntil: endOfKstDayExclusive(kstInstant(values.endDay)),
    },
  };
}

/** The emails of the issue box: one per line (commas and spaces also split), trimmed, lower-cased, each once. */
export function parseIssueEmails(raw: string): string[] {
  const seen = new Set<string>();
  for (const part of raw.split(/[\s,;]+/)) {
    const email = part.trim().toLowerCase();
    if (email) seen.add(email);
  }
  return [...seen];
}

export function checkIssueEmails(emails: string[]): { ok: true } | { ok: false; message: string } {
  if (emails.length === 0) return { ok: false, message: '쿠폰을 보낼 회원의 이메일을 입력해주세요.' };
  if (emails.length > COUPON_ISSUE_MAX_EMAILS) return { ok: false, message: `한 번에 ${COUPON_ISSUE_MAX_EMAILS}명까지 발급할 수 있습니다.` };
  return { ok: true };
}
