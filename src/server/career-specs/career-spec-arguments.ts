/**
 * Checks of 스펙 관리 entries before any query runs (pure). The GraphQL input names one section's fields;
 * each section has its own validator that turns the typed text into the `data` stored in career_specs (jsonb), so
 * nothing the database holds was not checked here. Numbers and dates arrive as the text the member typed, which
 * lets a wrong one be answered in Korean (GraphQL's own Float/Int errors would not be).
 */
import { josa } from 'es-hangul';
import {
  CAREER_SPEC_DESCRIPTION_MAX,
  CAREER_SPEC_NAME_MAX,
  CAREER_SPEC_TITLE_MAX,
  CERTIFICATE_SEARCH_MAX_LENGTH,
  CERTIFICATE_SEARCH_MAX_LIMIT,
  GPA_SCALES,
  type GpaScale,
  HSK_LEVELS,
  JLPT_LEVELS,
  OPIC_LEVELS,
  TOEIC_SPEAKING_LEVELS,
} from '../../contracts/career-specs';
import type { CareerSpecSection } from '../../db/schema';
import { careerSpecErrors, fieldError } from './career-spec-errors';

export const CAREER_SPEC_SECTION_LABELS: Record<CareerSpecSection, string> = {
  EDUCATION: '학력',
  LANGUAGE: '어학',
  CERTIFICATE: '자격증',
  AWARD: '수상',
  ACTIVITY: '대외활동·인턴',
};

export const EDUCATION_DEGREES = ['HIGH_SCHOOL', 'ASSOCIATE', 'BACHELOR', 'MASTER', 'DOCTOR'] as const;
export const EDUCATION_STATUSES = ['ENROLLED', 'ON_LEAVE', 'GRADUATED', 'EXPECTED', 'DROPPED'] as const;
export const LANGUAGE_TESTS = ['TOEIC', 'TOEIC_SPEAKING', 'OPIC', 'TEPS', 'TOEFL_IBT', 'JLPT', 'HSK', 'OTHER'] as const;
export const ACTIVITY_KINDS = ['EXTERNAL', 'INTERN', 'CONTEST', 'VOLUNTEER', 'EDUCATION'] as const;


export type EducationDegree = (typeof EDUCATION_DEGREES)[number];
export type EducationStatus = (typeof EDUCATION_STATUSES)[number];
export type LanguageTest = (typeof LANGUAGE_TESTS)[number];
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface EducationData {
  school: string;
  major: string;
  degree: EducationDegree;
  status: EducationStatus;
  /** `yyyy-MM` */
  startMonth: string;
  endMonth: string | null;
  /** As typed once checked (`3.85`); null with its scale when not given. */
  gpa: string | null;
  gpaScale: GpaScale | null;
}

export interface LanguageData {
  test: LanguageTest;
  /** The test's name for OTHER (기타), else null. */
  testName: string | null;
  /** A number for scored tests; OTHER's free text (`C1`, `합격`). */
  score: string | null;
  level: string | null;
  /** `yyyy-MM-dd` */
  takenOn: string;
}

export interface CertificateData {
  /** The picked entry of the certificates list; null for one typed freely. */
  certificateId: number | null;
  name: string;
  issuer: string;
  acquiredOn: string;
}

export interface AwardData {
  title: string;
  organiser: string;
  awardedOn: string;
  description: string;
}

export interface ActivityData {
  kind: ActivityKind;
  title: string;
  organisation: string;
  startMonth: string;
  endMonth: string | null;
  description: string;
}

export type CareerSpecData = EducationData | LanguageData | CertificateData | AwardData | ActivityData;

export type CareerSpecEntry =
  | { section: 'EDUCATION'; data: EducationData; postingId: null }
  | { section: 'LANGUAGE'; data: LanguageData; postingId: null }
  | { section: 'CERTIFICATE'; data: CertificateData; postingId: null }
  | { section: 'AWARD'; data: AwardData; postingId: null }
  | { section: 'ACTIVITY'; data: ActivityData; postingId: number | null };

type Text = string | null | undefined;

