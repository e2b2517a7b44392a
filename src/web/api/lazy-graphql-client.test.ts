import { describe, expect, it } from 'vitest';
import { sendJson, useRecordingServer } from '../../test/recording-server';
import { COMMUNITY_GRAPHQL_PATH, PORTAL_GRAPHQL_PATH } from './graphql-clients';
import { createLazyGraphqlClient } from './lazy-graphql-client';

const server = useRecordingServer();

describe('createLazyGraphqlClient', () => {
  it('sends what the eager client sends: a JSON POST with the operation, variables and extra headers', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { data: { board: { id: '7' } } }));
    const client = createLazyGraphqlClient('portal', {
      endpoint: `${server.url}${PORTAL_GRAPHQL_PATH}`,
      headers: { 'x-forwarded-host': 'portal.localhost' },
    });
    await expect(client.request('query Board($id: ID!) { board(id: $id) { id } }', { id: '7' })).resolves.toEqual({ board: { id: '7' } });
    const req = server.requests[0];
    expect(req).toMatchObject({ method: 'POST', url: '/graphql' });
    expect(req?.headers['x-forwarded-host']).toBe('portal.localhost');
    expect(JSON.parse(req?.body ?? '')).toEqual({
      query: 'query Board($id: ID!) { board(id: $id) { id } }',
      variables: { id: '7' },
      operationName: 'Board',
    });
  });

  it('takes the options form of request, and keeps serving later requests', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { data: { ping: '퐁' } }));
    const client = createLazyGraphqlClient('community', { endpoint: `${server.url}${COMMUNITY_GRAPHQL_PATH}` });
    await expect(client.request({ document: 'query Ping { ping }', requestHeaders: { authorization: 'Bearer t' } })).resolves.toEqual({ ping: '퐁' });
    await expect(client.request('query Ping { ping }')).resolves.toEqual({ ping: '퐁' });
    expect(server.requests.map((r) => r.url)).toEqual([COMMUNITY_GRAPHQL_PATH, COMMUNITY_GRAPHQL_PATH]);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer t');
  });

  it('rejects with graphql-request\'s error, whose response carries the server\'s errors', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { data: null, errors: [{ message: '로그인이 필요합니다.' }] }));
    const client = createLazyGraphqlClient('portal', { endpoint: `${server.url}${PORTAL_GRAPHQL_PATH}` });
    await expect(client.request('query Me { me { id } }')).rejects.toMatchObject({ response: { errors: [{ message: '로그인이 필요합니다.' }] } });
  });
});
