/**
 * Portal postings through /graphql: filters, sorts and paging return the right rows, bad arguments are
 * Korean 400s, search finds substrings, 초성 and one-typo queries, status follows the KST reception boundaries, a view
 * counts once per visitor per day, and a visitor's cached list changes right after a scrap.
 */
import { describe, expect, it } from 'vitest';
import { kstInstant } from '../../../config/kst';
import { createChannel, createLoggedInUser, createPosting } from '../../../test/factories';
import { dataOf, graphql, refusal } from '../../../test/graphql-call';
import { BRAND_B_HOST, useTestApp } from '../../../test/test-app';
import { countPostingView } from '../../postings/count-posting-view';
import { findPostings } from '../../postings/find-postings';
import { parsePostingFilters } from '../../postings/posting-arguments';

const t = useTestApp();
const DAY = 86_400_000;

const POSTINGS = /* GraphQL */ `
  query ($filter: PostingFilter, $sort: String, $page: Int, $pageSize: Int) {
    postings(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      totalCount page pageSize
      nodes { id title kind status dDay views scrapCount viewerHasScrapped }
    }
  }
`;
const SEARCH = /* GraphQL */ `
  query ($query: String!, $kind: String, $statuses: [String!], $page: Int, $pageSize: Int) {
    searchPostings(query: $query, kind: $kind, statuses: $statuses, page: $page, pageSize: $pageSize) {
      totalCount countsByKind { contest activity internship recruit } countsByStatus { upcoming open closed }
      nodes { id title organiserName status }
    }
  }
`;
const titles = (page: { nodes: { title: string }[] }) => page.nodes.map((n) => n.title);

