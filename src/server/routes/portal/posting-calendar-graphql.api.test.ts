/**
 * A member's scrapped postings and the postings calendar through /graphql (/accounts/scrap, /calendar):
 * the right rows per kind, sort and page, closed scraps included and flagged, calendar entries on the KST days a
 * reception starts and ends and a written test is held (00:00 and 23:59:59 KST boundaries), the scraps-only calendar,
 * Korean 400s for bad arguments and 401 for a visitor asking for what only a member has.
 * Brand B holds nothing else in this file, so its answers are exactly the rows made here.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kstInstant } from '../../../config/kst';
import { scraps } from '../../../db/schema';
import { createChannel, createLoggedInUser, createPosting } from '../../../test/factories';
import { dataOf, graphql, refusal } from '../../../test/graphql-call';
import { BRAND_B_HOST, useTestApp } from '../../../test/test-app';
import { findCalendarPostings, kstMonthRange, parseCalendarMonth } from '../../postings/find-calendar-postings';
import { findScrappedPostings } from '../../postings/find-scrapped-postings';

const t = useTestApp();
const DAY = 86_400_000;
const host = BRAND_B_HOST;

const SCRAPPED = /* GraphQL */ `
  query ($kind: String, $sort: String, $page: Int, $pageSize: Int) {
    scrappedPostings(kind: $kind, sort: $sort, page: $page, pageSize: $pageSize) {
      totalCount page pageSize nodes { id title kind status dDay viewerHasScrapped }
    }
  }
`;
const COUNTS = `query { scrappedPostingCounts { contest activity internship recruit } }`;
const CALENDAR = /* GraphQL */ `
  query ($month: String!, $scrappedOnly: Boolean) {
    postingCalendar(month: $month, scrappedOnly: $scrappedOnly) { date type posting { title status } }
  }
`;
const SCRAP = `mutation ($id: ID!) { scrapPosting(id: $id) { scrapped } }`;
const titles = (page: { nodes: { title: string }[] }) => page.nodes.map((n) => n.title);

/** Scraps the posting as the member, then dates the scrap, so "newest scrap first" has a known order. */
async function scrapAt(cookie: string, userId: string, postingId: number, at: Date) {
  dataOf(await graphql(t, SCRAP, { id: String(postingId) }, { cookie, host }), 'scrapPosting');
  await t.database.db
    .update(scraps)
    .set({ createdAt: at })
    .where(and(eq(scraps.userId, userId), eq(scraps.targetType, 'posting'), eq(scraps.targetId, String(postingId))));
}

