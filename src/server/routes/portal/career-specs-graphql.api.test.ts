/**
 * 스펙 관리 through /graphql: each section's entry round trip (add, list, update, delete), the overview's
 * completeness rising with them, another member's entry answered 404, the per-section Korean 400s (scores per test,
 * end before start, GPA above its scale, a future date, oversized text), the section bound, a linked posting that
 * must be one the member scrapped, the 자격증 search by word, abbreviation and 초성, and visitors 401.
 */
import { describe, expect, it } from 'vitest';
import { kstDayKey } from '../../../config/kst';
import { seedCertificates } from '../../../seed/seed-certificates';
import { createChannel, createLoggedInUser, createPosting } from '../../../test/factories';
import { dataOf, graphql, refusal } from '../../../test/graphql-call';
import { useTestApp } from '../../../test/test-app';
import { CAREER_SPEC_MAX_PER_SECTION } from '../../../contracts/career-specs';
import { setPostingScrap } from '../../postings/scrap-posting';

const t = useTestApp();

const SPEC_FIELDS = /* GraphQL */ `
  id section postingId
  education { school major degree status startMonth endMonth gpa gpaScale }
  language { test testName score level takenOn }
  certificate { certificateId name issuer acquiredOn }
  award { title organiser awardedOn description }
  activity { kind title organisation startMonth endMonth description }
`;
const LIST = `query ($section: CareerSpecSection!) { careerSpecs(section: $section) { section maxCount nodes { ${SPEC_FIELDS} } } }`;
const ADD = `mutation ($input: CareerSpecInput!) { addCareerSpec(input: $input) { ${SPEC_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: CareerSpecInput!) { updateCareerSpec(id: $id, input: $input) { ${SPEC_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteCareerSpec(id: $id) { id } }`;
const OVERVIEW = `query { careerOverview { basics { username email name school } counts { education language certificate award activity } completenessPercent completeness { part weight done } } }`;
const SEARCH = `query ($query: String!, $limit: Int) { certificateSearch(query: $query, limit: $limit) { id name issuer } }`;

const EDUCATION = { school: '한국대학교', major: '경영학', degree: 'BACHELOR', status: 'GRADUATED', startMonth: '2020-03', endMonth: '2024-02', gpa: '3.8', gpaScale: '4.5' };
const LANGUAGE = { test: 'TOEIC', score: '905', takenOn: '2025-05-11' };
const AWARD = { title: '마케팅 공모전 대상', organiser: '한국경제신문', awardedOn: '2024-11-02', description: '팀장으로 참여' };
const ACTIVITY = { kind: 'EXTERNAL', title: 'ESG 서포터즈', organisation: '한빛재단', startMonth: '2025-03', endMonth: '2025-08', description: '' };

async function member() {
  const session = await createLoggedInUser(t.database.db);
  const call = (query: string, variables: Record<string, unknown> = {}) => graphql(t, query, variables, { cookie: session.cookie });
  return { ...session, call };
}

