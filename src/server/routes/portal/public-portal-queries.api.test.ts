/**
 * A visitor's posting reads from the read cache at /graphql (the lists and search, through the public-read door): the
 * repeat of a public document is answered from memory with an ETag (304 on a GET that holds it) until a write bumps
 * postings:<brand>; a member's request and any document with a non-public field are executed every time.
 *
 * The door's answers carry an ETag, Mercurius' do not (its resolvers keep their own data in the read cache too, so a
 * posting written without a bump shows in neither until a write bumps postings:<brand>).
 */
import { describe, expect, it } from 'vitest';
import { createChannel, createLoggedInUser, createPosting } from '../../../test/factories';
import { dataOf, graphql } from '../../../test/graphql-call';
import { BRAND_B_HOST, useTestApp } from '../../../test/test-app';
import { POSTING_LIST_QUERY } from '../../../web/api/postings-api';

const t = useTestApp();
const variables = { filter: { regions: ['JEJU'] }, sort: null, page: null, pageSize: null };
const titles = (response: Awaited<ReturnType<typeof graphql>>) =>
  (dataOf(response, 'postings') as { nodes: { title: string }[] }).nodes.map((n) => n.title);

describe("a visitor's posting reads from the read cache", () => {
  it('answers the repeat from memory until a write, while members and other documents are executed', async () => {
    const channel = await createChannel(t.database.db, { brand: 'b', title: '한라병원' });
    await createPosting(t.database.db, { brand: 'b', channel, title: '제주 공모 1', region: 'JEJU' });
    const visitor = () => graphql(t, POSTING_LIST_QUERY, variables, { host: BRAND_B_HOST });

    const first = await visitor();
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBeTruthy();
    expect(titles(first)).toEqual(['제주 공모 1']);

    // Written without the bump a write path makes: the visitor's repeat is the door's (same ETag), a member's and
    // another document's are Mercurius' (no ETag).
    await createPosting(t.database.db, { brand: 'b', channel, title: '제주 공모 2', region: 'JEJU' });
    const repeat = await visitor();
    expect(repeat.headers.etag).toBe(first.headers.etag);
    expect(titles(repeat)).toEqual(['제주 공모 1']);
    const { cookie } = await createLoggedInUser(t.database.db, { brand: 'b' });
    const member = await graphql(t, POSTING_LIST_QUERY, variables, { host: BRAND_B_HOST, cookie });
    expect(member.statusCode).toBe(200);
    expect(member.headers.etag).toBeUndefined();
    const withTypename = POSTING_LIST_QUERY.replace('totalCount', 'totalCount\n      __typename');
    expect((await graphql(t, withTypename, variables, { host: BRAND_B_HOST, cookie })).headers.etag).toBeUndefined();
    expect((await graphql(t, '{ currentUser { id } postings { totalCount } }', {}, { host: BRAND_B_HOST })).headers.etag).toBeUndefined();

    // A GET holding the ETag gets 304; after the bump the visitor sees the new posting.
    const url = `/graphql?query=${encodeURIComponent(POSTING_LIST_QUERY)}&variables=${encodeURIComponent(JSON.stringify(variables))}`;
    const get = await t.app.inject({ method: 'GET', url, headers: { host: BRAND_B_HOST } });
    const again = await t.app.inject({ method: 'GET', url, headers: { host: BRAND_B_HOST, 'if-none-match': get.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    // A member's scrap is a write that bumps postings:b.
    const [only] = (dataOf(first, 'postings') as { nodes: { id: string }[] }).nodes;
    await graphql(t, 'mutation ($id: ID!) { scrapPosting(id: $id) { scrapCount } }', { id: only!.id }, { host: BRAND_B_HOST, cookie });
    expect(titles(await visitor())).toEqual(['제주 공모 2', '제주 공모 1']);
  });

  it('keeps nothing of an answer with errors', async () => {
    const bad = await graphql(t, POSTING_LIST_QUERY, { ...variables, page: 0 }, { host: BRAND_B_HOST });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
  });
});
