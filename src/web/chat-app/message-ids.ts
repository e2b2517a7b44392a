/** Message ids are decimal strings (bigserial); cursor arithmetic uses BigInt so no id loses precision. */

const DECIMAL = /^\d{1,30}$/;

export function isDecimalId(id: string): boolean {
  return DECIMAL.test(id);
}

/** The id right after this one (`before: next(id)` is the page that ends with `id`); null for a non-decimal id. */
export function nextMessageId(id: string): string | null {
  return isDecimalId(id) ? (BigInt(id) + 1n).toString() : null;
}

/** Negative, zero or positive like a comparator; non-decimal ids compare as text. */
export function compareMessageIds(a: string, b: string): number {
  if (isDecimalId(a) && isDecimalId(b)) {
    const x = BigInt(a);
    const y = BigInt(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}
