/**
 * A local stand-in for Kakao's and Naver's login servers, speaking their documented endpoints on one
 * origin (the paths do not collide): authorize (a consent page where the tester types the account and agrees or
 * cancels), token (checks client id and secret, redirect URI, single-use code, and Kakao's PKCE S256 verifier) and the
 * account APIs (Bearer token). API tests drive consent with `consent()`; browser tests fill the page.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAccount {
  id: string;
  email?: string | null;
  emailVerified?: boolean;
  nickname?: string | null;
  name?: string | null;
}

type ProviderId = 'kakao' | 'naver';

interface PendingCode {
  provider: ProviderId;
  redirectUri: string;
  codeChallenge: string | null;
  account: FakeAccount;
}

export interface FakeOAuthProvider {
  origin: string;
  /** What a browser does at the consent page: agree as `account` (or cancel) and follow the redirect back. */
  consent(authorizationUrl: string, account: FakeAccount | 'deny'): Promise<string>;
  /** The next token request is refused (a provider outage or a revoked app). */
  failNextTokenExchange(): void;
  close(): Promise<void>;
}

export interface FakeOAuthOptions {
  port?: number;
  clients: Record<ProviderId, { clientId: string; clientSecret: string }>;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json; charset=utf-8') {
  response.writeHead(status, { 'content-type': type });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function redirect(response: ServerResponse, location: string) {
  response.writeHead(302, { location });
  response.end();
}

export async function startFakeOAuthProvider(options: FakeOAuthOptions): Promise<FakeOAuthProvider> {
  const codes = new Map<string, PendingCode>();
  const tokens = new Map<string, { provider: ProviderId; account: FakeAccount }>();
  let failNext = false;

  /** Checks an authorization request; returns its parameters, or a reason to refuse it. */
  const checkAuthorize = (provider: ProviderId, params: URLSearchParams) => {
    const client = options.clients[provider];
    if (params.get('response_type') !== 'code') return 'response_type must be code';
    if (params.get('client_id') !== client.clientId) return 'unknown client_id';
    if (!params.get('redirect_uri') || !params.get('state')) return 'redirect_uri and state are required';
    if (provider === 'kakao' && params.get('code_challenge') && params.get('code_challenge_method') !== 'S256') return 'S256 only';
    return null;
  };

  const approve = (provider: ProviderId, params: URLSearchParams, account: FakeAccount | 'deny'): string => {
    const back = new URL(params.get('redirect_uri')!);
    back.searchParams.set('state', params.get('state')!);
    if (account === 'deny') {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'User denied access');
      return back.toString();
    }
    const code = randomBytes(16).toString('hex');
    codes.set(code, { provider, redirectUri: params.get('redirect_uri')!, codeChallenge: params.get('code_challenge'), account });
    back.searchParams.set('code', code);
    return back.toString();
  };

