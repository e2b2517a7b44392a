import { describe, expect, it } from 'vitest';
import { sanitizePostingBody } from './sanitize-posting-body';

describe('sanitizePostingBody', () => {
  it('keeps formatting and safe links', () => {
    expect(sanitizePostingBody('<h3>모집 요강</h3><p><strong>대학생</strong> 누구나</p>')).toBe(
      '<h3>모집 요강</h3><p><strong>대학생</strong> 누구나</p>',
    );
    expect(sanitizePostingBody('<a href="https://example.com">지원</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">지원</a>',
    );
  });

  it('drops scripts, handlers, javascript: links and frames', () => {
    const dirty =
      '<p onclick="x()">본문</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><iframe src="https://e.com"></iframe><img src="http://e.com/a.png" onerror="x()">';
    const clean = sanitizePostingBody(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript|iframe|http:/);
    expect(clean).toContain('<p>본문</p>');
  });

  it('keeps images from our uploads only, dropping every other image whole', () => {
    expect(sanitizePostingBody('<img src="/uploads/abc.png" alt="포스터">')).toBe('<img src="/uploads/abc.png" alt="포스터" />');
    for (const src of ['/logout?next=/', 'https://outside.example/track.png', '//outside.example/x.png', 'data:image/png;base64,AAAA']) {
      expect(sanitizePostingBody(`<p>본문</p><img src="${src}" alt="추적">`), src).toBe('<p>본문</p>');
    }
  });

  it('takes the href off links to our paths that act, keeping their text', () => {
    for (const href of ['/logout', '/sso/sign-out?redirectUri=/', '/apiV2/auth/logout', '/graphql', '/community/graphql']) {
      expect(sanitizePostingBody(`<p><a href="${href}">눌러</a></p>`), href).toBe(
        '<p><a rel="noopener noreferrer nofollow" target="_blank">눌러</a></p>',
      );
    }
    expect(sanitizePostingBody('<a href="/posting/1">다른 공고</a>')).toBe(
      '<a href="/posting/1" rel="noopener noreferrer nofollow" target="_blank">다른 공고</a>',
    );
  });
});