describe('scrappedPostings', () => {
  const seed = async () => {
    const db = t.database.db;
    const now = Date.now();
    const channel = await createChannel(db, { brand: 'b', title: '스크랩병원' });
    const base = { brand: 'b' as const, channel, receptionStartAt: new Date(now - 10 * DAY) };
    const open5 = await createPosting(db, { ...base, title: '열림 D5', kind: 'CONTEST', receptionEndAt: new Date(now + 5 * DAY) });
    const closed = await createPosting(db, { ...base, title: '마감됨', kind: 'ACTIVITY', receptionEndAt: new Date(now - DAY) });
    const upcoming = await createPosting(db, { ...base, title: '예정 D20', kind: 'CONTEST', receptionStartAt: new Date(now + 2 * DAY), receptionEndAt: new Date(now + 20 * DAY) });
    const open2 = await createPosting(db, { ...base, title: '열림 D2', kind: 'RECRUIT', receptionEndAt: new Date(now + 2 * DAY), employmentType: 'FULL_TIME', careerLevel: 'ENTRY' });
    await createPosting(db, { ...base, title: '스크랩 안 함', kind: 'CONTEST' });
    const member = await createLoggedInUser(db, { brand: 'b' });
    const other = await createLoggedInUser(db, { brand: 'b' });
    await scrapAt(member.cookie, member.user.id, open5.id, new Date(now - 4 * DAY));
    await scrapAt(member.cookie, member.user.id, closed.id, new Date(now - 3 * DAY));
    await scrapAt(member.cookie, member.user.id, upcoming.id, new Date(now - 2 * DAY));
    await scrapAt(member.cookie, member.user.id, open2.id, new Date(now - 1 * DAY));
    await scrapAt(other.cookie, other.user.id, open5.id, new Date(now - 1 * DAY));
    // Scraps of other target types share the table, some with slugs for ids: they are not postings.
    await db.insert(scraps).values({ userId: member.user.id, targetType: 'activity', targetId: 'esg-supporters-2026' });
    await db.insert(scraps).values({ userId: member.user.id, targetType: 'exam', targetId: String(open5.id) });
    return { member, other };
  };
  let seeded: Awaited<ReturnType<typeof seed>>;
  const list = async (variables: Record<string, unknown>, cookie = seeded.member.cookie) =>
    dataOf(await graphql(t, SCRAPPED, variables, { cookie, host }), 'scrappedPostings');

  it('lists the member\'s scraps newest scrap first, closed ones included and flagged', async () => {
    seeded = await seed();
    const page = await list({});
    expect(page).toMatchObject({ totalCount: 4, page: 1, pageSize: 20 });
    expect(titles(page)).toEqual(['열림 D2', '예정 D20', '마감됨', '열림 D5']);
    const byTitle = Object.fromEntries(page.nodes.map((n: { title: string }) => [n.title, n]));
    expect(byTitle['마감됨']).toMatchObject({ status: 'CLOSED', dDay: null, viewerHasScrapped: true });
    expect(byTitle['예정 D20']).toMatchObject({ status: 'UPCOMING' });
    expect(byTitle['열림 D2']).toMatchObject({ status: 'OPEN', viewerHasScrapped: true });
    expect(titles(await list({}, seeded.other.cookie))).toEqual(['열림 D5']);
  });

  it('sorts by deadline (open and upcoming soonest end first, closed last), filters by kind and pages', async () => {
    expect(titles(await list({ sort: 'DEADLINE' }))).toEqual(['열림 D2', '열림 D5', '예정 D20', '마감됨']);
    expect(titles(await list({ kind: 'CONTEST' }))).toEqual(['예정 D20', '열림 D5']);
    expect(titles(await list({ kind: 'CONTEST', sort: 'DEADLINE' }))).toEqual(['열림 D5', '예정 D20']);
    expect(await list({ page: 2, pageSize: 3 })).toMatchObject({ totalCount: 4, page: 2, pageSize: 3, nodes: [{ title: '열림 D5' }] });
    expect(await list({ page: 3, pageSize: 3 })).toMatchObject({ totalCount: 4, nodes: [] });
    expect(await list({ kind: 'INTERNSHIP' })).toMatchObject({ totalCount: 0, nodes: [] });
    expect(dataOf(await graphql(t, COUNTS, {}, { cookie: seeded.member.cookie, host }), 'scrappedPostingCounts')).toEqual({
      contest: 2,
      activity: 1,
      internship: 0,
      recruit: 1,
    });
  });

  it('keeps brands apart', async () => {
    const page = await findScrappedPostings(t.database.db, {
      brand: 'a',
      userId: seeded.member.user.id,
      sort: 'SCRAPPED',
      paging: { page: 1, pageSize: 20 },
    });
    expect(page).toEqual({ totalCount: 0, postings: [] });
  });

  it('refuses a visitor with a Korean 401 and bad arguments with a Korean 400', async () => {
    for (const query of [SCRAPPED, COUNTS]) {
      const answer = refusal(await graphql(t, query, {}, { host }));
      expect(answer).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
      expect(answer.message).toMatch(/로그인/);
    }
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'LECTURE' }, 'INVALID_KIND'],
      [{ sort: 'POPULAR' }, 'INVALID_FILTER'],
      [{ page: 0 }, 'INVALID_PAGE'],
      [{ pageSize: 10_000 }, 'INVALID_PAGE'],
    ];
    for (const [variables, code] of cases) {
      const answer = refusal(await graphql(t, SCRAPPED, variables, { cookie: seeded.member.cookie, host }));
      expect(answer, JSON.stringify(variables)).toMatchObject({ status: 400, code });
      expect(answer.message).toMatch(/[가-힣]/);
    }
  });
});