describe('postings lists', () => {
  // Brand B has no other postings in this file, so its lists are exactly these.
  const seedBrandB = async () => {
    const channel = await createChannel(t.database.db, { brand: 'b', title: '누리병원' });
    const now = Date.now();
    const base = { brand: 'b' as const, channel };
    await createPosting(t.database.db, { ...base, title: 'B1', kind: 'CONTEST', region: 'SEOUL', fields: ['IT'], views: 5, publishedAt: new Date(now - 5 * DAY) });
    await createPosting(t.database.db, { ...base, title: 'B2', kind: 'ACTIVITY', region: 'BUSAN', fields: ['DESIGN'], targets: ['GRADUATE'], views: 50, publishedAt: new Date(now - 4 * DAY), receptionEndAt: new Date(now + 3 * DAY) });
    await createPosting(t.database.db, { ...base, title: 'B3', kind: 'CONTEST', region: 'BUSAN', fields: ['IT', 'DESIGN'], views: 10, publishedAt: new Date(now - 3 * DAY), receptionEndAt: new Date(now + 2 * DAY) });
    await createPosting(t.database.db, { ...base, title: 'B4', kind: 'RECRUIT', region: 'SEOUL', views: 100, publishedAt: new Date(now - 2 * DAY), receptionStartAt: new Date(now - 10 * DAY), receptionEndAt: new Date(now - DAY), employmentType: 'FULL_TIME', careerLevel: 'ENTRY' });
    await createPosting(t.database.db, { ...base, title: 'B5', kind: 'INTERNSHIP', region: 'ONLINE', views: 1, publishedAt: new Date(now - DAY), receptionStartAt: new Date(now + 2 * DAY), receptionEndAt: new Date(now + 9 * DAY) });
    await createPosting(t.database.db, { ...base, title: 'B-draft', publishedAt: null });
    await createPosting(t.database.db, { ...base, title: 'B-later', publishedAt: new Date(now + DAY) });
  };
  const listB = async (variables: Record<string, unknown>) =>
    dataOf(await graphql(t, POSTINGS, variables, { host: BRAND_B_HOST }), 'postings');

  it('filters by several filters at once, sorts and pages; drafts and scheduled postings never show', async () => {
    await seedBrandB();
    expect(titles(await listB({}))).toEqual(['B5', 'B4', 'B3', 'B2', 'B1']);
    expect(await listB({ page: 2, pageSize: 2 })).toMatchObject({ totalCount: 5, page: 2, pageSize: 2, nodes: [{ title: 'B3' }, { title: 'B2' }] });
    expect((await listB({ page: 4, pageSize: 2 })).nodes).toEqual([]);
    expect(titles(await listB({ filter: { kinds: ['CONTEST', 'ACTIVITY'], regions: ['BUSAN'] }, sort: 'POPULAR' }))).toEqual(['B2', 'B3']);
    expect(titles(await listB({ filter: { fields: ['DESIGN'], kinds: ['CONTEST'] } }))).toEqual(['B3']);
    expect(titles(await listB({ filter: { targets: ['GRADUATE'] } }))).toEqual(['B2']);
    expect(titles(await listB({ sort: 'POPULAR' }))).toEqual(['B4', 'B2', 'B3', 'B1', 'B5']);
    // Soonest end first among open and upcoming ones, closed ones last.
    expect(titles(await listB({ sort: 'DEADLINE' }))).toEqual(['B3', 'B2', 'B1', 'B5', 'B4']);
  });

  it('derives status and D-day, and filters by status', async () => {
    const page = await listB({ sort: 'DEADLINE' });
    const byTitle = Object.fromEntries(page.nodes.map((n: { title: string }) => [n.title, n]));
    expect(byTitle.B3).toMatchObject({ status: 'OPEN' });
    expect(byTitle.B4).toMatchObject({ status: 'CLOSED', dDay: null });
    expect(byTitle.B5).toMatchObject({ status: 'UPCOMING' });
    expect(byTitle.B1.dDay).toBeGreaterThanOrEqual(6);
    expect(titles(await listB({ filter: { statuses: ['CLOSED'] } }))).toEqual(['B4']);
    expect(titles(await listB({ filter: { statuses: ['UPCOMING', 'CLOSED'] } }))).toEqual(['B5', 'B4']);
  });

  it('keeps brands apart', async () => {
    const a = dataOf(await graphql(t, POSTINGS, { pageSize: 50 }), 'postings');
    expect(titles(a).filter((title: string) => title.startsWith('B'))).toEqual([]);
  });

  it('puts a posting ending at 23:59:59 KST among open ones at 23:59 KST and among closed ones at 00:00 KST', async () => {
    const channel = await createChannel(t.database.db, { title: '경계기업' });
    const posting = await createPosting(t.database.db, {
      channel,
      title: '경계 공고',
      region: 'JEJU',
      publishedAt: kstInstant('2026-02-01'),
      receptionStartAt: kstInstant('2026-02-20'),
      receptionEndAt: kstInstant('2026-02-28', 23, 59, 59),
    });
    const ids = async (status: 'OPEN' | 'CLOSED', now: Date) =>
      (
        await findPostings(t.database.db, {
          brand: 'a',
          filters: parsePostingFilters({ statuses: [status], regions: ['JEJU'] }),
          sort: 'LATEST',
          paging: { page: 1, pageSize: 50 },
          now,
        })
      ).postings.map((p) => p.id);
    expect(await ids('OPEN', kstInstant('2026-02-28', 23, 59))).toEqual([posting.id]);
    expect(await ids('CLOSED', kstInstant('2026-02-28', 23, 59))).toEqual([]);
    expect(await ids('OPEN', kstInstant('2026-03-01'))).toEqual([]);
    expect(await ids('CLOSED', kstInstant('2026-03-01'))).toEqual([posting.id]);
  });
});

describe('bad arguments', () => {
  it('answers a Korean 400, never a 500', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [POSTINGS, { filter: { kinds: ['LECTURE'] } }, 'INVALID_KIND'],
      [POSTINGS, { page: 0 }, 'INVALID_PAGE'],
      [POSTINGS, { pageSize: 10_000 }, 'INVALID_PAGE'],
      [POSTINGS, { sort: 'RANDOM' }, 'INVALID_FILTER'],
      [POSTINGS, { filter: { regions: ['MARS'] } }, 'INVALID_FILTER'],
      [SEARCH, { query: '공'.repeat(2_000) }, 'QUERY_TOO_LONG'],
      [SEARCH, { query: '공모', kind: 'LECTURE' }, 'INVALID_KIND'],
      [`query { posting(id: "abc") { bodyHtml } }`, {}, 'INVALID_ID'],
    ];
    for (const [query, variables, code] of cases) {
      const answer = refusal(await graphql(t, query, variables));
      expect(answer, JSON.stringify(variables)).toMatchObject({ status: 400, code });
      expect(answer.message).toMatch(/[가-힣]/);
    }
  });

  it('refuses a visitor who scraps, and an unknown posting', async () => {
    expect(refusal(await graphql(t, `mutation { scrapPosting(id: "1") { scrapCount } }`))).toMatchObject({ status: 401 });
    const { cookie } = await createLoggedInUser(t.database.db);
    expect(refusal(await graphql(t, `mutation { scrapPosting(id: "2147483647") { scrapCount } }`, {}, { cookie }))).toMatchObject({
      status: 404,
      code: 'POSTING_NOT_FOUND',
    });
  });
});

