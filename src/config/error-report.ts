/** The 문제 오류 신고 rules (ADR 32), shared by the dialog, the API and the console. */

/** The same list as the table's check (src/db/schema/problem-error-reports.ts); config imports only config. */
export type ErrorReportReason = 'ANSWER' | 'PROBLEM' | 'EXPLANATION' | 'OTHER';

/** The fixed reasons a taker picks from, in the order the dialog lists them. */
export const ERROR_REPORT_REASON_LABELS: Readonly<Record<ErrorReportReason, string>> = {
  ANSWER: '정답 오류',
  PROBLEM: '문제 오류',
  EXPLANATION: '해설 오류',
  OTHER: '기타',
};

export const ERROR_REPORT_DETAIL_MAX = 500;
export const ERROR_REPORT_NOTE_MAX = 500;

export type TextCheck = { ok: true; text: string } | { ok: false; message: string };

/** The taker's explanation: 1–500 characters once trimmed. */
export function checkErrorReportDetail(detail: string): TextCheck {
  const text = detail.trim();
  if (text.length === 0) return { ok: false, message: '오류 내용을 입력해주세요.' };
  if ([...text].length > ERROR_REPORT_DETAIL_MAX) return { ok: false, message: `오류 내용은 ${ERROR_REPORT_DETAIL_MAX}자 이내로 입력해주세요.` };
  return { ok: true, text };
}

/** The operator's note when resolving (required) or dismissing (optional): at most 500 characters once trimmed. */
export function checkResolutionNote(note: string | undefined, required: boolean): TextCheck {
  const text = (note ?? '').trim();
  if (required && text.length === 0) return { ok: false, message: '처리 내용을 입력해주세요.' };
  if ([...text].length > ERROR_REPORT_NOTE_MAX) return { ok: false, message: `처리 내용은 ${ERROR_REPORT_NOTE_MAX}자 이내로 입력해주세요.` };
  return { ok: true, text };
}
