/**
 * The reason an operator gives when rejecting a corporate sign-up (ADR 24): the company reads it on the
 * corporate site, so it must say something and stay short. One rule for the console's form and the operation.
 */
export const REJECTION_REASON_MAX_LENGTH = 300;

/** The reason to store (trimmed), or the Korean message that refuses it. */
export function checkRejectionReason(raw: string): { ok: true; reason: string } | { ok: false; message: string } {
  const reason = raw.trim();
  if (reason.length === 0) return { ok: false, message: '반려 사유를 입력해주세요.' };
  if ([...reason].length > REJECTION_REASON_MAX_LENGTH) {
    return { ok: false, message: `반려 사유는 ${REJECTION_REASON_MAX_LENGTH}자까지 입력할 수 있습니다.` };
  }
  return { ok: true, reason };
}
