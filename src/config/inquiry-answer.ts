/**
 * The operator's reply to a customer inquiry (ADR 30): the member reads it in the inquiry panel and on
 * /mypage/support and a visitor by mail, so it must say something and stay a letter, not a document. One rule for the
 * console's form and the operation.
 */
export const INQUIRY_ANSWER_MAX_LENGTH = 5000;

/** The answer to store (trimmed), or the Korean message that refuses it. */
export function checkInquiryAnswer(raw: string): { ok: true; answer: string } | { ok: false; message: string } {
  const answer = raw.trim();
  if (answer.length === 0) return { ok: false, message: '답변 내용을 입력해주세요.' };
  if ([...answer].length > INQUIRY_ANSWER_MAX_LENGTH) {
    return { ok: false, message: `답변은 ${INQUIRY_ANSWER_MAX_LENGTH}자까지 입력할 수 있습니다.` };
  }
  return { ok: true, answer };
}

/** How each status reads to operators and members. */
export const INQUIRY_STATUS_LABELS = { OPEN: '답변 대기', ANSWERED: '답변 완료', CLOSED: '종료' } as const;
