/** The report dialog's words about what is reported (게시글 or 댓글), the particle following the noun. */
import { withJosa } from '../../config/korean-particle';

export function reportHidingLead(noun: string): string {
  return `신고가 5건 쌓이면 운영자가 검토할 때까지 ${withJosa(noun, '이/가')} 숨겨져요.`;
}
