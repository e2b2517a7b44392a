/**
 * Demo portal postings: organisers (corporate channels) and the words the seed's generator combines into
 * original titles and bodies. Every name is invented; no posting or poster is copied from anywhere.
 */
import type { OrganiserType, PostingField, PostingKind, PostingRegion } from '../../db/schema';

export interface SeedOrganiser {
  url: string;
  title: string;
  email: string;
  companyName: string;
  businessNumber: string;
  organiserType: OrganiserType;
  region: PostingRegion;
  /** Fields its postings lean to. */
  fields: PostingField[];
  /** CBT exam type slugs its written tests cover (brand A categories), when it holds 필기전형. */
  writtenTestExamTypeSlugs?: string[];
  /** Two poster colours. */
  colors: [string, string];
  /** The jobs it hires for, when not the words of its field (JOB_TITLES): the hospitals' nursing posts. */
  jobTitles?: string[];
}

/**
 * The demo corporate account (hr@careerroad.kr, created with its channel by src/seed/seed.ts): its postings are
 * seeded too, under the channel's title, so it has questions to answer as 담당자.
 */
export const DEMO_CORPORATE_ORGANISER: SeedOrganiser = {
  url: 'hanbit-energy',
  title: '한빛에너지',
  email: 'hr@careerroad.kr',
  companyName: '(주)한빛에너지',
  businessNumber: '1208800001',
  organiserType: 'MIDSIZE',
  region: 'ULSAN',
  fields: ['SCIENCE', 'PLANNING', 'IT'],
  writtenTestExamTypeSlugs: ['major-company'],
  colors: ['#0e7490', '#164e63'],
};

export const SEED_ORGANISERS: SeedOrganiser[] = [
  { url: 'hanbit-electronics', title: '한빛전자', email: 'recruit@hanbit-electronics.kr', companyName: '(주)한빛전자', businessNumber: '2208811017', organiserType: 'LARGE', region: 'GYEONGGI', fields: ['IT', 'SCIENCE', 'MARKETING'], writtenTestExamTypeSlugs: ['major-company'], colors: ['#1d4ed8', '#0f172a'] },
  { url: 'nuri-bank', title: '누리은행', email: 'talent@nuri-bank.kr', companyName: '(주)누리은행', businessNumber: '2208811021', organiserType: 'LARGE', region: 'SEOUL', fields: ['FINANCE', 'BUSINESS', 'IT'], writtenTestExamTypeSlugs: ['major-company', 'korean-history'], colors: ['#047857', '#064e3b'] },
  { url: 'korea-energy-corp', title: '한국에너지공사', email: 'hr@korea-energy-corp.kr', companyName: '한국에너지공사', businessNumber: '2208811036', organiserType: 'PUBLIC_CORP', region: 'DAEJEON', fields: ['SCIENCE', 'SOCIAL', 'PLANNING'], writtenTestExamTypeSlugs: ['public-company', 'korean-history'], colors: ['#b45309', '#78350f'] },
  { url: 'mirae-transit', title: '미래교통공단', email: 'jobs@mirae-transit.kr', companyName: '미래교통공단', businessNumber: '2208811040', organiserType: 'PUBLIC_CORP', region: 'SEJONG', fields: ['PLANNING', 'SOCIAL', 'IT'], writtenTestExamTypeSlugs: ['public-company'], colors: ['#0e7490', '#164e63'] },
  { url: 'seoul-youth-center', title: '서울청년미래센터', email: 'youth@seoul-youth-center.kr', companyName: '서울청년미래센터', businessNumber: '2208811055', organiserType: 'GOVERNMENT', region: 'SEOUL', fields: ['SOCIAL', 'IDEA', 'EDUCATION'], writtenTestExamTypeSlugs: ['psat', 'korean-history'], colors: ['#7c3aed', '#4c1d95'] },
  { url: 'pureun-bio', title: '푸른바이오', email: 'people@pureun-bio.kr', companyName: '(주)푸른바이오', businessNumber: '2208811069', organiserType: 'MIDSIZE', region: 'INCHEON', fields: ['HEALTHCARE', 'SCIENCE'], colors: ['#15803d', '#14532d'] },
  { url: 'saebyeok-foods', title: '새벽식품', email: 'hello@saebyeok-foods.kr', companyName: '(주)새벽식품', businessNumber: '2208811074', organiserType: 'MIDSIZE', region: 'BUSAN', fields: ['MARKETING', 'DESIGN', 'VIDEO'], colors: ['#dc2626', '#7f1d1d'] },
  { url: 'globaltech-korea', title: '글로벌테크코리아', email: 'careers@globaltech-korea.kr', companyName: '글로벌테크코리아(유)', businessNumber: '2208811088', organiserType: 'FOREIGN', region: 'SEOUL', fields: ['IT', 'BUSINESS', 'MARKETING'], colors: ['#2563eb', '#1e3a8a'] },
  { url: 'snaplab', title: '스냅랩', email: 'team@snaplab.kr', companyName: '(주)스냅랩', businessNumber: '2208811093', organiserType: 'STARTUP', region: 'SEOUL', fields: ['IT', 'DESIGN', 'IDEA'], colors: ['#db2777', '#831843'] },
  { url: 'codewave', title: '코드웨이브', email: 'jobs@codewave.kr', companyName: '(주)코드웨이브', businessNumber: '2208811109', organiserType: 'STARTUP', region: 'ONLINE', fields: ['IT', 'EDUCATION'], colors: ['#0891b2', '#155e75'] },
  { url: 'chorok-foundation', title: '초록나눔재단', email: 'contact@chorok-foundation.kr', companyName: '재단법인 초록나눔', businessNumber: '2208811114', organiserType: 'NONPROFIT', region: 'NATIONWIDE', fields: ['SOCIAL', 'WRITING', 'PHOTO'], colors: ['#65a30d', '#365314'] },
  { url: 'hangyeol-construction', title: '한결건설', email: 'recruit@hangyeol.kr', companyName: '(주)한결건설', businessNumber: '2208811128', organiserType: 'LARGE', region: 'GYEONGSANG', fields: ['SCIENCE', 'PLANNING', 'FINANCE'], writtenTestExamTypeSlugs: ['major-company'], colors: ['#475569', '#1e293b'] },
];

