import { describe, expect, it } from 'vitest';
import {
  FALLBACK,
  HOST_TABLES,
  appEnvFrom,
  findHostFor,
  hostTableFor,
  hostTableFromEnv,
  normalizeHostname,
  parseHostOverrides,
  resolveAppEnv,
  resolveHost,
} from './hosts';

describe('host table', () => {
  const dev = hostTableFor('development');

  it.each([
    ['localhost:3000', 'cbt', 'a'],
    ['cbt.localhost:3000', 'cbt', 'a'],
    ['nurse.localhost:3000', 'cbt', 'b'],
    ['portal.localhost', 'portal', 'a'],
    ['biz.localhost', 'corporate', 'a'],
    ['community.localhost', 'community', 'a'],
    ['nurse-community.localhost', 'community', 'b'],
    ['shop.localhost', 'shop', 'b'],
    ['chat.localhost', 'chat', 'a'],
    ['api.localhost', 'api', 'a'],
    ['admin.localhost:3000', 'console', 'a'],
    ['nurse-admin.localhost', 'console', 'b'],
  ])('development host %s serves %s brand %s', (host, site, brand) => {
    expect(resolveHost(host, dev)).toMatchObject({ site, brand, known: true });
  });

  it('each brand has its own console host in every environment, sharing its cookie domain (ADR 24)', () => {
    for (const table of Object.values(HOST_TABLES)) {
      expect(findHostFor(table, 'console', 'a')).toBeDefined();
      expect(findHostFor(table, 'console', 'b')).toBeDefined();
    }
    const production = hostTableFor('production');
    expect(resolveHost('admin.careerroad.kr', production)).toMatchObject({ site: 'console', brand: 'a', cookieDomain: 'careerroad.kr' });
    expect(resolveHost('admin.nursepass.co.kr', production)).toMatchObject({ site: 'console', brand: 'b', cookieDomain: 'nursepass.co.kr' });
    expect(resolveHost('admin.localhost', production).known).toBe(false);
  });

  it('development gives each brand one cookie domain its sites share, as production does (ADR 44)', () => {
    for (const env of ['development', 'test'] as const) {
      const table = hostTableFor(env);
      const domains = { a: new Set<string | undefined>(), b: new Set<string | undefined>() };
      // Every host of a brand but the aliases and the test table's loopback address, which API clients call.
      for (const [host, entry] of Object.entries(table)) {
        if (!entry.canonicalHost && host !== '127.0.0.1') domains[entry.brand].add(entry.cookieDomain);
      }
      expect([...domains.a]).toEqual(['careerroad.localhost']);
      expect([...domains.b]).toEqual(['nursepass.localhost']);
    }
    expect(resolveHost('cbt.careerroad.localhost:3000', dev)).toMatchObject({ site: 'cbt', brand: 'a', cookieDomain: 'careerroad.localhost' });
    expect(resolveHost('nursepass.localhost', dev)).toMatchObject({ site: 'shop', brand: 'b', cookieDomain: 'nursepass.localhost' });
  });

  it('an alias names a host of the same site and brand, and links between sites never lead to an alias', () => {
    for (const table of Object.values(HOST_TABLES)) {
      for (const [host, entry] of Object.entries(table)) {
        if (!entry.canonicalHost) continue;
        const target = table[entry.canonicalHost];
        expect(target, host).toMatchObject({ site: entry.site, brand: entry.brand });
        expect(target?.canonicalHost, host).toBeUndefined();
        expect(entry.cookieDomain, host).toBeUndefined();
      }
    }
    expect(findHostFor(dev, 'cbt', 'a')).toBe('cbt.careerroad.localhost');
    expect(findHostFor(dev, 'cbt', 'b')).toBe('cbt.nursepass.localhost');
    expect(findHostFor(dev, 'portal')).toBe('careerroad.localhost');
    expect(resolveHost('localhost:3000', dev)).toMatchObject({ site: 'cbt', brand: 'a', canonicalHost: 'cbt.careerroad.localhost' });
  });

  it('SITE_HOSTS may name the console site', () => {
    expect(parseHostOverrides('{"ops.example.com":"console:b"}')).toEqual({ 'ops.example.com': { site: 'console', brand: 'b' } });
  });

  it('an unknown host falls back to the brand A CBT app', () => {
    expect(resolveHost('evil.example.com', dev)).toEqual({ ...FALLBACK, hostname: 'evil.example.com', known: false });
    expect(resolveHost(undefined, dev)).toMatchObject({ site: 'cbt', brand: 'a', known: false });
  });

  it('development hosts are not recognised in production', () => {
    expect(resolveHost('nurse.localhost', hostTableFor('production')).known).toBe(false);
    expect(resolveHost('cbt.nursepass.co.kr', hostTableFor('production'))).toMatchObject({
      site: 'cbt',
      brand: 'b',
      cookieDomain: 'nursepass.co.kr',
    });
  });

  it('each brand has its own community host in every environment (ADR 8)', () => {
    expect(resolveHost('nurse-community.localhost:3000', hostTableFor('test'))).toMatchObject({ site: 'community', brand: 'b' });
    expect(resolveHost('community.nursepass.co.kr', hostTableFor('production'))).toEqual({
      site: 'community',
      brand: 'b',
      cookieDomain: 'nursepass.co.kr',
      hostname: 'community.nursepass.co.kr',
      known: true,
    });
    for (const table of Object.values(HOST_TABLES)) {
      expect(findHostFor(table, 'community', 'a')).toBeDefined();
      expect(findHostFor(table, 'community', 'b')).toBeDefined();
    }
  });

  it('every environment has a CBT host for both brands and one host per other site', () => {
    for (const table of Object.values(HOST_TABLES)) {
      expect(findHostFor(table, 'cbt', 'a')).toBeDefined();
      expect(findHostFor(table, 'cbt', 'b')).toBeDefined();
      for (const site of ['portal', 'corporate', 'community', 'shop', 'chat', 'api'] as const) {
        expect(findHostFor(table, site)).toBeDefined();
      }
    }
  });

  it('host names are matched case-insensitively without port or trailing dot', () => {
    expect(normalizeHostname('NURSE.Localhost.:8080')).toBe('nurse.localhost');
    expect(normalizeHostname('[::1]:3000')).toBe('[::1]');
    expect(resolveHost('Nurse.LOCALHOST', dev).brand).toBe('b');
  });

  it('SITE_HOSTS overrides add or replace hosts', () => {
    const table = hostTableFor('development', parseHostOverrides('{"exam.example.com":"cbt:b@example.com"}'));
    expect(resolveHost('exam.example.com', table)).toMatchObject({ site: 'cbt', brand: 'b', cookieDomain: 'example.com' });
    expect(resolveHost('localhost', table).brand).toBe('a');
  });

  it('a malformed SITE_HOSTS value fails loudly', () => {
    expect(() => parseHostOverrides('{"x.com":"cbt"}')).toThrow(/SITE_HOSTS/);
    expect(() => parseHostOverrides('{"x.com":"shop:z"}')).toThrow(/SITE_HOSTS/);
    expect(() => parseHostOverrides('[]')).toThrow(/SITE_HOSTS/);
  });

  it('the environment\'s table is APP_ENV\'s hosts plus SITE_HOSTS, built once per pair of values', () => {
    const env = { APP_ENV: 'production', SITE_HOSTS: '{"exam.example.com":"cbt:b"}' };
    const table = hostTableFromEnv(env);
    expect(table).toEqual(hostTableFor('production', parseHostOverrides(env.SITE_HOSTS)));
    expect(hostTableFromEnv({ ...env })).toBe(table);
    expect(hostTableFromEnv({ APP_ENV: 'production' })).toEqual(HOST_TABLES.production);
    expect(hostTableFromEnv({})).toEqual(HOST_TABLES.development);
    expect(() => hostTableFromEnv({ SITE_HOSTS: '{"x.com":"cbt"}' })).toThrow(/SITE_HOSTS/);
  });

  it('APP_ENV decides the environment; unset, NODE_ENV=production means production and anything else development', () => {
    expect(appEnvFrom({})).toBe('development');
    expect(appEnvFrom({ APP_ENV: 'test', NODE_ENV: 'production' })).toBe('test');
    expect(appEnvFrom({ APP_ENV: 'production' })).toBe('production');
    expect(appEnvFrom({ APP_ENV: '', NODE_ENV: 'production' })).toBe('production');
    expect(appEnvFrom({ NODE_ENV: 'test' })).toBe('development');
    expect(resolveAppEnv({ NODE_ENV: 'production' })).toEqual({
      appEnv: 'production',
      reason: 'NODE_ENV=production, APP_ENV unset',
    });
    expect(resolveAppEnv({ APP_ENV: 'development' }).reason).toBe('APP_ENV=development');
    expect(hostTableFromEnv({ NODE_ENV: 'production' })).toEqual(HOST_TABLES.production);
  });

  it('an APP_ENV that names no environment stops the start with a message saying which values there are', () => {
    expect(() => appEnvFrom({ APP_ENV: 'staging' })).toThrow(
      'APP_ENV must be one of development, production, test, got "staging".',
    );
    expect(() => appEnvFrom({ APP_ENV: 'prod', NODE_ENV: 'production' })).toThrow(/APP_ENV must be one of/);
    expect(() => hostTableFromEnv({ APP_ENV: 'Production' })).toThrow(/APP_ENV must be one of/);
  });
});
