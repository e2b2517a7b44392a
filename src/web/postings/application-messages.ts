/**
 * The sentences of 지원하기 that name a cover letter; the particle follows the letter's title as it is read
 * (「…마케팅」으로, 「…지원서」로), through src/config/korean-particle.ts.
 */
import { josaOf } from '../../config/korean-particle';

/** `11월 29일 10:00에 「…」로 지원했어요.` after the status badge. */
export function appliedWithLetterText(appliedAt: string, letterTitle: string): string {
  return `${appliedAt}에 「${letterTitle}」${josaOf(letterTitle, '으로/로')} 지원했어요.`;
}

/** Why 지원서 제출 stops while an answer is over its question's limit (the server refuses it the same way). */
export const ANSWERS_OVER_LIMIT_MESSAGE = '글자 수 제한을 넘은 답변이 있어 지원할 수 없습니다. 자기소개서에서 답변을 줄인 뒤 지원해주세요.';

/** The confirmation before 지원서 제출: what goes, and that it cannot be edited afterwards. */
export function applyConfirmMessage(includeSpecSummary: boolean): string {
  const sent = includeSpecSummary ? '선택한 자기소개서와 스펙 요약이' : '선택한 자기소개서가';
  return `제출 후에는 수정할 수 없습니다. ${sent} 지금 내용 그대로 기업에 전달됩니다.`;
}
