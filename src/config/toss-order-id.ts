/**
 * Toss's `orderId` for one of our orders (ADR 28), read by the server (confirm) and the fail page (다시 결제하기).
 * Toss wants 6–64 characters of letters, digits, `-` and `_`; the prefix keeps it from being all digits, which some
 * SDK versions read as a number.
 */
export const tossOrderId = (orderNo: string) => `NP-${orderNo}`;
export const orderNoFromTossOrderId = (orderId: string): string | null => /^NP-([0-9]{20})$/.exec(orderId)?.[1] ?? null;
