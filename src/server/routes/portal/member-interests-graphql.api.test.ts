/**
 * A member's interests and 추천 through /graphql: /manage/welcome's save checks the codes and marks the
 * member onboarded; recommendedPostings ranks open postings by interests, targets and the fields of the member's
 * scraps, leaves scrapped and closed ones out, pages, and falls back to the most viewed for a member with nothing to go
 * on. Visitors 401, bad arguments Korean 400. Brand B hosts these postings, so no other file's rows interfere.
 */
import { describe, expect, it } from 'vitest';
import { createChannel, createLoggedInUser, createPosting } from '../../../test/factories';
import { dataOf, graphql, refusal } from '../../../test/graphql-call';
import { BRAND_B_HOST, useTestApp } from '../../../test/test-app';
import { setPostingScrap } from '../../postings/scrap-posting';

const t = useTestApp();
const DAY = 86_400_000;

const INTERESTS = `query { viewerInterests { interests targets onboarded } }`;
const UPDATE = /* GraphQL */ `
  mutation ($interests: [String!]!, $targets: [String!]!) {
    updateViewerInterests(interests: $interests, targets: $targets) { interests targets onboarded }
  }
`;
const RECOMMENDED = /* GraphQL */ `
  query ($page: Int, $pageSize: Int) {
    recommendedPostings(page: $page, pageSize: $pageSize) { basis totalCount page pageSize nodes { title status viewerHasScrapped } }
  }
`;
const titles = (page: { nodes: { title: string }[] }) => page.nodes.map((n) => n.title);

describe('interests', () => {
  it('saves known codes once each, marks the member onboarded and reads them back', async () => {
    const { cookie } = await createLoggedInUser(t.database.db);
    expect(dataOf(await graphql(t, INTERESTS, {}, { cookie }), 'viewerInterests')).toEqual({ interests: [], targets: [], onboarded: false });
    const saved = dataOf(
      await graphql(t, UPDATE, { interests: ['IT', 'DESIGN', 'IT'], targets: ['UNIVERSITY'] }, { cookie }),
      'updateViewerInterests',
    );
    expect(saved).toEqual({ interests: ['IT', 'DESIGN'], targets: ['UNIVERSITY'], onboarded: true });
    expect(dataOf(await graphql(t, INTERESTS, {}, { cookie }), 'viewerInterests')).toEqual(saved);
    // Clearing them keeps the member onboarded.
    expect(dataOf(await graphql(t, UPDATE, { interests: [], targets: [] }, { cookie }), 'updateViewerInterests')).toEqual({
      interests: [],
      targets: [],
      onboarded: true,
    });
  });

  it('refuses unknown codes and more than 10, writing nothing', async () => {
    const { cookie } = await createLoggedInUser(t.database.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ interests: ['COOKING'], targets: [] }, 'INVALID_INTEREST'],
      [{ interests: ['IT'], targets: ['ALIENS'] }, 'INVALID_TARGET'],
      [{ interests: ['MARKETING', 'IT', 'DESIGN', 'PLANNING', 'VIDEO', 'PHOTO', 'WRITING', 'IDEA', 'BUSINESS', 'SOCIAL', 'SCIENCE'], targets: [] }, 'TOO_MANY_INTERESTS'],
      [{ interests: [], targets: Array.from({ length: 11 }, (_, i) => `T${i}`) }, 'TOO_MANY_TARGETS'],
      [{ interests: ['x'.repeat(2_000)], targets: [] }, 'INVALID_INTEREST'],
    ];
    for (const [variables, code] of cases) {
      const answer = refusal(await graphql(t, UPDATE, variables, { cookie }));
      expect(answer, code).toMatchObject({ status: 400, code });
      expect(answer.message).toMatch(/[가-힣]/);
    }
    expect(dataOf(await graphql(t, INTERESTS, {}, { cookie }), 'viewerInterests').onboarded).toBe(false);
  });

  it('refuses a visitor with the Korean 401', async () => {
    for (const [query, variables] of [
      [INTERESTS, {}],
      [RECOMMENDED, {}],
      [UPDATE, { interests: ['IT'], targets: [] }],
    ] as const) {
      expect(refusal(await graphql(t, query, variables))).toMatchObject({
        status: 401,
        code: 'UNAUTHORIZED',
        message: '로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.',
      });
    }
  });
});

