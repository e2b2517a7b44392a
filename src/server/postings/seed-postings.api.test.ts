/** The demo seed's postings through the API: real lists, search and student@careerroad.kr's scraps; seeding twice adds nothing. */
import { count, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postings, scraps, users } from '../../db/schema';
import { seed } from '../../seed/seed';
import { seedPostings } from '../../seed/seed-postings';
import { dataOf, graphql } from '../../test/graphql-call';
import { useTestApp } from '../../test/test-app';
import { POSTING_SCRAP_TARGET } from './scrap-posting';

const t = useTestApp();

describe('seeded postings', () => {
  it('fills the portal with postings of every kind and status, searchable, with the demo member’s scraps', async () => {
    await seed(t.database.db);
    const db = t.database.db;
    const [total] = await db.select({ n: count() }).from(postings);
    expect(total!.n).toBeGreaterThanOrEqual(300);

    const KINDS = `query ($filter: PostingFilter) { postings(filter: $filter, pageSize: 1) { totalCount } }`;
    for (const statuses of [['UPCOMING'], ['OPEN'], ['CLOSED']]) {
      expect(dataOf(await graphql(t, KINDS, { filter: { statuses } }), 'postings').totalCount).toBeGreaterThan(10);
    }
    const search = dataOf(
      await graphql(t, `{ searchPostings(query: "공모") { totalCount countsByKind { contest } } }`),
      'searchPostings',
    );
    expect(search.countsByKind.contest).toBeGreaterThan(10);
    const initials = dataOf(await graphql(t, `{ searchPostings(query: "ㄱㅁㅈ") { totalCount } }`), 'searchPostings');
    expect(initials.totalCount).toBe(search.countsByKind.contest);
    // Words apart in the title, one of them mistyped: every word must match, closely enough.
    const typo = dataOf(await graphql(t, `{ searchPostings(query: "마케팅 공모젼") { totalCount nodes { title } } }`), 'searchPostings');
    expect(typo.totalCount).toBeGreaterThan(0);
    for (const node of typo.nodes) expect(node.title).toMatch(/마케팅.*공모전/);

    const [student] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'student@careerroad.kr'));
    const saved = await db.select().from(scraps).where(eq(scraps.userId, student!.id));
    const postingScraps = saved.filter((s) => s.targetType === POSTING_SCRAP_TARGET);
    expect(postingScraps.length).toBeGreaterThanOrEqual(4);
    const scrapped = await db.select().from(postings).where(eq(postings.id, Number(postingScraps[0]!.targetId)));
    expect(scrapped[0]!.scrapCount).toBe(1);
    const withTests = await Promise.all(
      postingScraps.map(async (s) => (await db.select().from(postings).where(eq(postings.id, Number(s.targetId))))[0]!),
    );
    expect(withTests.filter((p) => p.writtenTestAt && p.writtenTestExamTypeSlugs.length > 0).length).toBeGreaterThanOrEqual(1);

    await seedPostings(db, { passwordHash: 'x' });
    const [again] = await db.select({ n: count() }).from(postings);
    expect(again!.n).toBe(total!.n);
  });

  it('approves every seeded company after its sign-up, never before', async () => {
    await seed(t.database.db);
    const approved = await t.database.db
      .select({ email: users.email, createdAt: users.createdAt, approvedAt: users.corporateApprovedAt })
      .from(users)
      .where(isNotNull(users.corporateApprovedAt));
    expect(approved.map((u) => u.email)).toEqual(expect.arrayContaining(['hr@careerroad.kr', 'closed@careerroad.kr']));
    expect(approved.length).toBeGreaterThan(2);
    for (const user of approved) expect(user.approvedAt!.getTime(), user.email).toBeGreaterThan(user.createdAt.getTime());
  });
});
