/**
 * The console's sentences that name what was changed (a company, a paper, a type, a choice): each particle follows
 * the name through src/config/korean-particle.ts, so "(주)워크테스트랩을 승인했습니다" and "1회를 공개했습니다".
 */
import { withJosa } from '../../config/korean-particle';

export const consoleMessages = {
  corporateApproved: (companyName: string) => `${withJosa(companyName, '을/를')} 승인했습니다.`,
  corporateRejected: (companyName: string) => `${withJosa(companyName, '을/를')} 반려했습니다.`,
  /** After the toggle: `published` is the paper's new state. */
  paperPublishedChanged: (title: string, published: boolean) =>
    published ? `${withJosa(title, '을/를')} 공개했습니다.` : `${withJosa(title, '을/를')} 비공개로 바꿨습니다.`,
  /** `direction`: 위로 or 아래로. */
  typeMoved: (name: string, direction: string) => `${withJosa(name, '을/를')} ${direction} 옮겼습니다.`,
  typeRenamed: (name: string) => `유형 이름을 ${withJosa(name, '으로/로')} 바꿨습니다.`,
  /** `choice`: the circled number of the new answer (③). */
  answerChanged: (number: number, choice: string) => `${number}번 정답을 ${withJosa(choice, '으로/로')} 바꿨습니다.`,
  passageDeleteTitle: (label: string) => `${withJosa(label, '을/를')} 삭제할까요?`,
  /** An address takes no particle of its own: what it ends on is not how it is read (…net, …kr). */
  inquiryAnswerLabel: (email: string) => `답변 내용 (회원에게 보이고 ${email} 주소로 메일을 보냅니다)`,
};
