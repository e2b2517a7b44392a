import { describe, expect, it } from 'vitest';
import { isOwnImageSource, ownUploadKey, safeLinkHref } from './stored-html-urls';

describe('isOwnImageSource', () => {
  it.each(['/uploads/Ru-dN-ZemBU9Q5O_YIJZA.png', '/uploads/-Ru-dN-ZemBU9Q5O_YIJZA.webp', '/uploads/abc.png', '/brands/a/share.png'])('keeps our file %s', (src) => {
    expect(isOwnImageSource(src)).toBe(true);
  });

  it.each([
    '/logout?next=/',
    '/logout',
    'https://outside.example/track.png',
    'http://outside.example/track.png',
    '//outside.example/x.png',
    'data:image/png;base64,AAAA',
    '/uploads/../logout',
    '/uploads/signed/token',
    '/uploads/a.png?next=/logout',
    '/brands/a/../../logout',
    '/brands/a/x.png?next=/',
    'uploads/a.png',
    '',
    undefined,
  ])('refuses %j', (src) => {
    expect(isOwnImageSource(src)).toBe(false);
  });

  it('reads the storage key of an own upload only', () => {
    expect(ownUploadKey('/uploads/abc.png')).toBe('abc.png');
    expect(ownUploadKey('https://outside.example/uploads/abc.png')).toBeNull();
    expect(ownUploadKey('/brands/a/share.png')).toBeNull();
  });
});

describe('safeLinkHref', () => {
  it.each([
    'https://example.com/a?b=1',
    'http://example.com',
    'mailto:help@example.com',
    '#section',
    '/posting/123',
    '/community/free?page=2',
    '/v2x',
  ])('keeps %s', (href) => {
    expect(safeLinkHref(href)).toBe(href);
  });

  it.each([
    '/logout',
    '/logout?next=/',
    '/LOGOUT',
    '/%6cogout',
    '/a/../logout',
    '/logout/',
    '/sso/sign-out',
    '/apiV2/auth/logout',
    '/v2/users/me',
    '/graphql?query=x',
    '/community/graphql',
    '//outside.example/x',
    '/\\outside.example',
    '/\t/outside.example',
    'logout',
    '../logout',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    'https://user:pw@example.com/',
    '',
    undefined,
  ])('refuses %j', (href) => {
    expect(safeLinkHref(href)).toBeNull();
  });
});
