/**
 * The sentences of 지원하기 that name a cover letter; the particle follows the letter's title as it is read
 * (「…마케팅」으로, 「…지원서」로), through src/config/korean-particle.ts.
 */
import { josaOf } from '../../config/korean-particle';

/** `11월 29일 10:00에 「…」로 지원했어요.` after the status badge. */
export function appliedWithLetterText(appliedAt: string, letterTitle: string): string {
  return `${appliedAt}에 「${letterTitle}」${josaOf(letterTitle, '으로/로')} 지원했어요.`;
}
