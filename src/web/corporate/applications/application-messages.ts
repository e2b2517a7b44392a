/** The applicant page's sentences that name a decision, the particle following its label (src/config/korean-particle.ts). */
import { withJosa } from '../../../config/korean-particle';

export function decisionDoneToast(decisionLabel: string): string {
  return `${withJosa(decisionLabel, '으로/로')} 처리했습니다. 지원자에게 알림을 보냈습니다.`;
}