describe('search', () => {
  it('finds a substring, a 초성 query and a one-typo query, with counts per kind', async () => {
    const channel = await createChannel(t.database.db, { title: '해오름전자' });
    const contest = await createPosting(t.database.db, { channel, title: '2027 청년 마케팅 공모전', kind: 'CONTEST' });
    await createPosting(t.database.db, { channel, title: '해오름 대학생 서포터즈', kind: 'ACTIVITY' });
    await createPosting(t.database.db, { channel, title: '해오름 SW 개발 인턴', kind: 'INTERNSHIP' });
    const search = async (query: string, extra: Record<string, unknown> = {}) =>
      dataOf(await graphql(t, SEARCH, { query, ...extra }), 'searchPostings');

    const byWord = await search('공모');
    expect(titles(byWord)).toContain('2027 청년 마케팅 공모전');
    expect(byWord.countsByKind.contest).toBeGreaterThanOrEqual(1);
    expect(titles(await search('ㅁㅋㅌ ㄱㅁㅈ'))).toContain('2027 청년 마케팅 공모전');
    expect(titles(await search('마케팅 공모젼'))[0]).toBe('2027 청년 마케팅 공모전');

    const byOrganiser = await search('해오름');
    expect(byOrganiser.totalCount).toBe(3);
    expect(byOrganiser.countsByKind).toEqual({ contest: 1, activity: 1, internship: 1, recruit: 0 });
    const interns = await search('해오름', { kind: 'INTERNSHIP' });
    expect(interns).toMatchObject({ totalCount: 1, nodes: [{ title: '해오름 SW 개발 인턴', organiserName: '해오름전자' }] });
    expect((await search('해오름', { page: 2, pageSize: 2 })).nodes).toHaveLength(1);
    expect((await search('   ')).totalCount).toBe(0);
    expect(contest.searchChoseong).toContain('ㄱㅁㅈ');
  });
});

describe('search by reception state', () => {
  it('keeps only the states asked for, and counts every state of the kind so 예정 and 마감 stay one click away', async () => {
    const channel = await createChannel(t.database.db, { title: '상태검색기업' });
    const now = Date.now();
    await createPosting(t.database.db, { channel, title: '상태검색 모집중 공모전', kind: 'CONTEST' });
    await createPosting(t.database.db, {
      channel,
      title: '상태검색 마감 공모전',
      kind: 'CONTEST',
      receptionStartAt: new Date(now - 10 * DAY),
      receptionEndAt: new Date(now - DAY),
    });
    await createPosting(t.database.db, {
      channel,
      title: '상태검색 예정 인턴',
      kind: 'INTERNSHIP',
      receptionStartAt: new Date(now + 2 * DAY),
      receptionEndAt: new Date(now + 9 * DAY),
    });
    const search = async (extra: Record<string, unknown> = {}) => dataOf(await graphql(t, SEARCH, { query: '상태검색', ...extra }), 'searchPostings');

    const open = await search({ statuses: ['OPEN'] });
    expect(open.nodes.map((n: { title: string; status: string }) => [n.title, n.status])).toEqual([['상태검색 모집중 공모전', 'OPEN']]);
    expect(open.totalCount).toBe(1);
    expect(open.countsByKind).toEqual({ contest: 1, activity: 0, internship: 0, recruit: 0 });
    expect(open.countsByStatus).toEqual({ upcoming: 1, open: 1, closed: 1 });

    const closed = await search({ statuses: ['CLOSED'], kind: 'CONTEST' });
    expect(titles(closed)).toEqual(['상태검색 마감 공모전']);
    expect(closed.countsByStatus).toEqual({ upcoming: 0, open: 1, closed: 1 });
    expect((await search()).totalCount).toBe(3);
    expect(refusal(await graphql(t, SEARCH, { query: '상태검색', statuses: ['SOON'] }))).toMatchObject({ status: 400 });
  });
});

