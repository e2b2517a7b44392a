import { describe, expect, it } from 'vitest';
import {
  COMMUNITY_GRAPHQL_PATH,
  PORTAL_GRAPHQL_PATH,
  createCommunityGraphqlClient,
  createPortalGraphqlClient,
} from './graphql-clients';
import { sendJson, useRecordingServer } from '../../test/recording-server';

const server = useRecordingServer();

describe('graphql clients', () => {
  it('exports the endpoint paths', () => {
    expect(PORTAL_GRAPHQL_PATH).toBe('/graphql');
    expect(COMMUNITY_GRAPHQL_PATH).toBe('/community/graphql');
  });

  it('portal client POSTs JSON with credentials and extra headers', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { data: { ping: '퐁' } }));
    const client = createPortalGraphqlClient({
      endpoint: `${server.url}${PORTAL_GRAPHQL_PATH}`,
      headers: { 'x-forwarded-host': 'portal.localhost' },
    });
    expect(client.requestConfig.credentials).toBe('include');
    await expect(client.request<{ ping: string }>('query Ping { ping }')).resolves.toEqual({ ping: '퐁' });
    const req = server.requests[0];
    expect(req).toMatchObject({ method: 'POST', url: '/graphql' });
    expect(req?.headers['content-type']).toContain('application/json');
    expect(req?.headers['x-forwarded-host']).toBe('portal.localhost');
    expect(JSON.parse(req?.body ?? '')).toMatchObject({ query: 'query Ping { ping }', operationName: 'Ping' });
  });

  it('community client POSTs to the community path', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { data: { chatMessageUnreadCount: 4 } }));
    const client = createCommunityGraphqlClient({ endpoint: `${server.url}${COMMUNITY_GRAPHQL_PATH}` });
    expect(client.requestConfig.credentials).toBe('include');
    await expect(client.request('query { chatMessageUnreadCount }')).resolves.toEqual({ chatMessageUnreadCount: 4 });
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/community/graphql' });
  });
});
