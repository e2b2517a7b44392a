import { describe, expect, it } from 'vitest';
import { hostTableFor } from '../../config/hosts';
import { parseBoardUri } from './board-uri';

const dev = hostTableFor('development');
const production = hostTableFor('production');
const a = { brand: 'a' as const, hostTable: dev };
const b = { brand: 'b' as const, hostTable: dev };

describe('parseBoardUri', () => {
  it.each([
    ['/community/cbt-psat', 'cbt-psat'],
    ['/community/cbt-psat/', 'cbt-psat'],
    ['/community/cbt-psat?page=2', 'cbt-psat'],
    ['/community/cbt-psat/#latest', 'cbt-psat'],
    ['/community/0', '0'],
  ])('reads the slug of the path %s', (uri, slug) => {
    expect(parseBoardUri(uri, a)).toBe(slug);
  });

  it.each([
    'http://community.localhost:3000/community/cbt-psat',
    'http://community.localhost/community/cbt-psat/',
    'https://COMMUNITY.localhost:3100/community/cbt-psat?from=cbt#top',
  ])("reads the slug of the path on brand A's community host: %s", (uri) => {
    expect(parseBoardUri(uri, a)).toBe('cbt-psat');
  });

  it("reads brand B's board only on brand B's community host", () => {
    expect(parseBoardUri('http://nurse-community.localhost:3000/community/nurse-academic', b)).toBe('nurse-academic');
    expect(parseBoardUri('http://community.localhost:3000/community/nurse-academic', b)).toBeNull();
    expect(parseBoardUri('http://nurse-community.localhost:3000/community/cbt-psat', a)).toBeNull();
  });

  it('follows the host table of the environment', () => {
    const options = { brand: 'b' as const, hostTable: production };
    expect(parseBoardUri('https://community.nursepass.co.kr/community/nurse-interview', options)).toBe('nurse-interview');
    expect(parseBoardUri('http://nurse-community.localhost:3000/community/nurse-interview', options)).toBeNull();
    expect(parseBoardUri('https://community.careerroad.kr/community/cbt-ncs', { brand: 'a', hostTable: production })).toBe(
      'cbt-ncs',
    );
  });

  it.each([
    ['a foreign host', 'https://evil.example.com/community/cbt-psat'],
    ['a look-alike host', 'http://community.localhost.evil.example.com/community/cbt-psat'],
    ['a CBT host of the brand', 'http://localhost:3000/community/cbt-psat'],
    ['the portal host', 'http://portal.localhost:3000/community/cbt-psat'],
    ['a network-path reference', '//community.localhost/community/cbt-psat'],
    ['credentials in the URL', 'http://user:pw@community.localhost/community/cbt-psat'],
    ['another scheme', 'javascript://community.localhost/community/cbt-psat'],
    ['ftp', 'ftp://community.localhost/community/cbt-psat'],
    ['the community home', '/community'],
    ['the community home with a slash', '/community/'],
    ['a post page', '/community/cbt-psat/12'],
    ['another path', '/exam/cbt-psat'],
    ['a path without the prefix', 'cbt-psat'],
    ['an upper-case slug', '/community/CBT-PSAT'],
    ['an encoded slash', '/community/cbt%2Fpsat'],
    ['a dot segment', '/community/../community/cbt-psat'],
    ['two trailing slashes', '/community/cbt-psat//'],
    ['a slug starting with a dash', '/community/-psat'],
    ['a slug of 65 characters', `/community/${'a'.repeat(65)}`],
    ['whitespace', '/community/cbt psat'],
    ['a backslash', '/community\\cbt-psat'],
    ['an empty string', ''],
    ['a malformed URL', 'http://'],
    ['a very long URI', `/community/cbt-psat?${'x'.repeat(3000)}`],
  ])('refuses %s', (_what, uri) => {
    expect(parseBoardUri(uri, a)).toBeNull();
  });

  it('accepts a slug of 64 characters', () => {
    expect(parseBoardUri(`/community/${'a'.repeat(64)}`, a)).toBe('a'.repeat(64));
  });
});
