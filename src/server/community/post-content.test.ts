import { describe, expect, it } from 'vitest';
import { CONTENT_TEXT_MAX_LENGTH, containsImage, containsYoutube, contentText, postContentFlags } from './post-content';

describe('contentText', () => {
  it('removes markup, decodes entities and folds whitespace', () => {
    const body = '<p>안녕하세요,&nbsp;<strong>NCS</strong> 후기입니다.</p>\n\n<p>시간 배분이 &lt;핵심&gt;이에요 &amp; 꼭&#33;</p>';
    expect(contentText(body)).toBe('안녕하세요, NCS 후기입니다. 시간 배분이 <핵심>이에요 & 꼭!');
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(contentText('<style>p{color:red}</style><script>alert(1)</script><!-- 메모 -->본문')).toBe('본문');
  });

  it('keeps plain-text comparisons and line breaks as text', () => {
    expect(contentText('3 < 5 이고\r\n\t7 > 6 입니다.')).toBe('3 < 5 이고 7 > 6 입니다.');
  });

  it('keeps a decoded tag as text, never as markup', () => {
    expect(contentText('&lt;script&gt;x&lt;/script&gt;')).toBe('<script>x</script>');
  });

  it(`cuts at ${CONTENT_TEXT_MAX_LENGTH} characters without splitting an emoji`, () => {
    const long = '가'.repeat(150) + ' ' + '😀'.repeat(100);
    const text = contentText(long);
    expect(Array.from(text)).toHaveLength(CONTENT_TEXT_MAX_LENGTH);
    expect(text.endsWith('😀')).toBe(true);
    expect(contentText('짧은 글')).toBe('짧은 글');
    expect(contentText('   ')).toBe('');
  });

  it('does not end a cut text with a space', () => {
    const text = contentText('가'.repeat(199) + ' 나');
    expect(text).toBe('가'.repeat(199));
  });
});

describe('containsYoutube', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'http://youtube.com/watch?v=dQw4w9WgXcQ&t=30s',
    'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
    '<a href="https://www.youtube.com/watch?list=PL1&amp;v=dQw4w9WgXcQ">영상</a>',
    '강의: https://youtu.be/dQw4w9WgXcQ?si=abc',
    'youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/aBcDeFgHiJk',
    '<iframe src="//www.youtube.com/shorts/aBcDeFgHiJk"></iframe>',
    '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
  ])('finds %s', (body) => {
    expect(containsYoutube(body)).toBe(true);
  });

  it.each([
    'https://www.youtube.com/',
    'https://www.youtube.com/channel/UC123456',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://evil.example.com/youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/',
    '유튜브에서 검색해 보세요',
  ])('ignores %s', (body) => {
    expect(containsYoutube(body)).toBe(false);
  });
});

describe('containsImage', () => {
  it.each([
    'https://cdn.example.com/a/b/photo.PNG',
    'https://cdn.example.com/photo.jpg?w=300',
    'http://example.com/x.jpeg#frag',
    'https://example.com/anim.gif',
    'https://example.com/pic.webp',
    'https://example.com/scan.bmp',
    'https://example.com/logo.svg',
    '<img src="/brands/a/share.png" alt="공유 이미지">',
    '![표](/brands/b/share.png)',
    '첨부: /uploads/2026/11/abc123',
    'https://community.careerroad.kr/uploads/abc123',
  ])('finds %s', (body) => {
    expect(containsImage(body)).toBe(true);
  });

  it.each([
    'https://example.com/document.pdf',
    'https://example.com/png',
    'https://example.com/page?file=a.png',
    '파일명은 photo.png 입니다',
    'a/b.png',
    '/uploads/',
    'https://example.com/uploads/',
    '//evil.example.com/x.exe',
  ])('ignores %s', (body) => {
    expect(containsImage(body)).toBe(false);
  });
});

describe('postContentFlags', () => {
  it('derives both flags from one body', () => {
    expect(postContentFlags('<img src="/brands/a/share.png"> https://youtu.be/dQw4w9WgXcQ')).toEqual({
      containsImage: true,
      containsYoutube: true,
    });
    expect(postContentFlags('글만 있습니다.')).toEqual({ containsImage: false, containsYoutube: false });
  });
});
