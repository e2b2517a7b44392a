import { describe, expect, it } from 'vitest';
import { PORTAL_GRAPHQL_PATH, createPortalGraphqlClient } from './graphql-clients';
import {
  CHAT_MESSAGE_UNREAD_COUNT_QUERY,
  CREATE_SUGGESTION_MUTATION,
  createSuggestion,
  CURRENT_USER_QUERY,
  type CurrentUser,
  getChatMessageUnreadCount,
  getCurrentUser,
  guessDeviceInfo,
} from './portal-api';
import { sendJson, useRecordingServer } from '../../test/recording-server';

const user: CurrentUser = {
  id: 'u1',
  username: '홍길동',
  type: 'NORMAL',
  corporateApproved: true,
  scrapCount: 2,
  notificationUnreadCount: 120,
  channel: { id: 'c1', url: '/channel/c1', deactivatedAt: null },
  tokenSet: { accessToken: 'tok' },
};

const server = useRecordingServer();

describe('getCurrentUser', () => {
  it('sends the CurrentUser query with notificationType NOTIFICATION and returns the user', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { data: { currentUser: user } }));
    const client = createPortalGraphqlClient({ endpoint: `${server.url}${PORTAL_GRAPHQL_PATH}` });
    await expect(getCurrentUser(client)).resolves.toEqual(user);
    const req = server.requests[0];
    expect(req).toMatchObject({ method: 'POST', url: '/graphql' });
    const body = JSON.parse(req?.body ?? '') as { query: string; variables: unknown; operationName: string };
    expect(body.query).toBe(CURRENT_USER_QUERY);
    expect(body.operationName).toBe('CurrentUser');
    expect(body.variables).toEqual({ notificationType: 'NOTIFICATION' });
    expect(body.query).toContain('query CurrentUser($notificationType: NotificationScope)');
    expect(body.query).toContain('notificationUnreadCount(scope: $notificationType)');
    expect(body.query).toMatch(/channel\s*\{\s*id\s+url\s+deactivatedAt\s*\}/);
    expect(body.query).toMatch(/tokenSet\s*\{\s*accessToken\s*\}/);
  });

  it('passes a custom notification scope', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { data: { currentUser: user } }));
    const client = createPortalGraphqlClient({ endpoint: `${server.url}${PORTAL_GRAPHQL_PATH}` });
    await getCurrentUser(client, 'CHAT');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toMatchObject({ variables: { notificationType: 'CHAT' } });
  });

  it('returns null when logged out', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { data: { currentUser: null } }));
    const client = createPortalGraphqlClient({ endpoint: `${server.url}${PORTAL_GRAPHQL_PATH}` });
    await expect(getCurrentUser(client)).resolves.toBeNull();
  });

  it('rejects on GraphQL errors', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { data: null, errors: [{ message: 'boom' }] }));
    const client = createPortalGraphqlClient({ endpoint: `${server.url}${PORTAL_GRAPHQL_PATH}` });
    await expect(getCurrentUser(client)).rejects.toThrow(/boom/);
  });

  it('rejects on an HTTP error', async () => {
    server.setHandler((_req, res) => sendJson(res, 500, { message: 'down' }));
    const client = createPortalGraphqlClient({ endpoint: `${server.url}${PORTAL_GRAPHQL_PATH}` });
    await expect(getCurrentUser(client)).rejects.toThrow();
  });
});

describe('createSuggestion / chatMessageUnreadCount / deviceInfo', () => {
  it('sends createSuggestion with the input', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { data: { createSuggestion: { email: 'a@b.kr', content: 'hi' } } }));
    const client = createPortalGraphqlClient({ endpoint: `${server.url}${PORTAL_GRAPHQL_PATH}` });
    const input = { email: 'a@b.kr', content: 'hi', attachmentIds: ['1'], deviceInfo: 'PC' as const };
    await expect(createSuggestion(client, input)).resolves.toEqual({ email: 'a@b.kr', content: 'hi' });
    const body = JSON.parse(server.requests[0]?.body ?? '') as { query: string; variables: unknown };
    expect(body.query).toBe(CREATE_SUGGESTION_MUTATION);
    expect(body.variables).toEqual({ input });
  });

  it('reads chatMessageUnreadCount', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { data: { chatMessageUnreadCount: 3 } }));
    const client = createPortalGraphqlClient({ endpoint: `${server.url}${PORTAL_GRAPHQL_PATH}` });
    await expect(getChatMessageUnreadCount(client)).resolves.toBe(3);
    expect(JSON.parse(server.requests[0]?.body ?? '')).toMatchObject({ query: CHAT_MESSAGE_UNREAD_COUNT_QUERY });
  });

  it('guesses MOBILE or PC from the platform string', () => {
    for (const p of ['iPhone', 'iPad', 'Android', 'Linux armv8l', 'mobile']) expect(guessDeviceInfo(p), p).toBe('MOBILE');
    for (const p of ['Win32', 'MacIntel', 'Linux x86_64', 'Windows', 'macOS', '', undefined]) expect(guessDeviceInfo(p), String(p)).toBe('PC');
  });
});
