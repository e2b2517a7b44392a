import { describe, expect, it } from 'vitest';
import { editorHtmlOf, escapeHtml, isBlankHtml, textToBlockHtml, textToInlineHtml } from './problem-html';

describe('textToBlockHtml', () => {
  it('makes a paragraph of each blank-line block and keeps single line breaks as <br>', () => {
    expect(textToBlockHtml('첫 줄\n둘째 줄\n\n\n다음 문단')).toBe('<p>첫 줄<br>둘째 줄</p><p>다음 문단</p>');
  });

  it('escapes whatever looks like markup, so a TEXT problem never becomes HTML by being opened', () => {
    expect(textToBlockHtml('a < b && c > "d" <script>x</script> \'e\'')).toBe(
      '<p>a &lt; b &amp;&amp; c &gt; &quot;d&quot; &lt;script&gt;x&lt;/script&gt; &#39;e&#39;</p>',
    );
  });

  it('turns the pipe tables of the TEXT convention into a real table with a heading row of header cells', () => {
    const text = '(단위: 억 원)\n| 구분 | 2024 |\n| --- | --- |\n| R&D | 480 |\n\n※ 주석';
    expect(textToBlockHtml(text)).toBe(
      '<p>(단위: 억 원)</p>' +
        '<table><tbody><tr><th><p>구분</p></th><th><p>2024</p></th></tr><tr><td><p>R&amp;D</p></td><td><p>480</p></td></tr></tbody></table>' +
        '<p>※ 주석</p>',
    );
  });

  it('keeps a one-row table as data cells (the convention has no heading row there)', () => {
    expect(textToBlockHtml('| 가 | 나 |')).toBe('<table><tbody><tr><td><p>가</p></td><td><p>나</p></td></tr></tbody></table>');
  });

  it('keeps 합답형 statements as lines of their own paragraph', () => {
    expect(textToBlockHtml('옳은 것을 모두 고르면?\n\nㄱ. 첫째\nㄴ. 둘째')).toBe('<p>옳은 것을 모두 고르면?</p><p>ㄱ. 첫째<br>ㄴ. 둘째</p>');
  });

  it('is empty for empty or blank text', () => {
    expect(textToBlockHtml('')).toBe('');
    expect(textToBlockHtml('  \n\n ')).toBe('');
  });

  it('reads Windows line ends like the renderer does', () => {
    expect(textToBlockHtml('a\r\nb\r\n\r\nc')).toBe('<p>a<br>b</p><p>c</p>');
  });
});

describe('textToInlineHtml', () => {
  it('puts a choice in one paragraph with <br> between its lines, escaped', () => {
    expect(textToInlineHtml('ㄱ, ㄴ')).toBe('<p>ㄱ, ㄴ</p>');
    expect(textToInlineHtml('x < 1\n\ny > 2')).toBe('<p>x &lt; 1<br>y &gt; 2</p>');
  });

  it('flattens a pipe table into lines, since a choice holds no table', () => {
    expect(textToInlineHtml('| a | b |\n| c | d |')).toBe('<p>a | b<br>c | d</p>');
  });

  it('is empty for an empty choice', () => {
    expect(textToInlineHtml('')).toBe('');
  });
});

describe('editorHtmlOf', () => {
  it('passes stored HTML through and converts TEXT by kind', () => {
    expect(editorHtmlOf('HTML', '<p><strong>굵게</strong></p>', 'block')).toBe('<p><strong>굵게</strong></p>');
    expect(editorHtmlOf('TEXT', '<b>', 'block')).toBe('<p>&lt;b&gt;</p>');
    expect(editorHtmlOf('TEXT', 'a\nb', 'inline')).toBe('<p>a<br>b</p>');
  });
});

describe('isBlankHtml', () => {
  it('is blank for empty paragraphs, breaks and spaces only', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; <br></p>')).toBe(true);
  });

  it('is not blank with words, an image or a formula', () => {
    expect(isBlankHtml('<p>가</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="/uploads/a.png"></p>')).toBe(false);
    expect(isBlankHtml('<p><span data-latex="x^2" class="math-inline">x^2</span></p>')).toBe(false);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