describe('postingCalendar', () => {
  // March 2031 KST: [2031-02-28T15:00Z, 2031-03-31T15:00Z).
  const seed = async () => {
    const db = t.database.db;
    const channel = await createChannel(db, { brand: 'b', title: '달력병원' });
    const base = { brand: 'b' as const, channel, publishedAt: kstInstant('2026-01-01') };
    const firstDay = await createPosting(db, { ...base, title: '3월 1일 시작', receptionStartAt: kstInstant('2031-03-01'), receptionEndAt: kstInstant('2031-03-15', 23, 59, 59) });
    const lastDay = await createPosting(db, { ...base, title: '3월 31일 마감', kind: 'RECRUIT', receptionStartAt: kstInstant('2031-02-20'), receptionEndAt: kstInstant('2031-03-31', 23, 59, 59), writtenTestAt: kstInstant('2031-04-05', 10) });
    const written = await createPosting(db, { ...base, title: '3월 필기', kind: 'RECRUIT', receptionStartAt: kstInstant('2031-02-28', 23, 59, 59), receptionEndAt: kstInstant('2031-03-10', 23, 59, 59), writtenTestAt: kstInstant('2031-03-20', 10) });
    await createPosting(db, { ...base, title: '한 달 내내', receptionStartAt: kstInstant('2031-02-01'), receptionEndAt: kstInstant('2031-04-30', 23, 59, 59) });
    await createPosting(db, { ...base, title: '4월 1일 시작', receptionStartAt: kstInstant('2031-04-01'), receptionEndAt: kstInstant('2031-04-10', 23, 59, 59) });
    await createPosting(db, { ...base, title: '초안', publishedAt: null, receptionStartAt: kstInstant('2031-03-05'), receptionEndAt: kstInstant('2031-03-06') });
    const member = await createLoggedInUser(db, { brand: 'b' });
    for (const posting of [lastDay, written]) dataOf(await graphql(t, SCRAP, { id: String(posting.id) }, { cookie: member.cookie, host }), 'scrapPosting');
    return { firstDay, lastDay, written, member };
  };
  let seeded: Awaited<ReturnType<typeof seed>>;
  const calendar = async (variables: Record<string, unknown>, cookie?: string) =>
    dataOf(await graphql(t, CALENDAR, variables, { cookie, host }), 'postingCalendar');
  const brief = (entries: { date: string; type: string; posting: { title: string } }[]) =>
    entries.map((e) => `${e.date} ${e.type} ${e.posting.title}`);

  it('places postings on the KST days their reception starts and ends and their written test is held', async () => {
    seeded = await seed();
    expect(brief(await calendar({ month: '2031-03' }))).toEqual([
      '2031-03-01 START 3월 1일 시작',
      '2031-03-10 END 3월 필기',
      '2031-03-15 END 3월 1일 시작',
      '2031-03-20 WRITTEN_TEST 3월 필기',
      '2031-03-31 END 3월 31일 마감',
    ]);
    expect(brief(await calendar({ month: '2031-02' }))).toEqual([
      '2031-02-01 START 한 달 내내',
      '2031-02-20 START 3월 31일 마감',
      '2031-02-28 START 3월 필기',
    ]);
    expect(brief(await calendar({ month: '2031-04' }))).toEqual([
      '2031-04-01 START 4월 1일 시작',
      '2031-04-05 WRITTEN_TEST 3월 31일 마감',
      '2031-04-10 END 4월 1일 시작',
      '2031-04-30 END 한 달 내내',
    ]);
    expect(await calendar({ month: '2031-05' })).toEqual([]);
    // Status is the request's, on top of the cached month.
    expect((await calendar({ month: '2031-03' }))[0].posting.status).toBe('UPCOMING');
  });

  it("keeps only the member's scraps with scrappedOnly", async () => {
    expect(brief(await calendar({ month: '2031-03', scrappedOnly: true }, seeded.member.cookie))).toEqual([
      '2031-03-10 END 3월 필기',
      '2031-03-20 WRITTEN_TEST 3월 필기',
      '2031-03-31 END 3월 31일 마감',
    ]);
    expect(brief(await calendar({ month: '2031-04', scrappedOnly: true }, seeded.member.cookie))).toEqual([
      '2031-04-05 WRITTEN_TEST 3월 31일 마감',
    ]);
    // Without the filter a member sees the whole portal's month like a visitor.
    expect(await calendar({ month: '2031-03', scrappedOnly: false }, seeded.member.cookie)).toHaveLength(5);
  });

  it('takes the KST month: 00:00 on the 1st is in it, 00:00 on the next 1st is not', async () => {
    const { from, until } = kstMonthRange(parseCalendarMonth('2031-03'));
    expect(from.toISOString()).toBe('2031-02-28T15:00:00.000Z');
    expect(until.toISOString()).toBe('2031-03-31T15:00:00.000Z');
    expect(kstMonthRange(parseCalendarMonth('2030-12')).until.toISOString()).toBe('2030-12-31T15:00:00.000Z');
    const entries = await findCalendarPostings(t.database.db, { brand: 'a', month: parseCalendarMonth('2031-03') });
    expect(entries).toEqual([]);
  });

  it('refuses a visitor asking for their scraps (401) and a malformed or out-of-range month (400), in Korean', async () => {
    const visitor = refusal(await graphql(t, CALENDAR, { month: '2031-03', scrappedOnly: true }, { host }));
    expect(visitor).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(visitor.message).toMatch(/로그인/);
    for (const month of ['2031-13', '2031-00', '1999-12', '2101-01', '2031-3', '2031/03', 'abcd-ef', '', '2031-03-01', '２０３１-03']) {
      const answer = refusal(await graphql(t, CALENDAR, { month }, { host }));
      expect(answer, month).toMatchObject({ status: 400, code: 'INVALID_MONTH' });
      expect(answer.message).toMatch(/[가-힣]/);
    }
    expect(await calendar({ month: '2000-01' })).toEqual([]);
    expect(await calendar({ month: '2100-12' })).toEqual([]);
  });
});
