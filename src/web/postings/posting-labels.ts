/**
 * Korean labels of every posting code the portal GraphQL sends (kinds, organiser types, fields, targets, regions,
 * benefits, employment types, career levels, statuses, sorts), and the kind segments of the list route
 * (`/activities/ALL`, `/activities/CONTEST`, …). The web may not import src/db, so the code lists are repeated here in
 * the server's order; posting-labels.test.ts checks them against the schema so a new code cannot go unlabelled.
 */
import { POSTING_STATUS_LABELS, type PostingStatus } from '../../config/kst';
import type {
  CareerLevel,
  EmploymentType,
  OrganiserType,
  PostingKind,
} from '../api/postings-api';
import type { PostingSort } from '../../contracts/postings';

export type { PostingStatus };

export const POSTING_KIND_CODES = ['CONTEST', 'ACTIVITY', 'INTERNSHIP', 'RECRUIT'] as const satisfies readonly PostingKind[];

export const POSTING_KIND_LABELS: Record<PostingKind, string> = {
  CONTEST: '공모전',
  ACTIVITY: '대외활동',
  INTERNSHIP: '인턴',
  RECRUIT: '채용',
};

/** The list route's kind segment: one kind, or ALL (the brand A navigation links `/activities/ALL`). */
export type PostingKindSegment = PostingKind | 'ALL';
export const POSTING_KIND_SEGMENTS = ['ALL', ...POSTING_KIND_CODES] as const satisfies readonly PostingKindSegment[];

export const POSTING_KIND_SEGMENT_LABELS: Record<PostingKindSegment, string> = {
  ALL: '전체 공고',
  ...POSTING_KIND_LABELS,
};

export const ORGANISER_TYPE_CODES = [
  'LARGE', 'PUBLIC_CORP', 'MIDSIZE', 'FOREIGN', 'STARTUP', 'GOVERNMENT', 'NONPROFIT', 'OTHER',
] as const satisfies readonly OrganiserType[];

export const ORGANISER_TYPE_LABELS: Record<OrganiserType, string> = {
  LARGE: '대기업',
  PUBLIC_CORP: '공기업',
  MIDSIZE: '중견·중소기업',
  FOREIGN: '외국계',
  STARTUP: '스타트업',
  GOVERNMENT: '공공기관',
  NONPROFIT: '비영리단체',
  OTHER: '기타',
};

export const POSTING_FIELD_CODES = [
  'MARKETING', 'IT', 'DESIGN', 'PLANNING', 'VIDEO', 'PHOTO', 'WRITING', 'IDEA', 'BUSINESS', 'SOCIAL', 'SCIENCE',
  'FINANCE', 'HEALTHCARE', 'EDUCATION',
] as const;
export type PostingField = (typeof POSTING_FIELD_CODES)[number];

export const POSTING_FIELD_LABELS: Record<PostingField, string> = {
  MARKETING: '마케팅',
  IT: 'IT·개발',
  DESIGN: '디자인',
  PLANNING: '기획',
  VIDEO: '영상',
  PHOTO: '사진',
  WRITING: '문학·글',
  IDEA: '아이디어',
  BUSINESS: '경영·경제',
  SOCIAL: '사회공헌',
  SCIENCE: '과학·공학',
  FINANCE: '금융',
  HEALTHCARE: '보건·의료',
  EDUCATION: '교육',
};

export const POSTING_TARGET_CODES = ['UNIVERSITY', 'GRADUATE', 'YOUTH', 'ADULT', 'ANYONE'] as const;
export type PostingTarget = (typeof POSTING_TARGET_CODES)[number];

export const POSTING_TARGET_LABELS: Record<PostingTarget, string> = {
  UNIVERSITY: '대학생',
  GRADUATE: '졸업생',
  YOUTH: '청소년',
  ADULT: '일반인',
  ANYONE: '제한 없음',
};

export const POSTING_REGION_CODES = [
  'SEOUL', 'GYEONGGI', 'INCHEON', 'BUSAN', 'DAEGU', 'DAEJEON', 'GWANGJU', 'ULSAN', 'SEJONG', 'GANGWON', 'CHUNGCHEONG',
  'JEOLLA', 'GYEONGSANG', 'JEJU', 'NATIONWIDE', 'ONLINE', 'OVERSEAS',
] as const;
export type PostingRegion = (typeof POSTING_REGION_CODES)[number];

