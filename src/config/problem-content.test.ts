import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities, problemPlainText, problemSummary } from './problem-content';

const formula = (latex: string, mathml = '<math xmlns="http://www.w3.org/1998/Math/MathML"><mi>x</mi></math>') =>
  `<span data-latex="${latex}" class="math-inline">${mathml}</span>`;

describe('problemPlainText', () => {
  it('collapses the whitespace of plain text and leaves the rest as written', () => {
    expect(problemPlainText('TEXT', '  다음 중\n\n옳은 것은?  <b>그대로</b> &amp; ')).toBe('다음 중 옳은 것은? <b>그대로</b> &amp;');
  });

  it('reads stored HTML as words: tags gone, blocks apart, formulas as LaTeX, entities decoded', () => {
    const html =
      `<p>넓이 ${formula('S = \\frac{1}{2}ab')}를 구하시오.</p><table><tr><th>밑변</th><td>4</td></tr></table>` +
      `<ul><li>가</li><li>나</li></ul><p>a &lt; b &amp; c&nbsp;d<br />끝 <img src="/uploads/k.png" alt="그림" /></p>`;
    expect(problemPlainText('HTML', html)).toBe('넓이 S = \\frac{1}{2}ab 를 구하시오. 밑변 4 가 나 a < b & c d 끝');
  });

  it('decodes a formula’s LaTeX once and never reads it as markup', () => {
    expect(problemPlainText('HTML', `<p>${formula('a &lt; b &amp;lt; c')}</p>`)).toBe('a < b &lt; c');
    expect(problemPlainText('HTML', `${formula('x')}${formula('y')}`)).toBe('x y');
  });

  it('decodes numeric and common named references, leaving unknown ones', () => {
    expect(decodeHtmlEntities('&#54620;&#xAE00; &quot;&apos; &hellip; &unknown; &#0;')).toBe('한글 "\' … &unknown; &#0;');
  });
});

describe('problemSummary', () => {
  it('keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(problemSummary('HTML', '<p>짧은 문제</p>', 20)).toBe('짧은 문제');
    expect(problemSummary('TEXT', '가나다 라마바 사아자 차카타 파하', 12)).toBe('가나다 라마바 사아자…');
    expect(problemSummary('TEXT', '가'.repeat(30), 10)).toBe(`${'가'.repeat(9)}…`);
  });
});
