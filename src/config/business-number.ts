/**
 * 사업자등록번호 (Korean business registration number): ten digits whose last is a check digit. Pure and
 * dependency-free so the corporate sign-up form and the server run the very same rule (ADR 22): a typo is caught
 * while typing, and a request that skipped the form is refused with the same words.
 *
 * The rule (National Tax Service): multiply the first nine digits by 1,3,7,1,3,7,1,3,5, add floor(9th digit × 5 / 10),
 * and the check digit is (10 − sum mod 10) mod 10.
 */

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** The digits a member typed, whatever the separators (`123-45-67890`, `123 45 67890`). */
export function businessNumberDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The check digit of the first nine digits (a string of exactly nine digits). */
export function businessNumberCheckDigit(firstNine: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(firstNine[i]) * WEIGHTS[i]!;
  sum += Math.floor((Number(firstNine[8]) * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

/** Ten digits (hyphens and spaces allowed between them) whose last is the check digit of the first nine. */
export function isValidBusinessNumber(value: string): boolean {
  const digits = businessNumberDigits(value);
  if (!/^\d{10}$/.test(digits)) return false;
  return businessNumberCheckDigit(digits.slice(0, 9)) === Number(digits[9]);
}

/** `1234567890` → `123-45-67890`, the way the number is printed on a 사업자등록증. */
export function formatBusinessNumber(digits: string): string {
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : digits;
}