/**
 * Hospitals hiring nurses: the portal's 보건·의료 jobs are brand B's 채용공고 (ADR 45). Seeded after the organisers above,
 * from their own random sequence, so the postings of those stay as they were.
 */
export const NURSING_ORGANISERS: SeedOrganiser[] = [
  { url: 'hanbit-univ-hospital', title: '한빛대학교병원', email: 'nurse@hanbit-hospital.kr', companyName: '한빛대학교병원', businessNumber: '2208811133', organiserType: 'NONPROFIT', region: 'SEOUL', fields: ['HEALTHCARE'], jobTitles: ['신규간호사', '병동 간호사', '중환자실 간호사', '수술실 간호사'], colors: ['#0f766e', '#134e4a'] },
  { url: 'nuri-medical-center', title: '누리시립의료원', email: 'jobs@nuri-medical.kr', companyName: '누리시립의료원', businessNumber: '2208811147', organiserType: 'PUBLIC_CORP', region: 'GYEONGGI', fields: ['HEALTHCARE'], jobTitles: ['간호직', '응급실 간호사', '보건직'], colors: ['#0369a1', '#0c4a6e'] },
  { url: 'bada-womens-hospital', title: '바다여성병원', email: 'recruit@bada-hospital.kr', companyName: '(의)바다의료재단 바다여성병원', businessNumber: '2208811152', organiserType: 'MIDSIZE', region: 'BUSAN', fields: ['HEALTHCARE'], jobTitles: ['분만실 간호사', '신생아실 간호사', '외래 간호사'], colors: ['#be185d', '#831843'] },
];

export const KIND_LABELS: Record<PostingKind, string> = {
  CONTEST: '공모전',
  ACTIVITY: '대외활동',
  INTERNSHIP: '인턴',
  RECRUIT: '채용',
};

export const CONTEST_THEMES: Partial<Record<PostingField, string[]>> = {
  MARKETING: ['마케팅 아이디어', '브랜드 슬로건', 'SNS 캠페인 기획'],
  IT: ['앱 개발', '해커톤', '데이터 분석', 'AI 활용 아이디어'],
  DESIGN: ['UX 디자인', '캐릭터 디자인', '패키지 디자인'],
  VIDEO: ['숏폼 영상', '광고 영상', '다큐멘터리 영상'],
  PHOTO: ['환경 사진', '일상 속 에너지 사진'],
  WRITING: ['청년 에세이', '수기', '시나리오'],
  IDEA: ['창업 아이디어', '생활 속 불편 해결 아이디어'],
  SOCIAL: ['정책 제안', '지역 상생 아이디어', 'ESG 아이디어'],
  SCIENCE: ['탄소중립 기술 아이디어', '과학 커뮤니케이션'],
  FINANCE: ['금융 교육 콘텐츠', '핀테크 서비스 기획'],
  HEALTHCARE: ['건강 캠페인', '디지털 헬스케어 아이디어'],
  EDUCATION: ['교육 콘텐츠', '코딩 교육 아이디어'],
  BUSINESS: ['비즈니스 케이스', '신사업 제안'],
  PLANNING: ['서비스 기획', '공공서비스 개선 아이디어'],
};

export const ACTIVITY_THEMES = ['대학생 서포터즈', '대학생 기자단', '홍보대사', '청년 봉사단', '대학생 마케터', '해외탐방단', '멘토링 프로그램', '앰배서더', '콘텐츠 크리에이터'];

export const JOB_TITLES: Partial<Record<PostingField, string[]>> = {
  MARKETING: ['마케팅', '브랜드 기획'],
  IT: ['SW 개발', '데이터 엔지니어', '정보보안'],
  DESIGN: ['UX/UI 디자인', '제품 디자인'],
  FINANCE: ['재무·회계', '리스크 관리'],
  BUSINESS: ['경영지원', '해외영업'],
  PLANNING: ['사업기획', '전략기획'],
  SCIENCE: ['연구개발', '품질관리'],
  SOCIAL: ['사회공헌', '행정'],
  HEALTHCARE: ['임상연구', '바이오 연구'],
  EDUCATION: ['교육 운영', '콘텐츠 기획'],
  VIDEO: ['영상 PD'],
  PHOTO: ['콘텐츠 에디터'],
  WRITING: ['콘텐츠 에디터'],
  IDEA: ['신사업 기획'],
};
