/**
 * Brand B's 채용공고 through /graphql (ADR 45): on a brand B host it lists brand A's published 채용 and 인턴 postings in
 * 보건·의료 and nothing else, open and upcoming first by reception end, paged, and cached under brand A's postings tag.
 */
import { describe, expect, it } from 'vitest';
import { createChannel, createLoggedInUser, createPosting } from '../../../test/factories';
import { dataOf, graphql, refusal } from '../../../test/graphql-call';
import { BRAND_B_HOST, useTestApp } from '../../../test/test-app';

const t = useTestApp();
const DAY = 86_400_000;
const SHOP_HOST = 'shop.localhost:3000';

const JOBS = /* GraphQL */ `
  query NursingJobPostings($page: Int, $pageSize: Int) {
    nursingJobPostings(page: $page, pageSize: $pageSize) {
      totalCount page pageSize
      nodes { id title kind status fields }
    }
  }
`;
const titles = (page: { nodes: { title: string }[] }) => page.nodes.map((n) => n.title);

describe('nursingJobPostings', () => {
  const seed = async () => {
    const db = t.database.db;
    const hospital = await createChannel(db, { title: '한빛대학교병원' });
    const now = Date.now();
    const job = { channel: hospital, fields: ['HEALTHCARE' as const], employmentType: 'FULL_TIME' as const, careerLevel: 'ENTRY' as const };
    await createPosting(db, { ...job, title: '병동 간호사 채용', kind: 'RECRUIT', receptionEndAt: new Date(now + 9 * DAY) });
    await createPosting(db, { ...job, title: '수술실 간호사 인턴', kind: 'INTERNSHIP', employmentType: 'INTERN', receptionEndAt: new Date(now + 3 * DAY) });
    await createPosting(db, { ...job, title: '외래 간호사 채용(마감)', kind: 'RECRUIT', receptionStartAt: new Date(now - 9 * DAY), receptionEndAt: new Date(now - DAY) });
    await createPosting(db, { ...job, title: '의료·IT 겸직 채용', kind: 'RECRUIT', fields: ['IT', 'HEALTHCARE'], receptionEndAt: new Date(now + 5 * DAY) });
    // Not jobs in 보건·의료, or not public: never listed.
    await createPosting(db, { channel: hospital, title: '건강 캠페인 공모전', kind: 'CONTEST', fields: ['HEALTHCARE'] });
    await createPosting(db, { channel: hospital, title: 'SW 개발 채용', kind: 'RECRUIT', fields: ['IT'] });
    await createPosting(db, { ...job, title: '간호사 채용(임시저장)', kind: 'RECRUIT', publishedAt: null });
    // Brand B's own postings table rows are not the portal's (companies post on brand A only).
    const brandB = await createChannel(db, { brand: 'b', title: '누리병원' });
    await createPosting(db, { ...job, brand: 'b', channel: brandB, title: 'B 간호사 채용', kind: 'RECRUIT' });
  };

  it("lists brand A's published nursing jobs on brand B hosts, open ones by deadline and closed ones last", async () => {
    await seed();
    for (const host of [SHOP_HOST, BRAND_B_HOST]) {
      const page = dataOf(await graphql(t, JOBS, {}, { host }), 'nursingJobPostings');
      expect(page).toMatchObject({ totalCount: 4, page: 1, pageSize: 20 });
      expect(titles(page)).toEqual(['수술실 간호사 인턴', '의료·IT 겸직 채용', '병동 간호사 채용', '외래 간호사 채용(마감)']);
      expect(page.nodes.at(-1)).toMatchObject({ status: 'CLOSED' });
      for (const node of page.nodes) expect(node.fields).toContain('HEALTHCARE');
    }
  });

  it('pages, and refuses a page size the portal lists refuse', async () => {
    const second = dataOf(await graphql(t, JOBS, { page: 2, pageSize: 3 }, { host: SHOP_HOST }), 'nursingJobPostings');
    expect(second).toMatchObject({ totalCount: 4, page: 2, pageSize: 3 });
    expect(titles(second)).toEqual(['외래 간호사 채용(마감)']);
    expect(refusal(await graphql(t, JOBS, { pageSize: 51 }, { host: SHOP_HOST })).status).toBe(400);
  });

  it("is kept under brand A's postings tag, so a brand A write shows on brand B at once", async () => {
    const count = async () => dataOf(await graphql(t, JOBS, {}, { host: SHOP_HOST }), 'nursingJobPostings').totalCount;
    expect(await count()).toBe(4);
    // Written without a route, so nothing bumps the tag: the cached list stands.
    const added = await createPosting(t.database.db, { title: '신규간호사 채용', kind: 'RECRUIT', fields: ['HEALTHCARE'] });
    expect(await count()).toBe(4);
    // A brand A member's scrap bumps postings:a after its commit; the brand B list is read again.
    const { cookie } = await createLoggedInUser(t.database.db);
    const scrap = await graphql(t, `mutation ($id: ID!) { scrapPosting(id: $id) { scrapped } }`, { id: String(added.id) }, { cookie });
    expect(dataOf(scrap, 'scrapPosting')).toEqual({ scrapped: true });
    expect(await count()).toBe(5);
  });
});
