import { describe, expect, it } from 'vitest';
import { hostTableFor } from './hosts';
import { isOwnOrigin, safeRedirect } from './redirects';

const table = hostTableFor('development');
const here = 'http://cbt.localhost:3000';

describe('safeRedirect', () => {
  it.each(['/mycbt/archive', '/exam/psat?page=2', '/'])('keeps the same-site path %s', (path) => {
    expect(safeRedirect(path, table, here)).toBe(path);
  });

  it('keeps absolute URLs on a host of the table on the port the client uses', () => {
    expect(safeRedirect('http://nurse.localhost:3000/mycbt/note', table, here)).toBe('http://nurse.localhost:3000/mycbt/note');
    expect(safeRedirect('http://portal.localhost/', hostTableFor('development'), 'http://localhost')).toBe('http://portal.localhost/');
  });

  it('compares the whole origin: another port or scheme of our host is refused', () => {
    expect(safeRedirect('http://nurse.localhost:9999/', table, here)).toBe('/');
    expect(safeRedirect('http://nurse.localhost/', table, here)).toBe('/');
    expect(safeRedirect('https://nurse.localhost:3000/', table, here)).toBe('/');
    const production = hostTableFor('production');
    expect(safeRedirect('https://careerroad.kr/', production, 'https://cbt.careerroad.kr')).toBe('https://careerroad.kr/');
    expect(safeRedirect('https://careerroad.kr:443/a', production, 'https://cbt.careerroad.kr')).toBe('https://careerroad.kr/a');
    expect(safeRedirect('https://careerroad.kr:8443/', production, 'https://cbt.careerroad.kr')).toBe('/');
    expect(safeRedirect('http://careerroad.kr/', production, 'https://cbt.careerroad.kr')).toBe('/');
  });

  it.each([
    'https://evil.example.com/',
    '//evil.example.com/x',
    '/\\evil.example.com',
    '\\\\evil.example.com',
    'evil.example.com/x',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'http://user:pw@localhost:3000/',
    'data:text/html,hi',
    '',
    '   ',
    '/ok\n/evil',
  ])('refuses the off-site value %j', (value) => {
    expect(safeRedirect(value, table, here)).toBe('/');
  });

  it('uses the given fallback and ignores non-strings', () => {
    expect(safeRedirect(undefined, table, here, '/home')).toBe('/home');
    expect(safeRedirect(['/a'], table, here, '/home')).toBe('/home');
  });
});

describe('isOwnOrigin', () => {
  it('accepts a host of the table on the current scheme and port only', () => {
    expect(isOwnOrigin('http://portal.localhost:3000', table, here)).toBe(true);
    expect(isOwnOrigin('http://portal.localhost:9999', table, here)).toBe(false);
    expect(isOwnOrigin('http://evil.example:3000', table, here)).toBe(false);
    expect(isOwnOrigin('null', table, here)).toBe(false);
  });
});
