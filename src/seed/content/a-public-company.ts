import type { SeedExam } from './types';
import { round as ncsRound1 } from './parts/a-public-company-ncs-1';
import { round as ncsRound2 } from './parts/a-public-company-ncs-2';
import { round as bizRound1 } from './parts/a-public-company-biz-1';
import { round as bizRound2 } from './parts/a-public-company-biz-2';

export const exams: SeedExam[] = [
  {
    brand: 'a',
    categorySlug: 'public-company',
    subType: 'NCS 직업기초능력',
    title: '공기업 NCS 실전 모의고사',
    description:
      '의사소통·수리·문제해결·자원관리·정보능력 5개 영역을 실제 NCS 필기 유형으로 구성한 모의고사입니다. 공고문, 규정, 보도자료, 통계표를 읽고 푸는 지문형 문항으로 실전 감각을 익히세요.',
    isFree: true,
    communityBoardSlug: 'cbt-ncs',
    rounds: [ncsRound1, ncsRound2],
  },
  {
    brand: 'a',
    categorySlug: 'public-company',
    subType: '공기업 전공(경영·경제)',
    title: '공기업 전공 경영·경제 실전 모의고사',
    description:
      '공기업 사무직 전공 필기에 자주 나오는 경영학(조직·인사·마케팅·재무·회계·생산)과 경제학(미시·거시·국제) 핵심 개념과 계산 문제를 회차별 20문항으로 정리했습니다.',
    isFree: true,
    communityBoardSlug: 'cbt-ncs',
    rounds: [bizRound1, bizRound2],
  },
];
