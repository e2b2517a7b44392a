import type { SeedExam } from './types';
import { round as verbal1 } from './parts/a-psat-verbal-1';
import { round as verbal2 } from './parts/a-psat-verbal-2';
import { round as data1 } from './parts/a-psat-data-1';
import { round as data2 } from './parts/a-psat-data-2';

export const exams: SeedExam[] = [
  {
    brand: 'a',
    categorySlug: 'psat',
    subType: '언어논리·상황판단',
    title: 'PSAT 언어논리·상황판단 모의고사',
    description:
      '글의 논지 파악, 논리 추론, 규정 해석과 조건 퍼즐을 함께 연습하는 PSAT 언어논리·상황판단 실전 모의고사입니다. 모든 지문과 규정은 학습용으로 새로 작성한 가상 자료입니다.',
    isFree: true,
    communityBoardSlug: 'cbt-psat',
    rounds: [verbal1, verbal2],
  },
  {
    brand: 'a',
    categorySlug: 'psat',
    subType: '자료해석',
    title: 'PSAT 자료해석 모의고사',
    description:
      '표를 읽고 증가율, 비중, 가중 평균을 빠르고 정확하게 계산하는 힘을 기르는 PSAT 자료해석 실전 모의고사입니다. 모든 통계는 학습용으로 만든 가상 수치입니다.',
    isFree: true,
    communityBoardSlug: 'cbt-psat',
    rounds: [data1, data2],
  },
];