describe('views', () => {
  const VIEW = `mutation ($id: ID!) { recordPostingView(id: $id) }`;
  it('counts a view once per visitor per KST day', async () => {
    const posting = await createPosting(t.database.db, { title: '조회수 공고' });
    const view = async (headers: { ua: string; cookie?: string }) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { host: 'localhost:3000', 'content-type': 'application/json', 'user-agent': headers.ua, ...(headers.cookie ? { cookie: headers.cookie } : {}) },
        payload: { query: VIEW, variables: { id: String(posting.id) } },
      });
      return dataOf<number>(response, 'recordPostingView');
    };
    expect(await view({ ua: 'browser-1' })).toBe(1);
    expect(await view({ ua: 'browser-1' })).toBe(1);
    expect(await view({ ua: 'browser-2' })).toBe(2);
    const { cookie } = await createLoggedInUser(t.database.db);
    expect(await view({ ua: 'browser-1', cookie })).toBe(3);
    expect(await view({ ua: 'browser-3', cookie })).toBe(3);

    // The same visitor the next KST day counts again; 23:59 and 00:00 KST are different days.
    const at = (iso: Date) => countPostingView(t.database.db, { brand: 'a', postingId: posting.id, visitorKey: 'v:test', now: iso });
    expect(await at(kstInstant('2027-01-01', 23, 59))).toBe(4);
    expect(await at(kstInstant('2027-01-01', 23, 59, 59))).toBe(4);
    expect(await at(kstInstant('2027-01-02'))).toBe(5);
    expect(await countPostingView(t.database.db, { brand: 'b', postingId: posting.id, visitorKey: 'v:test' })).toBeNull();
  });
});

describe('scraps and the cached list', () => {
  it("changes a visitor's cached list right after a scrap, and scraps are idempotent", async () => {
    const channel = await createChannel(t.database.db, { title: '스크랩기업' });
    const first = await createPosting(t.database.db, { channel, title: '스크랩 첫째', region: 'SEJONG', publishedAt: new Date(Date.now() - 2 * DAY) });
    const second = await createPosting(t.database.db, { channel, title: '스크랩 둘째', region: 'SEJONG' });
    const list = async (cookie?: string) =>
      dataOf(await graphql(t, POSTINGS, { filter: { regions: ['SEJONG'] }, sort: 'SCRAPS' }, { cookie }), 'postings');

    expect(titles(await list())).toEqual(['스크랩 둘째', '스크랩 첫째']);
    expect(titles(await list())).toEqual(['스크랩 둘째', '스크랩 첫째']); // now from memory

    const { cookie } = await createLoggedInUser(t.database.db);
    const SCRAP = `mutation ($id: ID!) { scrapPosting(id: $id) { postingId scrapped scrapCount } }`;
    const scrap = async () => dataOf(await graphql(t, SCRAP, { id: String(first.id) }, { cookie }), 'scrapPosting');
    // Saves racing each other add one scrap (a unique index under addScrap's ON CONFLICT DO NOTHING).
    const raced = await Promise.all(Array.from({ length: 5 }, scrap));
    expect(raced.map((r) => r.scrapCount)).toEqual([1, 1, 1, 1, 1]);

    const visitorList = await list();
    expect(titles(visitorList)).toEqual(['스크랩 첫째', '스크랩 둘째']);
    expect(visitorList.nodes[0]).toMatchObject({ scrapCount: 1, viewerHasScrapped: false });
    expect((await list(cookie)).nodes[0]).toMatchObject({ scrapCount: 1, viewerHasScrapped: true });
    const profile = await t.app.inject({ method: 'GET', url: '/apiV2/auth/profile', headers: { host: 'localhost:3000', cookie } });
    expect(profile.json().scrapCount).toBe(1);

    const UNSCRAP = `mutation ($id: ID!) { unscrapPosting(id: $id) { scrapped scrapCount } }`;
    expect(dataOf(await graphql(t, UNSCRAP, { id: String(first.id) }, { cookie }), 'unscrapPosting')).toEqual({ scrapped: false, scrapCount: 0 });
    expect(dataOf(await graphql(t, UNSCRAP, { id: String(first.id) }, { cookie }), 'unscrapPosting')).toEqual({ scrapped: false, scrapCount: 0 });
    expect(titles(await list())).toEqual(['스크랩 둘째', '스크랩 첫째']);
    expect(second.scrapCount).toBe(0);
  });
});