  const consentPage = (provider: ProviderId, params: URLSearchParams) => {
    const hidden = [...params].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('');
    const label = provider === 'kakao' ? '카카오' : '네이버';
    return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${label} 로그인 (테스트 서버)</title></head><body>
<h1>${label} 계정으로 로그인 (테스트 서버)</h1>
<form method="post" action="/consent/${provider}">${hidden}
<label>계정 번호 <input name="account_id" required></label>
<label>이메일 <input name="account_email"></label>
<label><input type="checkbox" name="account_email_verified" value="1" checked> 인증된 이메일</label>
<label>닉네임 <input name="account_nickname"></label>
<label>이름 <input name="account_name"></label>
<button name="decision" value="allow">동의하고 계속하기</button>
<button name="decision" value="deny" formnovalidate>취소</button>
</form></body></html>`;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /healthz') return send(response, 200, { ok: true });
    const authorizeOf: Record<string, ProviderId> = { 'GET /oauth/authorize': 'kakao', 'GET /oauth2.0/authorize': 'naver' };
    if (authorizeOf[route]) {
      const provider = authorizeOf[route]!;
      const refused = checkAuthorize(provider, url.searchParams);
      if (refused) return send(response, 400, refused, 'text/plain; charset=utf-8');
      return send(response, 200, consentPage(provider, url.searchParams), 'text/html; charset=utf-8');
    }
    if (request.method === 'POST' && url.pathname.startsWith('/consent/')) {
      const provider = url.pathname.slice('/consent/'.length) as ProviderId;
      const form = await readForm(request);
      const refused = checkAuthorize(provider, form);
      if (refused) return send(response, 400, refused, 'text/plain; charset=utf-8');
      const account: FakeAccount | 'deny' =
        form.get('decision') === 'deny'
          ? 'deny'
          : {
              id: form.get('account_id') ?? '',
              email: form.get('account_email') || null,
              emailVerified: form.get('account_email_verified') === '1',
              nickname: form.get('account_nickname') || null,
              name: form.get('account_name') || null,
            };
      return redirect(response, approve(provider, form, account));
    }
    if (route === 'POST /oauth/token' || route === 'POST /oauth2.0/token') {
      const provider: ProviderId = route === 'POST /oauth/token' ? 'kakao' : 'naver';
      const form = await readForm(request);
      // Kakao answers errors with 400 or 401; Naver with 200 and an `error` field.
      const refuse = (error: string) =>
        send(response, provider === 'kakao' ? 400 : 200, { error, error_description: `${error} (fake ${provider})` });
      if (failNext) {
        failNext = false;
        return refuse('server_error');
      }
      const client = options.clients[provider];
      if (form.get('grant_type') !== 'authorization_code') return refuse('unsupported_grant_type');
      if (form.get('client_id') !== client.clientId || form.get('client_secret') !== client.clientSecret) return refuse('invalid_client');
      const pending = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!pending || pending.provider !== provider) return refuse('invalid_grant');
      if (provider === 'kakao') {
        if (form.get('redirect_uri') !== pending.redirectUri) return refuse('invalid_grant');
        if (pending.codeChallenge) {
          const challenge = createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url');
          if (challenge !== pending.codeChallenge) return refuse('invalid_grant');
        }
      } else if (!form.get('state')) {
        return refuse('invalid_request');
      }
      const accessToken = randomBytes(24).toString('hex');
      tokens.set(accessToken, { provider, account: pending.account });
      return send(response, 200, { access_token: accessToken, token_type: 'bearer', expires_in: 21_599, refresh_token: randomBytes(24).toString('hex') });
    }
    if (route === 'GET /v2/user/me' || route === 'GET /v1/nid/me') {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const found = tokens.get(token);
      if (route === 'GET /v2/user/me') {
        if (!found || found.provider !== 'kakao') return send(response, 401, { msg: 'this access token does not exist', code: -401 });
        const a = found.account;
        return send(response, 200, {
          id: Number(a.id),
          connected_at: new Date().toISOString(),
          kakao_account: {
            profile: a.nickname ? { nickname: a.nickname } : undefined,
            ...(a.email ? { email: a.email, is_email_valid: true, is_email_verified: a.emailVerified ?? true, has_email: true } : { has_email: false }),
            ...(a.name ? { name: a.name } : {}),
          },
        });
      }
      if (!found || found.provider !== 'naver') return send(response, 401, { resultcode: '024', message: 'Authentication failed' });
      const a = found.account;
      return send(response, 200, {
        resultcode: '00',
        message: 'success',
        response: { id: a.id, ...(a.email ? { email: a.email } : {}), ...(a.nickname ? { nickname: a.nickname } : {}), ...(a.name ? { name: a.name } : {}) },
      });
    }
    send(response, 404, { error: 'not_found' });
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    consent: async (authorizationUrl, account) => {
      const url = new URL(authorizationUrl);
      const provider: ProviderId = url.pathname === '/oauth/authorize' ? 'kakao' : 'naver';
      const refused = checkAuthorize(provider, url.searchParams);
      if (refused) throw new Error(`authorization refused: ${refused}`);
      return approve(provider, url.searchParams, account);
    },
    failNextTokenExchange: () => {
      failNext = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