export interface EducationInput {
  school: string;
  major?: Text;
  degree: string;
  status: string;
  startMonth: string;
  endMonth?: Text;
  gpa?: Text;
  gpaScale?: Text;
}
export interface LanguageInput {
  test: string;
  testName?: Text;
  score?: Text;
  level?: Text;
  takenOn: string;
}
export interface CertificateInput {
  certificateId?: Text;
  name: string;
  issuer?: Text;
  acquiredOn: string;
}
export interface AwardInput {
  title: string;
  organiser?: Text;
  awardedOn: string;
  description?: Text;
}
export interface ActivityInput {
  kind: string;
  title: string;
  organisation?: Text;
  startMonth: string;
  endMonth?: Text;
  description?: Text;
  postingId?: Text;
}

/** The GraphQL CareerSpecInput: exactly one section's fields. */
export interface CareerSpecInput {
  education?: EducationInput | null;
  language?: LanguageInput | null;
  certificate?: CertificateInput | null;
  award?: AwardInput | null;
  activity?: ActivityInput | null;
}

// Line breaks and tabs belong in a description; every other control character does not (PostgreSQL refuses NUL).
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const SINGLE_LINE_CONTROL = /[\n\r\t]/;

type Field = Parameters<typeof fieldError>[0];

/** Trimmed text of at most `max` characters (code points); '' when absent. Control characters are refused. */
function text(value: Text, field: Field, label: string, max: number, options: { multiline?: boolean } = {}): string {
  const trimmed = (value ?? '').normalize('NFC').trim();
  if (CONTROL.test(trimmed) || LONE_SURROGATE.test(trimmed) || (!options.multiline && SINGLE_LINE_CONTROL.test(trimmed))) {
    throw fieldError(field, `${label}에 사용할 수 없는 문자가 포함되어 있습니다.`);
  }
  if ([...trimmed].length > max) throw fieldError(field, `${josa(label, '은/는')} ${max}자까지 입력할 수 있습니다.`);
  return trimmed;
}

function requiredText(value: Text, field: Field, label: string, max: number, blankMessage: string): string {
  const result = text(value, field, label, max);
  if (result.length === 0) throw fieldError(field, blankMessage);
  return result;
}

function oneOf<T extends string>(value: Text, allowed: readonly T[], field: Field, message: string): T {
  const v = (value ?? '').trim();
  if (!(allowed as readonly string[]).includes(v)) throw fieldError(field, message);
  return v as T;
}

const MONTH = /^(\d{4})-(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `yyyy-MM` between 1950-01 and 2100-12. */
function month(value: Text, field: Field, label: string): string {
  const v = (value ?? '').trim();
  const m = MONTH.exec(v);
  if (!m || Number(m[1]) < 1950 || Number(m[1]) > 2100 || Number(m[2]) < 1 || Number(m[2]) > 12) {
    throw fieldError(field, `${josa(label, '을/를')} YYYY-MM 형식으로 입력해주세요.`);
  }
  return v;
}

function optionalMonth(value: Text, field: Field, label: string): string | null {
  return (value ?? '').trim() === '' ? null : month(value, field, label);
}

/**
 * A calendar day `yyyy-MM-dd` since 1950 that is not after `today` (the KST day key of now): scores, certificates
 * and awards are things already obtained.
 */
function pastDay(value: Text, field: Field, label: string, today: string): string {
  const v = (value ?? '').trim();
  const m = DAY.exec(v);
  const valid =
    m !== null &&
    Number(m[1]) >= 1950 &&
    (() => {
      const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
      return date.getUTCFullYear() === Number(m[1]) && date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]);
    })();
  if (!valid) throw fieldError(field, `${josa(label, '을/를')} YYYY-MM-DD 형식으로 입력해주세요.`);
  // Same-width ISO strings compare as dates.
  if (v > today) throw fieldError(field, `${josa(label, '은/는')} 오늘 이후일 수 없습니다.`);
  return v;
}

/** A whole number in [min, max] typed as digits, else the test's own message. */
function integerIn(value: string, min: number, max: number, message: string): string {
  if (!/^\d{1,5}$/.test(value) || Number(value) < min || Number(value) > max) throw fieldError('score', message);
  return String(Number(value));
}

const blank = (value: Text) => (value ?? '').trim() === '';