describe('detail', () => {
  it('answers the body, the organiser channel card and related open postings of the same kind', async () => {
    const channel = await createChannel(t.database.db, { title: '상세기업', url: 'detail-corp' });
    const posting = await createPosting(t.database.db, {
      channel,
      title: '상세 공고',
      kind: 'RECRUIT',
      fields: ['FINANCE'],
      bodyHtml: '<p>본문</p><script>alert(1)</script>',
      writtenTestAt: kstInstant('2027-03-01', 10),
      writtenTestExamTypeSlugs: ['public-company'],
    });
    const related = await createPosting(t.database.db, { title: '관련 공고', kind: 'RECRUIT', fields: ['FINANCE'] });
    await createPosting(t.database.db, { title: '다른 종류', kind: 'CONTEST', fields: ['FINANCE'] });
    const DETAIL = `query ($id: ID!) { posting(id: $id) {
      bodyHtml posting { id title writtenTestAt writtenTestExamTypeSlugs posterSvg }
      channel { url title openPostingCount } related { id title kind } } }`;
    const detail = dataOf(await graphql(t, DETAIL, { id: String(posting.id) }), 'posting');
    expect(detail.bodyHtml).toBe('<p>본문</p>');
    expect(detail.posting).toMatchObject({ title: '상세 공고', writtenTestAt: '2027-03-01T01:00:00.000Z', writtenTestExamTypeSlugs: ['public-company'] });
    expect(detail.channel).toEqual({ url: 'detail-corp', title: '상세기업', openPostingCount: 1 });
    expect(detail.related).toEqual([{ id: String(related.id), title: '관련 공고', kind: 'RECRUIT' }]);
    expect(dataOf(await graphql(t, DETAIL, { id: '999999' }), 'posting')).toBeNull();
    expect(dataOf(await graphql(t, DETAIL, { id: String(posting.id) }, { host: BRAND_B_HOST }), 'posting')).toBeNull();
  });
});

describe('closing soon', () => {
  it('lists open postings ending within the given KST days, soonest first', async () => {
    const now = Date.now();
    const channel = await createChannel(t.database.db, { title: '마감임박기업', brand: 'b' });
    const base = { brand: 'b' as const, channel, receptionStartAt: new Date(now - 5 * DAY) };
    const soon = await createPosting(t.database.db, { ...base, title: '곧 마감', receptionEndAt: new Date(now + 60 * 60_000) });
    const later = await createPosting(t.database.db, { ...base, title: '이틀 뒤 마감', receptionEndAt: new Date(now + 2 * DAY) });
    await createPosting(t.database.db, { ...base, title: '한참 뒤 마감', receptionEndAt: new Date(now + 20 * DAY) });
    const closing = async (days: number) =>
      dataOf(await graphql(t, `query ($days: Int) { closingSoonPostings(days: $days, limit: 50) { id title status } }`, { days }, { host: BRAND_B_HOST }), 'closingSoonPostings');
    const within3 = (await closing(3)).map((p: { id: string }) => p.id);
    expect(within3.indexOf(String(soon.id))).toBeLessThan(within3.indexOf(String(later.id)));
    expect((await closing(3)).map((p: { title: string }) => p.title)).not.toContain('한참 뒤 마감');
    expect(refusal(await graphql(t, `{ closingSoonPostings(days: 31) { id } }`))).toMatchObject({ status: 400, code: 'INVALID_FILTER' });
  });
});
