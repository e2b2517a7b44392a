import { describe, expect, it } from 'vitest';
import { problemPlainText } from '../../config/problem-content';
import { type ContentKind, sanitizeProblemHtml } from './sanitize-problem-content';

function clean(html: string, kind: ContentKind = 'block'): string {
  const result = sanitizeProblemHtml(html, kind, '문제');
  if (!result.ok) throw new Error(result.message);
  return result.html;
}

function refusal(html: string, kind: ContentKind = 'block', label = '문제'): string {
  const result = sanitizeProblemHtml(html, kind, label);
  if (result.ok) throw new Error(`expected a refusal, got ${result.html}`);
  return result.message;
}

describe('sanitizeProblemHtml', () => {
  it('removes scripts, styles, event handlers, frames, links and every attribute it does not know', () => {
    const html = clean(
      '<p onclick="steal()" style="color:red" class="x">문제 <script>alert(1)</script><style>p{}</style>' +
        '<iframe src="https://www.youtube-nocookie.com/embed/abcdefg"></iframe><a href="javascript:alert(1)">링크</a>' +
        '<strong onmouseover="x()">굵게</strong><svg><script>alert(2)</script></svg><object data="x"></object></p>',
    );
    expect(html).toBe('<p>문제 링크<strong>굵게</strong></p>');
  });

  it('drops images that would act as the reader or report them elsewhere, and links to our paths that act', () => {
    for (const kind of ['block', 'inline'] as const) {
      const html = clean(
        '<p>보기<img src="/logout?next=/"><img src="https://outside.example/track.png"><img src="//outside.example/x.png">' +
          '<a href="/logout">로그아웃</a><img src="/uploads/own.png"></p>',
        kind,
      );
      expect(html).not.toMatch(/logout|outside|href/);
      expect(html).toContain('<img src="/uploads/own.png" alt="" />');
    }
  });

  it('keeps a table with its cell spans and an uploaded image; drops a foreign image whole', () => {
    const html = clean(
      '<table><thead><tr><th colspan="2" style="x">구분</th></tr></thead><tbody><tr><td rowspan="2">1</td>' +
        '<td rowspan="x">2</td></tr></tbody></table>' +
        '<p><img src="/uploads/Ab-_9.png" alt="그래프" width="320" height="auto" onerror="x()">' +
        '<img src="https://evil.example/pixel.png" alt="추적"><img src="/uploads/../secret" alt="밖"><img src="//evil.example/a.png"></p>',
    );
    expect(html).toBe(
      '<table><thead><tr><th colspan="2">구분</th></tr></thead><tbody><tr><td rowspan="2">1</td><td>2</td></tr></tbody></table>' +
        '<p><img src="/uploads/Ab-_9.png" alt="그래프" width="320" /></p>',
    );
    const result = sanitizeProblemHtml(html, 'block', '문제');
    expect(result.ok && result.uploadKeys).toEqual(['Ab-_9.png']);
  });

  it('renders math to MathML from data-latex only, discarding the input’s MathML and children', () => {
    const html = clean(
      '<p>넓이는 <span data-latex="x^2" class="other" style="color:red"><math><mi>가짜</mi></math>' +
        '<img src="/uploads/a.png"><script>alert(1)</script>옛 글자</span>이다.</p><math><mi>밖의 수식</mi></math>',
    );
    expect(html).toMatch(/^<p>넓이는 <span data-latex="x\^2" class="math-inline"><math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML">/);
    expect(html).toContain('<msup><mi>x</mi><mn>2</mn></msup>');
    expect(html).toContain('<annotation encoding="application/x-tex">x^2</annotation>');
    expect(html).not.toMatch(/가짜|옛 글자|밖의 수식|script|<img|style=/);
    expect(html.endsWith('</math></span>이다.</p>')).toBe(true);
    // Stored HTML sanitised again is the same HTML (an export imported again, an edit that keeps the field).
    expect(clean(html)).toBe(html);
    expect(problemPlainText('HTML', html)).toBe('넓이는 x^2 이다.');
  });

  it('escapes the LaTeX it writes back into the attribute', () => {
    const html = clean('<span data-latex="a &lt; b">x</span>', 'inline');
    expect(html.startsWith('<span data-latex="a &lt; b" class="math-inline"><math')).toBe(true);
    expect(html).toContain('<mo>&lt;</mo>');
  });

  it('refuses LaTeX KaTeX rejects or over 1,000 characters, naming the field', () => {
    expect(refusal('<p><span data-latex="\\frac{1"></span></p>')).toMatch(/^수식을 해석하지 못했습니다 \(문제\): KaTeX parse error: /);
    expect(refusal('<span data-latex="\\undefinedmacro"></span>', 'inline', '3번 선택지')).toMatch(
      /^수식을 해석하지 못했습니다 \(3번 선택지\): .*\\undefinedmacro/,
    );
    expect(refusal(`<span data-latex="${'x'.repeat(1001)}"></span>`)).toBe('수식은 1,000자까지 입력할 수 있습니다 (문제).');
    expect(clean(`<span data-latex="${'x'.repeat(1000)}"></span>`)).toContain('<math');
  });

  it('keeps a choice inline: paragraphs become line breaks, blocks and tables their text', () => {
    expect(clean('<p>첫째 줄</p><p></p><p><em>둘째</em> 줄</p>', 'inline')).toBe('첫째 줄<br /><em>둘째</em> 줄');
    expect(clean('<ul><li><p>가</p></li><li><p>나</p></li></ul>', 'inline')).toBe('가<br />나');
    expect(clean('<table><tr><td>표</td></tr></table><h2>제목</h2>', 'inline')).toBe('표<br />제목');
    expect(clean('<p><img src="/uploads/k.png" alt="보기 그림"></p>', 'inline')).toBe('<img src="/uploads/k.png" alt="보기 그림" />');
  });

  it('answers empty HTML when nothing is left to show (no text, image or formula)', () => {
    for (const input of ['<p> </p><p>&nbsp;</p>', '<script>x</script>', '<img src="https://evil.example/a.png">', '<span data-latex=" "></span>', '']) {
      expect(sanitizeProblemHtml(input, 'block', '문제')).toEqual({ ok: true, html: '', length: 0, uploadKeys: [] });
    }
    expect(clean('<p><span data-latex="1"></span></p>')).toContain('<math');
    expect(clean('<p><img src="/uploads/k.png"></p>')).toBe('<p><img src="/uploads/k.png" alt="" /></p>');
  });

  it('counts a formula by its LaTeX, not by the MathML it becomes', () => {
    const result = sanitizeProblemHtml('<p><span data-latex="\\sum_{i=1}^{n} i^2"></span></p>', 'block', '문제');
    if (!result.ok) throw new Error(result.message);
    expect(result.length).toBe('<p><span data-latex="\\sum_{i=1}^{n} i^2" class="math-inline"></span></p>'.length);
    expect(result.html.length).toBeGreaterThan(result.length * 3);
  });

  it('makes a formula only of span[data-latex]: its working element written as input is dropped', () => {
    expect(clean('<x-problem-formula data-formula="0">가</x-problem-formula>나', 'inline')).toBe('가나');
    const nested = clean('<span data-latex="a"><span data-latex="b">c</span></span>d', 'inline');
    expect(nested.match(/<math/g)).toHaveLength(1);
    expect(nested).toMatch(/^<span data-latex="a" class="math-inline">.*<\/span>d$/);
  });
});