export function parseEducation(input: EducationInput): EducationData {
  const school = requiredText(input.school, 'school', '학교명', CAREER_SPEC_NAME_MAX, '학교명을 입력해주세요.');
  const major = text(input.major, 'major', '전공', CAREER_SPEC_NAME_MAX);
  const degree = oneOf(input.degree, EDUCATION_DEGREES, 'degree', '학위를 선택해주세요.');
  const status = oneOf(input.status, EDUCATION_STATUSES, 'status', '재학 상태를 선택해주세요.');
  const startMonth = month(input.startMonth, 'startMonth', '입학 연월');
  const endMonth = optionalMonth(input.endMonth, 'endMonth', '졸업 연월');
  if (endMonth !== null && endMonth < startMonth) throw fieldError('endMonth', '종료일은 시작일 이후여야 합니다.');
  if ((status === 'GRADUATED' || status === 'EXPECTED') && endMonth === null) {
    throw fieldError('endMonth', '졸업(예정) 연월을 입력해주세요.');
  }
  let gpa: string | null = null;
  let gpaScale: GpaScale | null = null;
  if (!blank(input.gpa) || !blank(input.gpaScale)) {
    gpaScale = oneOf(input.gpaScale, GPA_SCALES, 'gpaScale', '학점 만점 기준(4.5, 4.3, 100)을 선택해주세요.');
    const raw = (input.gpa ?? '').trim();
    const outOfRange = `학점은 0보다 크고 ${gpaScale} 이하로 입력해주세요.`;
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(raw)) throw fieldError('gpa', blank(raw) ? '학점을 입력해주세요.' : outOfRange);
    const value = Number(raw);
    if (!(value > 0) || value > Number(gpaScale)) throw fieldError('gpa', outOfRange);
    gpa = raw;
  }
  return { school, major, degree, status, startMonth, endMonth, gpa, gpaScale };
}

/** Each test's score or level rule; `today` is the KST day key. */
export function parseLanguage(input: LanguageInput, today: string): LanguageData {
  const test = oneOf(input.test, LANGUAGE_TESTS, 'test', '어학 시험을 선택해주세요.');
  const takenOn = pastDay(input.takenOn, 'takenOn', '취득일', today);
  const score = (input.score ?? '').trim();
  const level = (input.level ?? '').trim();
  const scoreOnly = (min: number, max: number, name: string) =>
    integerIn(score, min, max, `${name} 점수는 ${min}~${max}점 사이로 입력해주세요.`);
  const none = { testName: null, score: null, level: null };
  switch (test) {
    case 'TOEIC':
      return { test, ...none, score: scoreOnly(10, 990, 'TOEIC'), takenOn };
    case 'TEPS':
      return { test, ...none, score: scoreOnly(0, 600, 'TEPS'), takenOn };
    case 'TOEFL_IBT':
      return { test, ...none, score: scoreOnly(0, 120, 'TOEFL iBT'), takenOn };
    case 'TOEIC_SPEAKING': {
      if (score === '' && level === '') throw fieldError('score', 'TOEIC Speaking은 점수나 레벨 중 하나 이상 입력해주세요.');
      return {
        test,
        testName: null,
        score: score === '' ? null : scoreOnly(0, 200, 'TOEIC Speaking'),
        level: level === '' ? null : oneOf(level, TOEIC_SPEAKING_LEVELS, 'level', 'TOEIC Speaking 레벨을 목록에서 선택해주세요.'),
        takenOn,
      };
    }
    case 'OPIC':
      return { test, ...none, level: oneOf(level, OPIC_LEVELS, 'level', 'OPIc 등급(NL~AL)을 선택해주세요.'), takenOn };
    case 'JLPT':
      return {
        test,
        testName: null,
        level: oneOf(level, JLPT_LEVELS, 'level', 'JLPT 급수(N1~N5)를 선택해주세요.'),
        score: score === '' ? null : scoreOnly(0, 180, 'JLPT'),
        takenOn,
      };
    case 'HSK':
      return {
        test,
        testName: null,
        level: oneOf(level, HSK_LEVELS, 'level', 'HSK 급수(1~6급)를 선택해주세요.'),
        score: score === '' ? null : scoreOnly(0, 300, 'HSK'),
        takenOn,
      };
    case 'OTHER':
      return {
        test,
        testName: requiredText(input.testName, 'testName', '시험명', CAREER_SPEC_NAME_MAX, '시험명을 입력해주세요.'),
        score: requiredText(input.score, 'score', '점수·등급', 30, '점수나 등급을 입력해주세요.'),
        level: null,
        takenOn,
      };
  }
}

