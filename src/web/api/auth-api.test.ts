import { describe, expect, it } from 'vitest';
import { getErrorMessage, getServerMessage } from './error-catalogue';
import { type Profile, getProfile, login, logout, register } from './auth-api';
import { createCbtClient } from './cbt-client';
import { sendJson, startTestServer, useRecordingServer } from '../../test/recording-server';

const profile: Profile = {
  id: '3f1c2a4e-0000-4000-8000-000000000001',
  brand: 'b',
  email: 'hong@example.com',
  username: '홍길동',
  nickname: null,
  type: 'NORMAL',
  role: 'MEMBER',
  notificationUnreadCount: 3,
  scrapCount: 0,
};

const server = useRecordingServer();

describe('getProfile', () => {
  it('returns the profile on 200', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, profile));
    const client = createCbtClient({ baseURL: server.url, getAccessToken: () => 'tok' });
    await expect(getProfile(client)).resolves.toEqual(profile);
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/apiV2/auth/profile' });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('returns null on 401', async () => {
    server.setHandler((_req, res) =>
      sendJson(res, 401, { statusCode: 401, code: 'UNAUTHORIZED', message: '로그인이 필요한 서비스입니다.' }),
    );
    await expect(getProfile(createCbtClient({ baseURL: server.url }))).resolves.toBeNull();
  });

  it('returns null on 500', async () => {
    server.setHandler((_req, res) => sendJson(res, 500, {}));
    await expect(getProfile(createCbtClient({ baseURL: server.url }))).resolves.toBeNull();
  });

  it('returns null (not undefined) on an empty body', async () => {
    server.setHandler((_req, res) => {
      res.writeHead(200);
      res.end();
    });
    await expect(getProfile(createCbtClient({ baseURL: server.url }))).resolves.toBeNull();
  });

  it('returns null on a network error', async () => {
    const dead = await startTestServer();
    await dead.close();
    await expect(getProfile(createCbtClient({ baseURL: dead.url }))).resolves.toBeNull();
  });
});

describe('login / register / logout', () => {
  it('login posts the credentials and returns the user', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { user: profile }));
    const user = await login(createCbtClient({ baseURL: server.url }), {
      email: 'hong@example.com',
      password: 'abcd1234',
    });
    expect(user).toEqual(profile);
    const req = server.requests[0];
    expect(req).toMatchObject({ method: 'POST', url: '/apiV2/auth/login' });
    expect(req?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(req?.body ?? '')).toEqual({ email: 'hong@example.com', password: 'abcd1234' });
  });

  it('login failure rejects with the server message available', async () => {
    const message = '이메일 또는 비밀번호가 올바르지 않습니다.';
    server.setHandler((_req, res) => sendJson(res, 401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message }));
    const error: unknown = await login(createCbtClient({ baseURL: server.url }), {
      email: 'a@b.c',
      password: 'wrong1234',
    }).catch((e: unknown) => e);
    expect(getServerMessage(error)).toBe(message);
    expect(getErrorMessage(error)).toBe('로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.');
  });

  it('register posts the body and returns the created user', async () => {
    server.setHandler((_req, res) => sendJson(res, 201, { user: { ...profile, type: 'CORPORATE' } }));
    const body = {
      email: 'corp@example.com',
      password: 'abcd1234',
      username: '김담당',
      type: 'CORPORATE' as const,
      companyName: '커리어로드',
      businessNumber: '123-45-67890',
    };
    const user = await register(createCbtClient({ baseURL: server.url }), body);
    expect(user.type).toBe('CORPORATE');
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/apiV2/auth/register' });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual(body);
  });

  it('logout posts and resolves on 204', async () => {
    server.setHandler((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    await expect(logout(createCbtClient({ baseURL: server.url }))).resolves.toBeUndefined();
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/apiV2/auth/logout' });
  });
});
