/**
 * The 자기소개서 pages' sentences that name a letter or a kept version; each particle follows what it names as it is
 * read (버전 1로, 버전 3으로; 「…마케팅」과) through src/config/korean-particle.ts.
 */
import { josaOf, withJosa } from '../../../config/korean-particle';

const versionName = (number: number) => `버전 ${number}`;

export const coverLetterMessages = {
  deleteQuestion: (title: string) => `「${title}」${josaOf(title, '와/과')} 저장된 버전이 모두 삭제되며 되돌릴 수 없습니다.`,
  compareHeading: (number: number) => `${withJosa(versionName(number), '와/과')} 지금 내용 비교`,
  restoreQuestion: (number: number) => `${withJosa(versionName(number), '으로/로')} 되돌릴까요?`,
  restored: (number: number) => `${withJosa(versionName(number), '을/를')} 복원했습니다.`,
};
