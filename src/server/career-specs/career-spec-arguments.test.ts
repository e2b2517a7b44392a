import { describe, expect, it } from 'vitest';
import { CAREER_SPEC_DESCRIPTION_MAX } from '../../contracts/career-specs';
import {
  parseActivity,
  parseAward,
  parseCareerSpecId,
  parseCareerSpecInput,
  parseCertificate,
  parseCertificateSearch,
  parseEducation,
  parseLanguage,
} from './career-spec-arguments';
import { CareerSpecFieldError } from './career-spec-errors';

const TODAY = '2026-11-25';

/** The refusal of `run`: its field, code and Korean message. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof CareerSpecFieldError) return { field: error.field, code: error.code, message: error.message };
    if (error instanceof Error && 'code' in error) return { code: (error as { code: string }).code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

const education = { school: '한국대학교', major: '경영학', degree: 'BACHELOR', status: 'GRADUATED', startMonth: '2020-03', endMonth: '2024-02' };

describe('parseEducation', () => {
  it('keeps the typed fields trimmed and a GPA with its scale', () => {
    expect(parseEducation({ ...education, school: '  한국대학교 ', gpa: '3.85', gpaScale: '4.5' })).toEqual({
      ...education,
      gpa: '3.85',
      gpaScale: '4.5',
    });
    expect(parseEducation({ ...education, gpa: '', gpaScale: '' })).toMatchObject({ gpa: null, gpaScale: null });
    expect(parseEducation({ ...education, status: 'ENROLLED', endMonth: '' })).toMatchObject({ endMonth: null });
  });

  it('refuses an end before the start, GPAs outside (0, scale], unknown choices and blank school', () => {
    expect(refusal(() => parseEducation({ ...education, endMonth: '2019-12' }))).toEqual({
      field: 'endMonth',
      code: 'CAREER_SPEC_INVALID_END_MONTH',
      message: '종료일은 시작일 이후여야 합니다.',
    });
    expect(refusal(() => parseEducation({ ...education, gpa: '4.6', gpaScale: '4.5' })).message).toBe('학점은 0보다 크고 4.5 이하로 입력해주세요.');
    expect(refusal(() => parseEducation({ ...education, gpa: '4.4', gpaScale: '4.3' })).field).toBe('gpa');
    expect(refusal(() => parseEducation({ ...education, gpa: '0', gpaScale: '100' })).field).toBe('gpa');
    expect(refusal(() => parseEducation({ ...education, gpa: 'A+', gpaScale: '4.5' })).field).toBe('gpa');
    expect(parseEducation({ ...education, gpa: '95', gpaScale: '100' }).gpa).toBe('95');
    expect(refusal(() => parseEducation({ ...education, gpa: '3.5', gpaScale: '5.0' })).field).toBe('gpaScale');
    expect(refusal(() => parseEducation({ ...education, gpa: '3.5' })).field).toBe('gpaScale');
    expect(refusal(() => parseEducation({ ...education, degree: '학사' })).message).toBe('학위를 선택해주세요.');
    expect(refusal(() => parseEducation({ ...education, status: 'X' })).field).toBe('status');
    expect(refusal(() => parseEducation({ ...education, school: '  ' })).message).toBe('학교명을 입력해주세요.');
    expect(refusal(() => parseEducation({ ...education, school: '가'.repeat(51) })).message).toBe('학교명은 50자까지 입력할 수 있습니다.');
    expect(refusal(() => parseEducation({ ...education, startMonth: '2020-13' })).message).toBe('입학 연월을 YYYY-MM 형식으로 입력해주세요.');
    expect(refusal(() => parseEducation({ ...education, endMonth: '' })).field).toBe('endMonth');
    expect(refusal(() => parseEducation({ ...education, school: '한국\u0000대학교' })).field).toBe('school');
  });
});

describe('parseLanguage', () => {
  const taken = { takenOn: '2025-06-01' };
  it('applies each test its own score or level rule', () => {
    expect(parseLanguage({ test: 'TOEIC', score: '0900', ...taken }, TODAY)).toEqual({ test: 'TOEIC', testName: null, score: '900', level: null, ...taken });
    const cases: Array<[Record<string, string>, string]> = [
      [{ test: 'TOEIC', score: '5' }, 'TOEIC 점수는 10~990점 사이로 입력해주세요.'],
      [{ test: 'TOEIC', score: '995' }, 'TOEIC 점수는 10~990점 사이로 입력해주세요.'],
      [{ test: 'TOEIC', score: '9.5' }, 'TOEIC 점수는 10~990점 사이로 입력해주세요.'],
      [{ test: 'TOEIC', score: '' }, 'TOEIC 점수는 10~990점 사이로 입력해주세요.'],
      [{ test: 'TEPS', score: '601' }, 'TEPS 점수는 0~600점 사이로 입력해주세요.'],
      [{ test: 'TOEFL_IBT', score: '121' }, 'TOEFL iBT 점수는 0~120점 사이로 입력해주세요.'],
      [{ test: 'TOEIC_SPEAKING', score: '201' }, 'TOEIC Speaking 점수는 0~200점 사이로 입력해주세요.'],
      [{ test: 'TOEIC_SPEAKING' }, 'TOEIC Speaking은 점수나 레벨 중 하나 이상 입력해주세요.'],
      [{ test: 'TOEIC_SPEAKING', level: 'AX' }, 'TOEIC Speaking 레벨을 목록에서 선택해주세요.'],
      [{ test: 'OPIC', level: 'AH' }, 'OPIc 등급(NL~AL)을 선택해주세요.'],
      [{ test: 'JLPT', level: 'N6' }, 'JLPT 급수(N1~N5)를 선택해주세요.'],
      [{ test: 'HSK', level: '7' }, 'HSK 급수(1~6급)를 선택해주세요.'],
      [{ test: 'OTHER', score: 'C1' }, '시험명을 입력해주세요.'],
      [{ test: 'OTHER', testName: 'DELF' }, '점수나 등급을 입력해주세요.'],
      [{ test: 'IELTS', score: '7' }, '어학 시험을 선택해주세요.'],
    ];
    for (const [input, message] of cases) {
      expect(refusal(() => parseLanguage({ ...taken, ...input } as never, TODAY)).message, JSON.stringify(input)).toBe(message);
    }
    expect(parseLanguage({ test: 'TOEIC_SPEAKING', level: 'IH', ...taken }, TODAY)).toMatchObject({ score: null, level: 'IH' });
    expect(parseLanguage({ test: 'OPIC', level: 'IM2', score: '999', ...taken }, TODAY)).toMatchObject({ score: null, level: 'IM2' });
    expect(parseLanguage({ test: 'JLPT', level: 'N2', score: '150', ...taken }, TODAY)).toMatchObject({ level: 'N2', score: '150' });
    expect(parseLanguage({ test: 'OTHER', testName: 'DELF', score: 'B2', ...taken }, TODAY)).toMatchObject({ testName: 'DELF', score: 'B2' });
  });

  it('refuses a date in the future (KST today is allowed) and an impossible date', () => {
    expect(parseLanguage({ test: 'TEPS', score: '400', takenOn: TODAY }, TODAY).takenOn).toBe(TODAY);
    expect(refusal(() => parseLanguage({ test: 'TEPS', score: '400', takenOn: '2026-11-26' }, TODAY)).message).toBe('취득일은 오늘 이후일 수 없습니다.');
    expect(refusal(() => parseLanguage({ test: 'TEPS', score: '400', takenOn: '2026-02-30' }, TODAY)).message).toBe('취득일을 YYYY-MM-DD 형식으로 입력해주세요.');
  });
});

describe('other sections', () => {
  it('checks certificates, awards and activities', () => {
    expect(parseCertificate({ certificateId: '12', name: '정보처리기사', issuer: '한국산업인력공단', acquiredOn: '2024-05-01' }, TODAY)).toEqual({
      certificateId: 12,
      name: '정보처리기사',
      issuer: '한국산업인력공단',
      acquiredOn: '2024-05-01',
    });
    expect(parseCertificate({ name: '바리스타 2급', acquiredOn: '2024-05-01' }, TODAY)).toMatchObject({ certificateId: null, issuer: '' });
    expect(refusal(() => parseCertificate({ certificateId: 'x', name: 'a', acquiredOn: '2024-05-01' }, TODAY)).field).toBe('certificateId');
    expect(refusal(() => parseCertificate({ name: '', acquiredOn: '2024-05-01' }, TODAY)).message).toBe('자격증명을 입력해주세요.');

    const award = { title: '대상', organiser: '한국경제신문', awardedOn: '2025-01-10' };
    expect(parseAward({ ...award, description: '첫 줄\n둘째 줄' }, TODAY).description).toBe('첫 줄\n둘째 줄');
    expect(refusal(() => parseAward({ ...award, description: '가'.repeat(CAREER_SPEC_DESCRIPTION_MAX + 1) }, TODAY)).message).toBe(
      '설명은 500자까지 입력할 수 있습니다.',
    );
    expect(parseAward({ ...award, description: '😀'.repeat(CAREER_SPEC_DESCRIPTION_MAX) }, TODAY).description).toHaveLength(1000);
    expect(refusal(() => parseAward({ ...award, awardedOn: '2027-01-01' }, TODAY)).message).toBe('수상일은 오늘 이후일 수 없습니다.');

    const activity = { kind: 'INTERN', title: '마케팅 인턴', organisation: '(주)한빛', startMonth: '2025-07', endMonth: '2025-08' };
    expect(parseActivity({ ...activity, postingId: '42' })).toEqual({
      data: { ...activity, description: '' },
      postingId: 42,
    });
    expect(refusal(() => parseActivity({ ...activity, endMonth: '2025-06' })).message).toBe('종료일은 시작일 이후여야 합니다.');
    expect(refusal(() => parseActivity({ ...activity, kind: '인턴' })).message).toBe('활동 구분을 선택해주세요.');
    expect(refusal(() => parseActivity({ ...activity, title: '제목\n둘째' })).field).toBe('title');
  });

  it('takes exactly one section, ids as uuids and a bounded search', () => {
    expect(parseCareerSpecInput({ award: { title: '대상', organiser: '주최', awardedOn: '2025-01-01' } }, TODAY).section).toBe('AWARD');
    expect(refusal(() => parseCareerSpecInput({}, TODAY)).code).toBe('CAREER_SPEC_INVALID_INPUT');
    expect(
      refusal(() =>
        parseCareerSpecInput({ award: { title: 'a', organiser: 'b', awardedOn: '2025-01-01' }, education }, TODAY),
      ).code,
    ).toBe('CAREER_SPEC_INVALID_INPUT');
    expect(parseCareerSpecId('0B1E7A3C-1111-4222-8333-944455556666')).toBe('0b1e7a3c-1111-4222-8333-944455556666');
    expect(refusal(() => parseCareerSpecId('1')).code).toBe('CAREER_SPEC_INVALID_ID');
    expect(parseCertificateSearch({ query: '정처기' })).toEqual({ query: '정처기', limit: 10 });
    expect(refusal(() => parseCertificateSearch({ query: 'a', limit: 21 })).code).toBe('CERTIFICATE_SEARCH_INVALID');
    expect(refusal(() => parseCertificateSearch({ query: 'a'.repeat(51) })).code).toBe('CERTIFICATE_SEARCH_INVALID');
  });
});
