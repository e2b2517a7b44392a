/**
 * The example paper the console's template downloads carry (ADR 31): two problems sharing a passage and a 합답형
 * problem, so the template shows every column in use. Original content.
 */
import type { ImportedPaper } from './imported-paper';

export const TEMPLATE_EXAMPLE: ImportedPaper = {
  passages: [{ key: 1, title: '다음 글을 읽고 물음에 답하시오.', body: '도서관은 오전 9시에 문을 열고 오후 6시에 닫는다.\n매주 월요일은 쉰다.', format: 'TEXT' }],
  problems: [
    { number: 1, subject: '국어', passageKey: 1, stem: '도서관이 문을 여는 시각은?', choices: ['오전 8시', '오전 9시', '오전 10시', '오후 6시'], answer: 2, explanation: '첫 문장에 나온다.', points: 5, format: 'TEXT' },
    { number: 2, subject: '국어', passageKey: 1, stem: '도서관이 쉬는 요일은?', choices: ['월요일', '화요일', '토요일', '일요일'], answer: 1, explanation: '', points: 5, format: 'TEXT' },
    {
      number: 3,
      subject: '상식',
      passageKey: null,
      stem: '옳은 것을 모두 고른 것은?\n\nㄱ. 물은 100℃에서 끓는다(1기압).\nㄴ. 지구는 달의 둘레를 돈다.\nㄷ. 빛은 소리보다 빠르다.',
      choices: ['ㄱ', 'ㄴ', 'ㄱ, ㄷ', 'ㄴ, ㄷ', 'ㄱ, ㄴ, ㄷ'],
      answer: 3,
      explanation: '지구가 아니라 달이 지구의 둘레를 돈다.',
      points: 5,
      format: 'TEXT',
    },
  ],
};