describe('entries', () => {
  it('adds, lists, updates and deletes an entry of every section, and completeness follows', async () => {
    await seedCertificates(t.database.db);
    const { call } = await member();
    const overview = async () => dataOf(await call(OVERVIEW), 'careerOverview');
    expect((await overview()).completenessPercent).toBe(0);

    const [cert] = dataOf(await call(SEARCH, { query: '정보처리기사', limit: 1 }), 'certificateSearch');
    const inputs: Array<[string, string, Record<string, unknown>, Record<string, unknown>]> = [
      ['EDUCATION', 'education', EDUCATION, { ...EDUCATION, status: 'EXPECTED', gpa: '4.1' }],
      ['LANGUAGE', 'language', LANGUAGE, { test: 'OPIC', level: 'IH', takenOn: '2025-06-01' }],
      ['CERTIFICATE', 'certificate', { certificateId: cert.id, name: '정처기', acquiredOn: '2024-06-14' }, { name: '바리스타 2급', issuer: '한국커피협회', acquiredOn: '2023-01-05' }],
      ['AWARD', 'award', AWARD, { ...AWARD, description: '개인 수상' }],
      ['ACTIVITY', 'activity', ACTIVITY, { ...ACTIVITY, kind: 'VOLUNTEER' }],
    ];
    let expected = 0;
    const weights: Record<string, number> = { EDUCATION: 25, LANGUAGE: 15, CERTIFICATE: 15, AWARD: 10, ACTIVITY: 15 };
    for (const [section, key, input, changed] of inputs) {
      const added = dataOf(await call(ADD, { input: { [key]: input } }), 'addCareerSpec');
      expect(added.section).toBe(section);
      expected += weights[section]!;
      const now = await overview();
      expect(now.completenessPercent, section).toBe(expected);
      expect(now.counts[key]).toBe(1);

      const listed = dataOf(await call(LIST, { section }), 'careerSpecs');
      expect(listed).toMatchObject({ section, maxCount: CAREER_SPEC_MAX_PER_SECTION });
      expect(listed.nodes.map((n: { id: string }) => n.id)).toEqual([added.id]);

      const updated = dataOf(await call(UPDATE, { id: added.id, input: { [key]: changed } }), 'updateCareerSpec');
      expect(updated.id).toBe(added.id);
      if (section === 'CERTIFICATE') {
        // Picked from the list: stored as the list spells it, whatever was typed.
        expect(added.certificate).toEqual({ certificateId: cert.id, name: '정보처리기사', issuer: '한국산업인력공단', acquiredOn: '2024-06-14' });
        expect(updated.certificate).toEqual({ certificateId: null, name: '바리스타 2급', issuer: '한국커피협회', acquiredOn: '2023-01-05' });
      }
    }
    const education = dataOf(await call(LIST, { section: 'EDUCATION' }), 'careerSpecs').nodes[0];
    expect(education.education).toEqual({ ...EDUCATION, status: 'EXPECTED', gpa: '4.1' });
    expect(education.language).toBeNull();
    expect(dataOf(await call(LIST, { section: 'LANGUAGE' }), 'careerSpecs').nodes[0].language).toEqual({
      test: 'OPIC', testName: null, score: null, level: 'IH', takenOn: '2025-06-01',
    });
    expect((await overview()).completeness.filter((i: { done: boolean }) => i.done).map((i: { part: string }) => i.part)).toEqual([
      'EDUCATION', 'LANGUAGE', 'CERTIFICATE', 'AWARD', 'ACTIVITY',
    ]);

    // An entry keeps its section.
    expect(refusal(await call(UPDATE, { id: education.id, input: { award: AWARD } }))).toMatchObject({ status: 400, code: 'CAREER_SPEC_SECTION_MISMATCH' });

    expect(dataOf(await call(DELETE, { id: education.id }), 'deleteCareerSpec')).toEqual({ id: education.id });
    expect(dataOf(await call(LIST, { section: 'EDUCATION' }), 'careerSpecs').nodes).toEqual([]);
    expect((await overview()).completenessPercent).toBe(expected - 25);
    expect(refusal(await call(DELETE, { id: education.id }))).toMatchObject({ status: 404, code: 'CAREER_SPEC_NOT_FOUND' });
  });

  it("answers another member's entry as not found and leaves it alone", async () => {
    const owner = await member();
    const other = await member();
    const added = dataOf(await owner.call(ADD, { input: { award: AWARD } }), 'addCareerSpec');
    const notFound = { status: 404, code: 'CAREER_SPEC_NOT_FOUND', message: '스펙 항목을 찾을 수 없습니다.' };
    expect(refusal(await other.call(UPDATE, { id: added.id, input: { award: { ...AWARD, title: '가로채기' } } }))).toEqual(notFound);
    expect(refusal(await other.call(DELETE, { id: added.id }))).toEqual(notFound);
    expect(dataOf(await other.call(LIST, { section: 'AWARD' }), 'careerSpecs').nodes).toEqual([]);
    expect(dataOf(await owner.call(LIST, { section: 'AWARD' }), 'careerSpecs').nodes[0].award.title).toBe(AWARD.title);
    expect(refusal(await other.call(DELETE, { id: 'not-a-uuid' }))).toMatchObject({ status: 400, code: 'CAREER_SPEC_INVALID_ID' });
  });

  it('refuses invalid entries with Korean 400s naming the field, writing nothing', async () => {
    const { call } = await member();
    const tomorrow = kstDayKey(new Date(Date.now() + 86_400_000));
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ language: { ...LANGUAGE, score: '995' } }, 'CAREER_SPEC_INVALID_SCORE', 'TOEIC 점수는 10~990점 사이로 입력해주세요.'],
      [{ language: { ...LANGUAGE, score: '5' } }, 'CAREER_SPEC_INVALID_SCORE', 'TOEIC 점수는 10~990점 사이로 입력해주세요.'],
      [{ language: { test: 'TEPS', score: '700', takenOn: '2025-01-01' } }, 'CAREER_SPEC_INVALID_SCORE', 'TEPS 점수는 0~600점 사이로 입력해주세요.'],
      [{ language: { test: 'TOEFL_IBT', score: '130', takenOn: '2025-01-01' } }, 'CAREER_SPEC_INVALID_SCORE', 'TOEFL iBT 점수는 0~120점 사이로 입력해주세요.'],
      [{ language: { test: 'TOEIC_SPEAKING', score: '250', takenOn: '2025-01-01' } }, 'CAREER_SPEC_INVALID_SCORE', 'TOEIC Speaking 점수는 0~200점 사이로 입력해주세요.'],
      [{ language: { test: 'OPIC', level: 'AH', takenOn: '2025-01-01' } }, 'CAREER_SPEC_INVALID_LEVEL', 'OPIc 등급(NL~AL)을 선택해주세요.'],
      [{ language: { test: 'JLPT', level: 'N0', takenOn: '2025-01-01' } }, 'CAREER_SPEC_INVALID_LEVEL', 'JLPT 급수(N1~N5)를 선택해주세요.'],
      [{ language: { test: 'HSK', level: '9', takenOn: '2025-01-01' } }, 'CAREER_SPEC_INVALID_LEVEL', 'HSK 급수(1~6급)를 선택해주세요.'],
      [{ language: { ...LANGUAGE, takenOn: tomorrow } }, 'CAREER_SPEC_INVALID_TAKEN_ON', '취득일은 오늘 이후일 수 없습니다.'],
      [{ education: { ...EDUCATION, endMonth: '2019-02' } }, 'CAREER_SPEC_INVALID_END_MONTH', '종료일은 시작일 이후여야 합니다.'],
      [{ education: { ...EDUCATION, gpa: '4.7' } }, 'CAREER_SPEC_INVALID_GPA', '학점은 0보다 크고 4.5 이하로 입력해주세요.'],
      [{ education: { ...EDUCATION, gpa: '4.4', gpaScale: '4.3' } }, 'CAREER_SPEC_INVALID_GPA', '학점은 0보다 크고 4.3 이하로 입력해주세요.'],
      [{ activity: { ...ACTIVITY, startMonth: '2025-09' } }, 'CAREER_SPEC_INVALID_END_MONTH', '종료일은 시작일 이후여야 합니다.'],
      [{ award: { ...AWARD, awardedOn: tomorrow } }, 'CAREER_SPEC_INVALID_AWARDED_ON', '수상일은 오늘 이후일 수 없습니다.'],
      [{ award: { ...AWARD, description: '가'.repeat(501) } }, 'CAREER_SPEC_INVALID_DESCRIPTION', '설명은 500자까지 입력할 수 있습니다.'],
      [{ award: { ...AWARD, title: '가'.repeat(10_000) } }, 'CAREER_SPEC_INVALID_TITLE', '수상명은 100자까지 입력할 수 있습니다.'],
      [{ certificate: { certificateId: '999999', name: '없는 자격증', acquiredOn: '2024-01-01' } }, 'CAREER_SPEC_INVALID_CERTIFICATE_ID', '자격증 목록에서 다시 선택해주세요.'],
      [{ certificate: { name: '자격증', acquiredOn: tomorrow } }, 'CAREER_SPEC_INVALID_ACQUIRED_ON', '취득일은 오늘 이후일 수 없습니다.'],
      [{}, 'CAREER_SPEC_INVALID_INPUT', '학력, 어학, 자격증, 수상, 활동 중 한 항목의 내용을 보내주세요.'],
    ];
    for (const [input, code, message] of cases) {
      expect(refusal(await call(ADD, { input })), code).toEqual({ status: 400, code, message });
    }
    expect(dataOf(await call(OVERVIEW), 'careerOverview').counts).toEqual({ education: 0, language: 0, certificate: 0, award: 0, activity: 0 });
  });

  it('links an activity only to a posting the member scrapped', async () => {
    const db = t.database.db;
    const { user, call } = await member();
    const channel = await createChannel(db);
    const scrapped = await createPosting(db, { channel, title: '스크랩한 인턴십' });
    const notScrapped = await createPosting(db, { channel, title: '다른 공고' });
    await setPostingScrap(db, t.app.profileCounts, { brand: 'a', userId: user.id, postingId: scrapped.id, scrapped: true });
    const linked = dataOf(await call(ADD, { input: { activity: { ...ACTIVITY, postingId: String(scrapped.id) } } }), 'addCareerSpec');
    expect(linked.postingId).toBe(String(scrapped.id));
    expect(refusal(await call(ADD, { input: { activity: { ...ACTIVITY, postingId: String(notScrapped.id) } } }))).toEqual({
      status: 400,
      code: 'CAREER_SPEC_INVALID_POSTING_ID',
      message: '스크랩한 공고만 연결할 수 있습니다.',
    });
    // Unscrapped later: an edit may keep the link it has, not make a new one.
    await setPostingScrap(db, t.app.profileCounts, { brand: 'a', userId: user.id, postingId: scrapped.id, scrapped: false });
    const kept = dataOf(await call(UPDATE, { id: linked.id, input: { activity: { ...ACTIVITY, title: '수정', postingId: String(scrapped.id) } } }), 'updateCareerSpec');
    expect(kept).toMatchObject({ postingId: String(scrapped.id), activity: { title: '수정' } });
    expect(refusal(await call(UPDATE, { id: linked.id, input: { activity: { ...ACTIVITY, postingId: String(notScrapped.id) } } })).code).toBe(
      'CAREER_SPEC_INVALID_POSTING_ID',
    );
  });

  it(`keeps at most ${CAREER_SPEC_MAX_PER_SECTION} entries per section`, async () => {
    const { call } = await member();
    for (let i = 0; i < CAREER_SPEC_MAX_PER_SECTION; i++) {
      dataOf(await call(ADD, { input: { award: { ...AWARD, title: `상 ${i}` } } }), 'addCareerSpec');
    }
    expect(refusal(await call(ADD, { input: { award: AWARD } }))).toEqual({
      status: 400,
      code: 'CAREER_SPEC_TOO_MANY',
      message: `수상 항목은 ${CAREER_SPEC_MAX_PER_SECTION}개까지 등록할 수 있습니다.`,
    });
    expect(dataOf(await call(LIST, { section: 'AWARD' }), 'careerSpecs').nodes).toHaveLength(CAREER_SPEC_MAX_PER_SECTION);
    // Other sections are counted apart.
    dataOf(await call(ADD, { input: { language: LANGUAGE } }), 'addCareerSpec');
  });
});

