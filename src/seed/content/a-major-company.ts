import type { SeedExam } from './types';
import { round as verbalRound1 } from './parts/a-major-company-verbal-1';
import { round as verbalRound2 } from './parts/a-major-company-verbal-2';
import { round as reasoningRound1 } from './parts/a-major-company-reasoning-1';
import { round as reasoningRound2 } from './parts/a-major-company-reasoning-2';

export const exams: SeedExam[] = [
  {
    brand: 'a',
    categorySlug: 'major-company',
    subType: '언어·수리 적성',
    title: '대기업 인적성 언어·수리 실전 모의고사',
    description:
      '대기업 인적성 검사의 언어이해와 자료해석 영역을 대비하는 모의고사입니다. 설명문·논설문 독해, 어휘·어법, 논증 분석과 함께 도표 해석, 비율·증가율 계산, 응용수리 문항을 회차별 20문항으로 구성했습니다.',
    isFree: true,
    communityBoardSlug: 'cbt-major-aptitude',
    rounds: [verbalRound1, verbalRound2],
  },
  {
    brand: 'a',
    categorySlug: 'major-company',
    subType: '추리 적성',
    title: '대기업 인적성 추리 실전 모의고사',
    description:
      '명제·조건·진위 판단의 언어추리, 규칙을 찾는 수열추리, 말로 풀어 쓴 도형의 이동·회전·대칭 규칙을 찾는 도형추리까지 추리 영역 핵심 유형을 회차별 20문항으로 연습하세요.',
    isFree: true,
    communityBoardSlug: 'cbt-major-aptitude',
    rounds: [reasoningRound1, reasoningRound2],
  },
];
