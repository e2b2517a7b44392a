/**
 * The words 스펙 관리 shows for the server's codes (src/server/career-specs/career-spec-arguments.ts lists the same
 * codes and checks them again), and the page's sections as the `section` address parameter names them.
 */
import { HSK_LEVELS, JLPT_LEVELS, OPIC_LEVELS, TOEIC_SPEAKING_LEVELS } from '../../contracts/career-specs';
import type { CareerSpecSection } from '../api/career-specs-api';

export const SPEC_PAGE_SECTIONS = ['info', 'education', 'language', 'certificate', 'award', 'activity'] as const;
export type SpecPageSection = (typeof SPEC_PAGE_SECTIONS)[number];
export type SpecEntrySection = Exclude<SpecPageSection, 'info'>;

export const SPEC_PAGE_SECTION_LABELS: Record<SpecPageSection, string> = {
  info: '기본 정보',
  education: '학력',
  language: '어학',
  certificate: '자격증',
  award: '수상',
  activity: '대외활동·인턴',
};

export const SECTION_CODES: Record<SpecEntrySection, CareerSpecSection> = {
  education: 'EDUCATION',
  language: 'LANGUAGE',
  certificate: 'CERTIFICATE',
  award: 'AWARD',
  activity: 'ACTIVITY',
};

/** The overview's checklist: the completeness parts the server weighs. */
export const COMPLETENESS_PART_LABELS: Record<string, { label: string; section: SpecPageSection | null; hint: string }> = {
  BASICS: { label: '기본 정보', section: null, hint: '이름, 연락처, 출생연도, 학교, 전공' },
  EDUCATION: { label: '학력', section: 'education', hint: '학력 1개 이상' },
  LANGUAGE: { label: '어학', section: 'language', hint: '어학 점수 1개 이상' },
  CERTIFICATE: { label: '자격증', section: 'certificate', hint: '자격증 1개 이상' },
  AWARD: { label: '수상', section: 'award', hint: '수상 1개 이상' },
  ACTIVITY: { label: '대외활동·인턴', section: 'activity', hint: '활동 1개 이상' },
};

export const DEGREE_LABELS: Record<string, string> = {
  HIGH_SCHOOL: '고등학교',
  ASSOCIATE: '전문학사',
  BACHELOR: '학사',
  MASTER: '석사',
  DOCTOR: '박사',
};

export const EDUCATION_STATUS_LABELS: Record<string, string> = {
  ENROLLED: '재학',
  ON_LEAVE: '휴학',
  GRADUATED: '졸업',
  EXPECTED: '졸업예정',
  DROPPED: '중퇴',
};

export const LANGUAGE_TEST_LABELS: Record<string, string> = {
  TOEIC: 'TOEIC',
  TOEIC_SPEAKING: 'TOEIC Speaking',
  OPIC: 'OPIc',
  TEPS: 'TEPS',
  TOEFL_IBT: 'TOEFL iBT',
  JLPT: 'JLPT',
  HSK: 'HSK',
  OTHER: '기타',
};

/** Score bounds shown as the field's hint (the server's rules). */
export const LANGUAGE_SCORE_HINTS: Record<string, string> = {
  TOEIC: '10~990점',
  TOEIC_SPEAKING: '0~200점 (레벨만 있으면 비워두세요)',
  TEPS: '0~600점',
  TOEFL_IBT: '0~120점',
  JLPT: '선택 · 0~180점',
  HSK: '선택 · 0~300점',
  OTHER: '점수나 등급 (예: B2, 합격)',
};

export const LANGUAGE_LEVELS: Record<string, Array<{ value: string; label: string }>> = {
  TOEIC_SPEAKING: TOEIC_SPEAKING_LEVELS.map((value) => ({ value, label: value })),
  OPIC: OPIC_LEVELS.map((value) => ({ value, label: value })),
  JLPT: JLPT_LEVELS.map((value) => ({ value, label: value })),
  HSK: HSK_LEVELS.map((value) => ({ value, label: `${value}급` })),
};

/** Tests scored by a number (a score field), and tests with levels (a level field). */
export const SCORED_TESTS = ['TOEIC', 'TOEIC_SPEAKING', 'TEPS', 'TOEFL_IBT', 'JLPT', 'HSK', 'OTHER'];
export const LEVELLED_TESTS = ['TOEIC_SPEAKING', 'OPIC', 'JLPT', 'HSK'];

export const ACTIVITY_KIND_LABELS: Record<string, string> = {
  EXTERNAL: '대외활동',
  INTERN: '인턴',
  CONTEST: '공모전',
  VOLUNTEER: '봉사',
  EDUCATION: '교육',
};

/** A scrapped posting's kind as the activity's kind; a 채용 posting leaves the member's choice. */
export const POSTING_KIND_TO_ACTIVITY: Record<string, string | undefined> = {
  CONTEST: 'CONTEST',
  ACTIVITY: 'EXTERNAL',
  INTERNSHIP: 'INTERN',
};

export const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
