/** The media kit's figures (spec §6 미디어킷 다운로드, ADR 26): public, counted from the tables at the moment asked. */
import { describe, expect, it } from 'vitest';
import { createPosting, createUser } from '../../test/factories';
import { dataOf, graphql } from '../../test/graphql-call';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const QUERY = `query { mediaKitFigures { individualMembers approvedCompanies activeChannels publishedPostings openPostings postingViewsLast30Days applicationsLast30Days periodStartDay measuredAt } }`;

describe('mediaKitFigures', () => {
  it('answers a visitor with counts that follow the tables', async () => {
    const before = dataOf(await graphql(t, QUERY), 'mediaKitFigures');
    await createUser(t.database.db);
    await createPosting(t.database.db);
    const after = dataOf(await graphql(t, QUERY), 'mediaKitFigures');
    expect(after.individualMembers).toBe(before.individualMembers + 1);
    expect(after.publishedPostings).toBe(before.publishedPostings + 1);
    expect(after.openPostings).toBe(before.openPostings + 1);
    // createPosting's channel belongs to a new, unapproved company: a channel, not an approved company.
    expect(after.activeChannels).toBe(before.activeChannels + 1);
    expect(after.approvedCompanies).toBe(before.approvedCompanies);
    expect(after.periodStartDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