export function parseCertificate(input: CertificateInput, today: string): CertificateData {
  let certificateId: number | null = null;
  if (!blank(input.certificateId)) {
    const raw = input.certificateId!.trim();
    if (!/^[1-9][0-9]{0,8}$/.test(raw)) throw fieldError('certificateId', '자격증 목록에서 다시 선택해주세요.');
    certificateId = Number(raw);
  }
  return {
    certificateId,
    name: requiredText(input.name, 'name', '자격증명', CAREER_SPEC_TITLE_MAX, '자격증명을 입력해주세요.'),
    issuer: text(input.issuer, 'issuer', '발급기관', CAREER_SPEC_NAME_MAX),
    acquiredOn: pastDay(input.acquiredOn, 'acquiredOn', '취득일', today),
  };
}

export function parseAward(input: AwardInput, today: string): AwardData {
  return {
    title: requiredText(input.title, 'title', '수상명', CAREER_SPEC_TITLE_MAX, '수상명을 입력해주세요.'),
    organiser: requiredText(input.organiser, 'organiser', '주최기관', CAREER_SPEC_NAME_MAX, '주최기관을 입력해주세요.'),
    awardedOn: pastDay(input.awardedOn, 'awardedOn', '수상일', today),
    description: text(input.description, 'description', '설명', CAREER_SPEC_DESCRIPTION_MAX, { multiline: true }),
  };
}

export function parseActivity(input: ActivityInput): { data: ActivityData; postingId: number | null } {
  const kind = oneOf(input.kind, ACTIVITY_KINDS, 'kind', '활동 구분을 선택해주세요.');
  const title = requiredText(input.title, 'title', '활동명', CAREER_SPEC_TITLE_MAX, '활동명을 입력해주세요.');
  const organisation = text(input.organisation, 'organisation', '기관명', CAREER_SPEC_NAME_MAX);
  const startMonth = month(input.startMonth, 'startMonth', '시작 연월');
  const endMonth = optionalMonth(input.endMonth, 'endMonth', '종료 연월');
  if (endMonth !== null && endMonth < startMonth) throw fieldError('endMonth', '종료일은 시작일 이후여야 합니다.');
  const description = text(input.description, 'description', '설명', CAREER_SPEC_DESCRIPTION_MAX, { multiline: true });
  let postingId: number | null = null;
  if (!blank(input.postingId)) {
    const raw = input.postingId!.trim();
    if (!/^[1-9][0-9]{0,8}$/.test(raw)) throw fieldError('postingId', '스크랩한 공고만 연결할 수 있습니다.');
    postingId = Number(raw);
  }
  return { data: { kind, title, organisation, startMonth, endMonth, description }, postingId };
}

/** Exactly one section's fields, checked by that section's validator; `today` is the KST day key (kstDayKey). */
export function parseCareerSpecInput(input: CareerSpecInput, today: string): CareerSpecEntry {
  const given = (['education', 'language', 'certificate', 'award', 'activity'] as const).filter((key) => input[key] != null);
  if (given.length !== 1) throw careerSpecErrors.invalidInput();
  if (input.education) return { section: 'EDUCATION', data: parseEducation(input.education), postingId: null };
  if (input.language) return { section: 'LANGUAGE', data: parseLanguage(input.language, today), postingId: null };
  if (input.certificate) return { section: 'CERTIFICATE', data: parseCertificate(input.certificate, today), postingId: null };
  if (input.award) return { section: 'AWARD', data: parseAward(input.award, today), postingId: null };
  const activity = parseActivity(input.activity!);
  return { section: 'ACTIVITY', data: activity.data, postingId: activity.postingId };
}

/** Entry ids are uuids. */
export function parseCareerSpecId(value: string): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) throw careerSpecErrors.invalidId();
  return value.toLowerCase();
}

export function parseCareerSpecSection(value: string): CareerSpecSection {
  if (!(Object.keys(CAREER_SPEC_SECTION_LABELS) as string[]).includes(value)) throw careerSpecErrors.invalidSection();
  return value as CareerSpecSection;
}

export function parseCertificateSearch(args: { query: string; limit?: number | null }): { query: string; limit: number } {
  const limit = args.limit ?? 10;
  if ([...args.query].length > CERTIFICATE_SEARCH_MAX_LENGTH || !Number.isInteger(limit) || limit < 1 || limit > CERTIFICATE_SEARCH_MAX_LIMIT) {
    throw careerSpecErrors.invalidSearch();
  }
  return { query: args.query, limit };
}
