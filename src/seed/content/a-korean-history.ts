import type { SeedExam } from './types';
import { round as pre1 } from './parts/a-korean-history-pre-1';
import { round as pre2 } from './parts/a-korean-history-pre-2';
import { round as modern1 } from './parts/a-korean-history-modern-1';
import { round as modern2 } from './parts/a-korean-history-modern-2';

export const exams: SeedExam[] = [
  {
    brand: 'a',
    categorySlug: 'korean-history',
    subType: '한국사 기본(전근대)',
    title: '한국사 기본(전근대) 모의고사',
    description:
      '선사 시대부터 조선 후기까지 핵심 인물, 제도, 사건의 흐름을 정리하는 한국사 전근대 실전 모의고사입니다. 사료형 문항과 시기 순서 문항으로 흐름을 함께 점검할 수 있습니다.',
    isFree: true,
    communityBoardSlug: 'cbt-korean-history',
    rounds: [pre1, pre2],
  },
  {
    brand: 'a',
    categorySlug: 'korean-history',
    subType: '한국사 심화(근현대)',
    title: '한국사 심화(근현대) 모의고사',
    description:
      '개항기부터 일제 강점기, 광복 이후 현대사까지 근현대사의 주요 사건과 민족 운동, 민주화 과정을 다루는 한국사 심화 실전 모의고사입니다.',
    isFree: true,
    communityBoardSlug: 'cbt-korean-history',
    rounds: [modern1, modern2],
  },
];
