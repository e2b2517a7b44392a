/**
 * The reason an operator gives when sending a submitted posting back (ADR 25): the company reads it on /activities/ALL
 * and above its form. One rule for the console's form (ADR 30) and the operation (parseRejectionReason).
 */
export const POSTING_REJECTION_REASON_MAX_LENGTH = 500;
export const POSTING_REJECTION_REASON_MESSAGE = `반려 사유를 1~${POSTING_REJECTION_REASON_MAX_LENGTH}자로 입력해주세요.`;

/** The reason to store (line ends made \n, trimmed), or null when it is blank or too long. */
export function normalizePostingRejectionReason(raw: string | null | undefined): string | null {
  const reason = (raw ?? '').replace(/\r\n?/g, '\n').trim();
  if (!reason || [...reason].length > POSTING_REJECTION_REASON_MAX_LENGTH) return null;
  return reason;
}
