import { describe, expect, it } from 'vitest';
import { sendJson, useRecordingServer } from '../../test/recording-server';
import { createPortalGraphqlClient, PORTAL_GRAPHQL_PATH } from './graphql-clients';
import { graphqlErrorStatus } from './graphql-errors';
import {
  getPosting,
  getPostings,
  POSTING_LIST_QUERY,
  recordPostingView,
  SCRAP_POSTING_MUTATION,
  setPostingScrap,
  UNSCRAP_POSTING_MUTATION,
} from './postings-api';

const server = useRecordingServer();
const client = () => createPortalGraphqlClient({ endpoint: `${server.url}${PORTAL_GRAPHQL_PATH}` });
const sentBody = (i = 0) => JSON.parse(server.requests[i]?.body ?? '') as { query: string; variables: Record<string, unknown>; operationName: string };

describe('postings-api', () => {
  it('sends the PostingList query with the filter, sort and page, and returns the page', async () => {
    const page = { totalCount: 0, page: 2, pageSize: 20, nodes: [] };
    server.setHandler((_req, res) => sendJson(res, 200, { data: { postings: page } }));
    const filter = { kinds: ['CONTEST'], regions: ['SEOUL', 'BUSAN'] };
    await expect(getPostings(client(), { filter, sort: 'DEADLINE', page: 2 })).resolves.toEqual(page);
    const body = sentBody();
    expect(body.query).toBe(POSTING_LIST_QUERY);
    expect(body.operationName).toBe('PostingList');
    expect(body.variables).toEqual({ filter, sort: 'DEADLINE', page: 2, pageSize: null });
    // The fragment travels with the query (the interpolation is part of the document).
    expect(body.query).toContain('fragment PostingCardFields on Posting');
  });

  it('returns null for a missing posting', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { data: { posting: null } }));
    await expect(getPosting(client(), '999')).resolves.toBeNull();
    expect(sentBody().variables).toEqual({ id: '999' });
  });

  it('scraps and unscraps through two mutations', async () => {
    server.setHandler((_req, res) => {
      const isScrap = server.requests.length === 1;
      const result = { postingId: '7', scrapped: isScrap, scrapCount: isScrap ? 3 : 2 };
      sendJson(res, 200, { data: isScrap ? { scrapPosting: result } : { unscrapPosting: result } });
    });
    await expect(setPostingScrap(client(), '7', true)).resolves.toEqual({ postingId: '7', scrapped: true, scrapCount: 3 });
    await expect(setPostingScrap(client(), '7', false)).resolves.toEqual({ postingId: '7', scrapped: false, scrapCount: 2 });
    expect(sentBody(0).query).toBe(SCRAP_POSTING_MUTATION);
    expect(sentBody(1).query).toBe(UNSCRAP_POSTING_MUTATION);
  });

  it('records a view and returns the count', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { data: { recordPostingView: 42 } }));
    await expect(recordPostingView(client(), '5')).resolves.toBe(42);
  });

  it('reads the status of a refused request from the error extensions', async () => {
    server.setHandler((_req, res) =>
      sendJson(res, 401, { data: null, errors: [{ message: '로그인이 필요합니다.', extensions: { code: 'UNAUTHORIZED', statusCode: 401 } }] }),
    );
    const error = await setPostingScrap(client(), '7', true).catch((e: unknown) => e);
    expect(graphqlErrorStatus(error)).toBe(401);
    expect(graphqlErrorStatus(new Error('network'))).toBeUndefined();
  });
});
