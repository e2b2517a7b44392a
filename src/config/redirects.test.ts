import { describe, expect, it } from 'vitest';
import { hostTableFor } from './hosts';
import { safeRedirect } from './redirects';

const table = hostTableFor('development');

describe('safeRedirect', () => {
  it.each(['/mycbt/archive', '/exam/psat?page=2', '/'])('keeps the same-site path %s', (path) => {
    expect(safeRedirect(path, table)).toBe(path);
  });

  it('keeps absolute URLs on a host of the table', () => {
    expect(safeRedirect('http://nurse.localhost:3000/mycbt/note', table)).toBe('http://nurse.localhost:3000/mycbt/note');
  });

  it.each([
    'https://evil.example.com/',
    '//evil.example.com/x',
    '/\\evil.example.com',
    'javascript:alert(1)',
    'http://user:pw@localhost/',
    'data:text/html,hi',
    '',
    '   ',
    '/ok\n/evil',
  ])('refuses the off-site value %j', (value) => {
    expect(safeRedirect(value, table)).toBe('/');
  });

  it('uses the given fallback and ignores non-strings', () => {
    expect(safeRedirect(undefined, table, '/home')).toBe('/home');
    expect(safeRedirect(['/a'], table, '/home')).toBe('/home');
  });
});