describe('certificateSearch', () => {
  it('finds certificates by word, abbreviation, 초성 and issuer, bounded', async () => {
    await seedCertificates(t.database.db);
    await seedCertificates(t.database.db); // idempotent
    const { call } = await member();
    const names = async (query: string, limit?: number) =>
      (dataOf(await call(SEARCH, { query, limit }), 'certificateSearch') as { name: string }[]).map((c) => c.name);
    expect((await names('처리기사'))[0]).toBe('정보처리기사');
    expect((await names('정처기'))[0]).toBe('정보처리기사');
    expect(await names('정처기')).toContain('정보처리산업기사');
    expect((await names('ㅈㅂㅊㄹ'))[0]).toBe('정보처리기사');
    expect(await names('컴활')).toEqual(expect.arrayContaining(['컴퓨터활용능력 1급', '컴퓨터활용능력 2급']));
    expect(await names('한국사')).toContain('한국사능력검정시험 1급');
    expect((await names('sqld'))[0]).toBe('SQLD (SQL 개발자)');
    expect(await names('데이터산업진흥원')).toContain('ADsP (데이터분석 준전문가)');
    expect(await names('정보처리긴사')).toContain('정보처리기사'); // one wrong jamo
    expect(await names('기사', 3)).toHaveLength(3);
    expect(await names('   ')).toEqual([]);
    expect(refusal(await call(SEARCH, { query: '가'.repeat(51) }))).toMatchObject({ status: 400, code: 'CERTIFICATE_SEARCH_INVALID' });
    expect(refusal(await call(SEARCH, { query: '기사', limit: 100 }))).toMatchObject({ status: 400, code: 'CERTIFICATE_SEARCH_INVALID' });
  });
});

describe('who may use it', () => {
  it('refuses visitors with the Korean 401 and corporate members with a 403', async () => {
    const calls: Array<[string, Record<string, unknown>]> = [
      [LIST, { section: 'EDUCATION' }],
      [OVERVIEW, {}],
      [SEARCH, { query: '기사' }],
      [ADD, { input: { award: AWARD } }],
      [UPDATE, { id: '0b1e7a3c-1111-4222-8333-944455556666', input: { award: AWARD } }],
      [DELETE, { id: '0b1e7a3c-1111-4222-8333-944455556666' }],
    ];
    for (const [query, variables] of calls) {
      expect(refusal(await graphql(t, query, variables))).toEqual({
        status: 401,
        code: 'UNAUTHORIZED',
        message: '로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.',
      });
    }
    const corporate = await createLoggedInUser(t.database.db, { type: 'CORPORATE' });
    expect(refusal(await graphql(t, OVERVIEW, {}, { cookie: corporate.cookie }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: '스펙 관리는 개인회원만 이용할 수 있습니다.',
    });
  });
});