describe('recommendedPostings', () => {
  it('ranks open postings by interests, targets and scrap fields, without scrapped or closed ones, and pages', async () => {
    const db = t.database.db;
    const channel = await createChannel(db, { brand: 'b', title: '추천병원' });
    const now = Date.now();
    const base = { brand: 'b' as const, channel, targets: ['ADULT' as const] };
    const p = (title: string, extra: Record<string, unknown>) => createPosting(db, { ...base, title, ...extra });
    await p('IT 디자인 공고', { fields: ['IT', 'DESIGN'], receptionEndAt: new Date(now + 9 * DAY) }); // 3+3
    await p('IT 대학생 공고', { fields: ['IT'], targets: ['UNIVERSITY'], receptionEndAt: new Date(now + 5 * DAY) }); // 3+2
    await p('IT 공고', { fields: ['IT'], receptionEndAt: new Date(now + 4 * DAY) }); // 3
    await p('누구나 영상 공고', { fields: ['VIDEO'], targets: ['ANYONE'] }); // 2
    await p('금융 공고', { fields: ['FINANCE'], receptionEndAt: new Date(now + 6 * DAY) }); // 1 once a finance posting is scrapped
    await p('교육 공고', { fields: ['EDUCATION'], views: 500 }); // 0
    await p('마감된 IT 공고', { fields: ['IT'], receptionStartAt: new Date(now - 9 * DAY), receptionEndAt: new Date(now - DAY) });
    await p('예정된 IT 공고', { fields: ['IT'], receptionStartAt: new Date(now + DAY), receptionEndAt: new Date(now + 9 * DAY) });
    const scrapped = await p('스크랩한 금융 IT 공고', { fields: ['FINANCE', 'IT'] });

    const { user, cookie } = await createLoggedInUser(db, { brand: 'b' });
    const host = BRAND_B_HOST;
    const recommend = async (variables: Record<string, unknown> = {}) =>
      dataOf(await graphql(t, RECOMMENDED, variables, { cookie, host }), 'recommendedPostings');

    // Nothing to go on: the most viewed open postings.
    const popular = await recommend({ pageSize: 2 });
    expect(popular).toMatchObject({ basis: 'POPULAR', totalCount: 7, page: 1, pageSize: 2 });
    expect(titles(popular)[0]).toBe('교육 공고');

    await graphql(t, UPDATE, { interests: ['IT', 'DESIGN'], targets: ['UNIVERSITY'] }, { cookie, host });
    await setPostingScrap(db, t.app.profileCounts, { brand: 'b', userId: user.id, postingId: scrapped.id, scrapped: true });
    const ranked = await recommend();
    expect(ranked.basis).toBe('INTERESTS');
    expect(titles(ranked)).toEqual(['IT 디자인 공고', 'IT 대학생 공고', 'IT 공고', '누구나 영상 공고', '금융 공고']);
    expect(ranked.nodes.every((n: { status: string; viewerHasScrapped: boolean }) => n.status === 'OPEN' && !n.viewerHasScrapped)).toBe(true);
    expect(titles(await recommend({ page: 2, pageSize: 2 }))).toEqual(['IT 공고', '누구나 영상 공고']);
    expect((await recommend({ page: 4, pageSize: 2 })).nodes).toEqual([]);

    // Interests matching nothing open still rank by the scrap's fields (ties: soonest end first).
    await graphql(t, UPDATE, { interests: ['PHOTO'], targets: [] }, { cookie, host });
    const photo = await recommend();
    expect(photo.basis).toBe('INTERESTS');
    expect(titles(photo)).toEqual(['IT 공고', 'IT 대학생 공고', '금융 공고', 'IT 디자인 공고']);
  });

  it('answers a bad page with a Korean 400', async () => {
    const { cookie } = await createLoggedInUser(t.database.db);
    for (const variables of [{ page: 0 }, { pageSize: 10_000 }, { pageSize: 0 }]) {
      expect(refusal(await graphql(t, RECOMMENDED, variables, { cookie }))).toMatchObject({ status: 400, code: 'INVALID_PAGE' });
    }
  });
});
