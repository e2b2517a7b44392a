/**
 * NODE_ENV=production alone is production (ADR 41): the production hosts, Secure session cookies, HSTS over TLS and
 * GraphQL that neither answers introspection nor suggests the names of fields a client misspelt, on every endpoint.
 * An APP_ENV that names no environment stops the start.
 */
import { parse, validate } from 'graphql';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { HOST_TABLES } from '../config/hosts';
import { loadConfig } from '../config/server-config';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { useTestApp } from '../test/test-app';
import { communityGraphqlSchema } from './routes/community/community-graphql-schema';
import { withoutSuggestions } from './routes/graphql-errors';
import { portalGraphqlSchema } from './routes/portal/portal-graphql-schema';

const PRODUCTION_ENV = { NODE_ENV: 'production', TRUST_PROXY: 'true', LOG_LEVEL: 'silent', REGISTER_MAX_PER_MINUTE: '1000' };

describe('loadConfig', () => {
  it('is production for NODE_ENV=production without APP_ENV: production hosts and Secure cookies', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(config.appEnv).toBe('production');
    expect(config.secureCookies).toBe(true);
    expect(config.hostTable).toEqual(HOST_TABLES.production);
    expect(config.hostTable['localhost']).toBeUndefined();
    // SITE_HOSTS still adds a deployment's own names to the production table.
    const withOwnHost = loadConfig({ NODE_ENV: 'production', SITE_HOSTS: '{"exam.example.com":"cbt:b"}' });
    expect(withOwnHost.hostTable['exam.example.com']).toEqual({ site: 'cbt', brand: 'b' });
    expect(withOwnHost.hostTable['cbt.careerroad.kr']).toBeDefined();
    // APP_ENV, when given, is the one that decides.
    expect(loadConfig({ NODE_ENV: 'production', APP_ENV: 'test' }).appEnv).toBe('test');
    expect(loadConfig({}).appEnv).toBe('development');
  });

  it('refuses an APP_ENV that names no environment, saying which values there are', () => {
    expect(() => loadConfig({ APP_ENV: 'staging', NODE_ENV: 'production' })).toThrow(
      'APP_ENV must be one of development, production, test, got "staging". ' +
        'Unset it for development (production when NODE_ENV=production).',
    );
  });
});

describe('an app started with NODE_ENV=production', { timeout: 60_000 }, () => {
  const t = useTestApp(() => loadConfig(PRODUCTION_ENV));
  const ENDPOINTS = [
    { url: '/graphql', host: 'careerroad.kr', misspelt: '{ currentUse { id } }', schema: portalGraphqlSchema },
    {
      url: '/community/graphql',
      host: 'community.careerroad.kr',
      misspelt: '{ communityHom { menus { menu { title } } } }',
      schema: communityGraphqlSchema,
    },
  ];
  const post = (url: string, host: string, query: string) =>
    t.app.inject({ method: 'POST', url, headers: { host }, payload: { query } });

  it('refuses introspection on every GraphQL endpoint', async () => {
    for (const { url, host } of ENDPOINTS) {
      for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Query") { fields { name } } }']) {
        const response = await post(url, host, query);
        const body = response.json() as { data: unknown; errors?: Array<{ message: string }> };
        expect(body.errors?.length, `${url} ${query}`).toBeGreaterThan(0);
        expect(body.data ?? null, url).toBeNull();
        expect(response.body, url).not.toContain('"Query"');
      }
    }
  });

  it('names a misspelt field without suggesting the real one, on every GraphQL endpoint', async () => {
    for (const { url, host, misspelt, schema } of ENDPOINTS) {
      // graphql-js itself would suggest the field's real name…
      const [suggested] = validate(buildSchema(schema), parse(misspelt));
      expect(suggested?.message, url).toContain('Did you mean');
      // …which production answers leave out.
      const response = await post(url, host, misspelt);
      const errors = (response.json() as { errors: Array<{ message: string }> }).errors;
      expect(errors[0]!.message, url).toMatch(/^Cannot query field "(currentUse|communityHom)" on type "Query"\.$/);
      expect(response.body, url).not.toContain('Did you mean');
    }
    // A misspelt argument and enum value too.
    const misspeltArgument = await post('/community/graphql', 'community.careerroad.kr', '{ boardBySlug(boardSlu: "free") { id } }');
    expect(misspeltArgument.body).toContain('Unknown argument');
    expect(misspeltArgument.body).not.toContain('Did you mean');
    const misspeltEnum = await post('/community/graphql', 'community.careerroad.kr', '{ boardPosts(boardSlug: "free", sort: LATES) { page } }');
    expect(misspeltEnum.body).not.toContain('Did you mean');
    expect(misspeltEnum.json().errors.length).toBeGreaterThan(0);
  });

  it('sets the session cookie Secure at login', async () => {
    const user = await createUser(t.database.db, { email: 'member@careerroad.kr' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/apiV2/auth/login',
      headers: { host: 'cbt.careerroad.kr', 'x-forwarded-proto': 'https' },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    const setCookie = [response.headers['set-cookie']].flat().find((header) => header?.startsWith('accessToken='));
    expect(setCookie).toMatch(/; Secure(;|$)/);
  });

  it('sends HSTS to a request a trusted proxy says came over HTTPS', async () => {
    const response = await t.app.inject({
      url: '/apiV2/exam-types',
      headers: { host: 'cbt.careerroad.kr', 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // A page (any path outside the API; the test app has no Next, so it is the not-found answer under the page policy).
    const page = await t.app.inject({ url: '/', headers: { host: 'careerroad.kr', 'x-forwarded-proto': 'https' } });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // The production CSP names only the production brand domains and their subdomains (chat.careerroad.kr among
    // them), over HTTPS.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain('https://careerroad.kr https://*.careerroad.kr');
    expect(csp).not.toContain('localhost');
    expect(csp).not.toContain('http://');
  });
});

describe('withoutSuggestions', () => {
  it('cuts graphql-js\' "Did you mean …?" sentence and leaves other messages alone', () => {
    expect(withoutSuggestions('Cannot query field "x" on type "Query". Did you mean "y" or "z"?')).toBe(
      'Cannot query field "x" on type "Query".',
    );
    expect(withoutSuggestions('Syntax Error: Expected Name, found <EOF>.')).toBe('Syntax Error: Expected Name, found <EOF>.');
  });
});
