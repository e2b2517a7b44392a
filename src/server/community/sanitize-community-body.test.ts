import { describe, expect, it } from 'vitest';
import { postContentFlags } from './post-content';
import { communityBodyHtml, isPlainTextBody, sanitizeCommunityBody } from './sanitize-community-body';

describe('sanitizeCommunityBody', () => {
  it('keeps the allowed formatting and drops scripts, handlers and styles', () => {
    const clean = sanitizeCommunityBody(
      '<h2 style="color:red">제목</h2><p onclick="x()">본문 <strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소</s></p>' +
        '<script>alert(1)</script><style>p{}</style><ul><li>하나</li></ul><blockquote>인용</blockquote><hr>' +
        '<table><thead><tr><th colspan="2">표</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
    );
    expect(clean).toBe(
      '<h2>제목</h2><p>본문 <strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소</s></p><ul><li>하나</li></ul>' +
        '<blockquote>인용</blockquote><hr /><table><thead><tr><th colspan="2">표</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
    );
  });

  it('opens links in a new tab without the opener and refuses script links', () => {
    const link = sanitizeCommunityBody('<a href="https://example.com" target="_self" onclick="x()">링크</a>');
    expect(link).toContain('href="https://example.com"');
    expect(link).toContain('rel="noopener noreferrer nofollow"');
    expect(link).toContain('target="_blank"');
    expect(link).not.toContain('onclick');
    expect(sanitizeCommunityBody('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript');
    expect(sanitizeCommunityBody('<a href="mailto:help@example.com">메일</a>')).toContain('href="mailto:help@example.com"');
  });

  it('keeps uploaded and brand images only', () => {
    expect(sanitizeCommunityBody('<p>a</p><img src="/uploads/abc123.png" onerror="x()">')).toBe('<p>a</p><img src="/uploads/abc123.png" />');
    expect(sanitizeCommunityBody('<p>a</p><img src="/brands/a/share.png">')).toBe('<p>a</p><img src="/brands/a/share.png" />');
    // Storage keys are base64url: one in 32 starts with - and one in 32 with _.
    for (const key of ['-Ru-dN-ZemBU9Q5O_YIJZA.png', '_Ru-dN-ZemBU9Q5O_YIJZA.webp']) {
      expect(sanitizeCommunityBody(`<p>a</p><img src="/uploads/${key}">`)).toBe(`<p>a</p><img src="/uploads/${key}" />`);
    }
    for (const src of [
      '/logout?next=/',
      'https://outside.example/track.png',
      '//outside.example/x.png',
      'http://example.com/a.png',
      '/etc/a.png',
      'data:image/png;base64,AAAA',
      '/uploads/../x',
    ]) {
      expect(sanitizeCommunityBody(`<p>a</p><img src="${src}">`), src).toBe('<p>a</p>');
    }
  });

  it('takes the href off links to our paths that act, keeping their text', () => {
    for (const href of ['/logout', '/logout?next=/', '/sso/sign-out', '/apiV2/auth/logout', '/graphql', '/community/graphql', '//outside.example/x']) {
      expect(sanitizeCommunityBody(`<p><a href="${href}">눌러</a></p>`), href).toBe(
        '<p><a rel="noopener noreferrer nofollow" target="_blank">눌러</a></p>',
      );
    }
    expect(sanitizeCommunityBody('<p><a href="/community/free">게시판</a></p>')).toContain('href="/community/free"');
  });

  it('keeps YouTube embeds of youtube-nocookie.com only', () => {
    const embed = sanitizeCommunityBody('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" onload="x()"></iframe>');
    expect(embed).toMatch(/^<iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ" title="YouTube 동영상"/);
    expect(embed).not.toContain('onload');
    expect(postContentFlags(embed).containsYoutube).toBe(true);
    for (const src of ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://evil.com/embed/dQw4w9WgXcQ', 'javascript:alert(1)']) {
      expect(sanitizeCommunityBody(`<p>a</p><iframe src="${src}"></iframe>`), src).toBe('<p>a</p>');
    }
  });

  it('keeps plain text as written and HTML without surviving tags as one paragraph', () => {
    expect(sanitizeCommunityBody('3 < 5 이고 a & b\n둘째 줄')).toBe('3 < 5 이고 a & b\n둘째 줄');
    expect(sanitizeCommunityBody('<script>x</script>남은 글 &amp; 끝')).toBe('<p>남은 글 &amp; 끝</p>');
    expect(isPlainTextBody(sanitizeCommunityBody('<script>x</script>'))).toBe(false);
  });
});

describe('communityBodyHtml', () => {
  it('turns plain text into escaped paragraphs with line breaks', () => {
    expect(communityBodyHtml('첫 줄 <3 >_<\n둘째 줄 & "따옴표"\n\n\n새 문단')).toBe(
      '<p>첫 줄 &lt;3 &gt;_&lt;<br>둘째 줄 &amp; &quot;따옴표&quot;</p><p>새 문단</p>',
    );
  });

  it('presents stored HTML as stored (sanitised on write)', () => {
    expect(communityBodyHtml('<p>안녕하세요</p>')).toBe('<p>안녕하세요</p>');
  });
});