export const POSTING_REGION_LABELS: Record<PostingRegion, string> = {
  SEOUL: '서울',
  GYEONGGI: '경기',
  INCHEON: '인천',
  BUSAN: '부산',
  DAEGU: '대구',
  DAEJEON: '대전',
  GWANGJU: '광주',
  ULSAN: '울산',
  SEJONG: '세종',
  GANGWON: '강원',
  CHUNGCHEONG: '충청',
  JEOLLA: '전라',
  GYEONGSANG: '경상',
  JEJU: '제주',
  NATIONWIDE: '전국',
  ONLINE: '온라인',
  OVERSEAS: '해외',
};

export const POSTING_BENEFIT_CODES = [
  'PRIZE', 'ACTIVITY_FEE', 'CERTIFICATE', 'HIRING_BONUS', 'INTERNSHIP_CHANCE', 'OVERSEAS_TRIP', 'GIFTS',
] as const;
export type PostingBenefit = (typeof POSTING_BENEFIT_CODES)[number];

export const POSTING_BENEFIT_LABELS: Record<PostingBenefit, string> = {
  PRIZE: '상금',
  ACTIVITY_FEE: '활동비',
  CERTIFICATE: '수료증',
  HIRING_BONUS: '입사 가산점',
  INTERNSHIP_CHANCE: '인턴 기회',
  OVERSEAS_TRIP: '해외 탐방',
  GIFTS: '기념품',
};

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: '정규직',
  CONTRACT: '계약직',
  INTERN: '인턴',
  PART_TIME: '파트타임',
};

export const CAREER_LEVEL_LABELS: Record<CareerLevel, string> = {
  ENTRY: '신입',
  EXPERIENCED: '경력',
  ENTRY_OR_EXPERIENCED: '신입·경력',
  ANY: '경력 무관',
};

export const POSTING_STATUS_CODES = ['UPCOMING', 'OPEN', 'CLOSED'] as const satisfies readonly PostingStatus[];
/** 모집예정, 모집중, 마감 (the same labels the server's KST helpers use). */
export { POSTING_STATUS_LABELS };

export const POSTING_SORT_LABELS: Record<PostingSort, string> = {
  LATEST: '최신순',
  DEADLINE: '마감임박순',
  POPULAR: '인기순',
  SCRAPS: '스크랩순',
};

/** The label of a code, or the code itself when the server sends one this build does not know yet. */
export function labelOf<K extends string>(labels: Record<K, string>, code: string | null | undefined): string {
  if (code == null) return '';
  return Object.hasOwn(labels, code) ? labels[code as K] : code;
}

/** Labels of a list of codes, in the order given. */
export function labelsOf<K extends string>(labels: Record<K, string>, codes: readonly string[]): string[] {
  return codes.map((code) => labelOf(labels, code));
}

/** `상금 1,000만원`-style amounts: whole 만원 units, 억 above 1억 (`1억 2,000만원`), won below 1만원. */
export function formatPrizeMoney(won: number): string {
  if (!Number.isFinite(won) || won <= 0) return '';
  if (won < 10_000) return `${won.toLocaleString('en-US')}원`;
  const man = Math.floor(won / 10_000);
  const eok = Math.floor(man / 10_000);
  const rest = man % 10_000;
  if (eok === 0) return `${man.toLocaleString('en-US')}만원`;
  return rest === 0 ? `${eok.toLocaleString('en-US')}억원` : `${eok.toLocaleString('en-US')}억 ${rest.toLocaleString('en-US')}만원`;
}

export function isPostingKindSegment(value: unknown): value is PostingKindSegment {
  return typeof value === 'string' && (POSTING_KIND_SEGMENTS as readonly string[]).includes(value);
}

/** `/activities/<KIND>`: the list of one kind (ALL for every kind). */
export function postingListHref(kind: PostingKindSegment = 'ALL', query?: string): string {
  const base = `/activities/${kind}`;
  return query ? `${base}?${query}` : base;
}

/** `/activity/<id>`: a posting's page. */
export function postingHref(id: string | number): string {
  return `/activity/${encodeURIComponent(String(id))}`;
}
