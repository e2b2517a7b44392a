/**
 * The 자격증 list members search when adding a certificate (스펙 관리): certificates Korean job seekers
 * commonly hold, each with the body that issues it (a national technical qualification's exam is run by
 * 한국산업인력공단; a licence is issued by its ministry). Idempotent: a listed name and issuer is inserted once.
 */
import type { Db } from '../db/client';
import { certificates } from '../db/schema';
import { certificateSearchColumns } from '../server/search/search-certificates';

const 산업인력 = '한국산업인력공단';
const 상공회의소 = '대한상공회의소';
const 데이터진흥원 = '한국데이터산업진흥원';
const 보건복지부 = '보건복지부';
const 금융투자협회 = '한국금융투자협회';
const 생산성본부 = '한국생산성본부';

export const SEED_CERTIFICATES: ReadonlyArray<{ name: string; issuer: string }> = [
  { name: '정보처리기사', issuer: 산업인력 },
  { name: '정보처리산업기사', issuer: 산업인력 },
  { name: '정보처리기능사', issuer: 산업인력 },
  { name: '전기기사', issuer: 산업인력 },
  { name: '전기산업기사', issuer: 산업인력 },
  { name: '전기기능사', issuer: 산업인력 },
  { name: '산업안전기사', issuer: 산업인력 },
  { name: '건축기사', issuer: 산업인력 },
  { name: '토목기사', issuer: 산업인력 },
  { name: '일반기계기사', issuer: 산업인력 },
  { name: '품질경영기사', issuer: 산업인력 },
  { name: '위험물산업기사', issuer: 산업인력 },
  { name: '소방설비기사(전기분야)', issuer: 산업인력 },
  { name: '사회조사분석사 2급', issuer: 산업인력 },
  { name: '사회조사분석사 1급', issuer: 산업인력 },
  { name: '직업상담사 2급', issuer: 산업인력 },
  { name: '컨벤션기획사 2급', issuer: 산업인력 },
  { name: '물류관리사', issuer: 산업인력 },
  { name: '공인중개사', issuer: 산업인력 },
  { name: '한식조리기능사', issuer: 산업인력 },
  { name: '제과기능사', issuer: 산업인력 },
  { name: '정보보안기사', issuer: '한국방송통신전파진흥원' },
  { name: '컴퓨터활용능력 1급', issuer: 상공회의소 },
  { name: '컴퓨터활용능력 2급', issuer: 상공회의소 },
  { name: '워드프로세서', issuer: 상공회의소 },
  { name: '전산회계운용사 2급', issuer: 상공회의소 },
  { name: '유통관리사 2급', issuer: 상공회의소 },
  { name: '무역영어 1급', issuer: 상공회의소 },
  { name: '한국사능력검정시험 1급', issuer: '국사편찬위원회' },
  { name: '한국사능력검정시험 2급', issuer: '국사편찬위원회' },
  { name: '간호사 면허', issuer: 보건복지부 },
  { name: '사회복지사 1급', issuer: 보건복지부 },
  { name: '사회복지사 2급', issuer: 보건복지부 },
  { name: '보육교사 2급', issuer: 보건복지부 },
  { name: '영양사 면허', issuer: 보건복지부 },
  { name: '물리치료사 면허', issuer: 보건복지부 },
  { name: '임상병리사 면허', issuer: 보건복지부 },
  { name: 'ADsP (데이터분석 준전문가)', issuer: 데이터진흥원 },
  { name: 'ADP (데이터분석 전문가)', issuer: 데이터진흥원 },
  { name: 'SQLD (SQL 개발자)', issuer: 데이터진흥원 },
  { name: 'SQLP (SQL 전문가)', issuer: 데이터진흥원 },
  { name: '빅데이터분석기사', issuer: 데이터진흥원 },
  { name: 'KBS한국어능력시험', issuer: 'KBS한국방송공사' },
  { name: '한국어능력시험(TOPIK)', issuer: '국립국제교육원' },
  { name: '한자능력검정시험 2급', issuer: '한국어문회' },
  { name: '투자자산운용사', issuer: 금융투자협회 },
  { name: '펀드투자권유자문인력', issuer: 금융투자협회 },
  { name: '증권투자권유자문인력', issuer: 금융투자협회 },
  { name: 'AFPK', issuer: '한국FPSB' },
  { name: '신용분석사', issuer: '한국금융연수원' },
  { name: '재경관리사', issuer: '삼일회계법인' },
  { name: '회계관리 1급', issuer: '삼일회계법인' },
  { name: '전산회계 1급', issuer: '한국세무사회' },
  { name: '전산세무 2급', issuer: '한국세무사회' },
  { name: '매경TEST', issuer: '매일경제신문사' },
  { name: 'TESAT', issuer: '한국경제신문' },
  { name: '국제무역사 1급', issuer: '한국무역협회' },
  { name: 'GTQ 포토샵 1급', issuer: 생산성본부 },
  { name: 'ITQ 한글', issuer: 생산성본부 },
  { name: '리눅스마스터 2급', issuer: '한국정보통신진흥협회' },
  { name: '네트워크관리사 2급', issuer: '한국정보통신자격협회' },
  { name: '평생교육사 2급', issuer: '국가평생교육진흥원' },
  { name: '생활스포츠지도사 2급', issuer: '국민체육진흥공단' },
  { name: '자동차운전면허 1종 보통', issuer: '도로교통공단' },
];

export async function seedCertificates(db: Db, log: (message: string) => void = () => {}): Promise<void> {
  const inserted = await db
    .insert(certificates)
    .values(SEED_CERTIFICATES.map((c) => ({ ...c, ...certificateSearchColumns(c.name, c.issuer) })))
    .onConflictDoNothing({ target: [certificates.name, certificates.issuer] })
    .returning({ id: certificates.id });
  if (inserted.length > 0) log(`seeded ${inserted.length} certificates`);
}
