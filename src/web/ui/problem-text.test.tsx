// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { getBrand } from '../../config/brands';
import { themeFor } from '../styles/theme';
import { parseProblemText, ProblemText } from './problem-text';

afterEach(cleanup);

function renderText(text: string, inline = false, format: 'TEXT' | 'HTML' = 'TEXT') {
  return render(
    <ThemeProvider theme={themeFor(getBrand('a'))}>
      <ProblemText text={text} format={format} inline={inline} data-testid="text" />
    </ThemeProvider>,
  );
}

describe('parseProblemText', () => {
  it('splits paragraphs at blank lines and keeps single line breaks', () => {
    expect(parseProblemText('첫 줄\n둘째 줄\n\n\n다음 문단')).toEqual([
      { type: 'paragraph', lines: ['첫 줄', '둘째 줄'] },
      { type: 'paragraph', lines: ['다음 문단'] },
    ]);
  });

  it('turns `| a | b |` lines into a table with a heading row, even right after a text line', () => {
    const text = '(단위: 억 원)\n| 구분 | 2024 | 2025 |\n| 연구개발 | 480 | 540 |\n| 합계 | 1,000 | 1,125 |\n\n※ 주석';
    expect(parseProblemText(text)).toEqual([
      { type: 'paragraph', lines: ['(단위: 억 원)'] },
      {
        type: 'table',
        head: ['구분', '2024', '2025'],
        rows: [
          ['연구개발', '480', '540'],
          ['합계', '1,000', '1,125'],
        ],
      },
      { type: 'paragraph', lines: ['※ 주석'] },
    ]);
  });

  it('skips a Markdown separator row and handles CRLF', () => {
    expect(parseProblemText('| 항목 | 결과 |\r\n| --- | :---: |\r\n| pH | 7.32 |')).toEqual([
      { type: 'table', head: ['항목', '결과'], rows: [['pH', '7.32']] },
    ]);
  });

  it('a single table row is data, and a lone pipe is text', () => {
    expect(parseProblemText('| 하나 | 둘 |')).toEqual([{ type: 'table', head: null, rows: [['하나', '둘']] }]);
    expect(parseProblemText('|')).toEqual([{ type: 'paragraph', lines: ['|'] }]);
  });

  it('returns nothing for empty text', () => {
    expect(parseProblemText('')).toEqual([]);
    expect(parseProblemText('\n\n')).toEqual([]);
  });
});

describe('<ProblemText>', () => {
  it('renders paragraphs and a real table', () => {
    const { getByTestId } = renderText('문단 하나\n이어지는 줄\n\n| 구분 | 값 |\n| 가 | 1 |');
    const root = getByTestId('text');
    const paragraphs = root.querySelectorAll('p');
    expect(paragraphs).toHaveLength(1);
    expect(paragraphs[0]?.querySelectorAll('br')).toHaveLength(1);
    const table = root.querySelector('table');
    expect(table?.querySelectorAll('thead th')).toHaveLength(2);
    expect(table?.querySelector('th')?.getAttribute('scope')).toBe('col');
    expect(table?.querySelectorAll('tbody td')).toHaveLength(2);
  });

  it('escapes markup instead of interpreting it', () => {
    const { getByTestId } = renderText('<img src=x onerror="alert(1)"><script>alert(2)</script>\n\n| <b>굵게</b> | a |\n| x | y |');
    const root = getByTestId('text');
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('b')).toBeNull();
    expect(root.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(root.querySelector('th')?.textContent).toBe('<b>굵게</b>');
  });

  it('inline mode uses spans only (valid inside a label)', () => {
    const { getByTestId } = renderText('선택지 첫 줄\n\n둘째 문단', true);
    const root = getByTestId('text');
    expect(root.tagName).toBe('SPAN');
    expect(root.querySelectorAll('p')).toHaveLength(0);
    expect(root.querySelectorAll('.problem-text-paragraph')).toHaveLength(2);
  });

  describe('HTML format (the server’s sanitised content)', () => {
    // The shape the server stores (src/server/problems/sanitize-problem-content.ts): a formula's span holds MathML.
    const STEM =
      '<p>다음 표에서 <span data-latex="x^2" class="math-inline"><math xmlns="http://www.w3.org/1998/Math/MathML">' +
      '<semantics><msup><mi>x</mi><mn>2</mn></msup><annotation encoding="application/x-tex">x^2</annotation></semantics>' +
      '</math></span>의 값은?</p><table><tbody><tr><th><p>구분</p></th><th><p>값</p></th></tr>' +
      '<tr><td><p>가</p></td><td><p>1</p></td></tr></tbody></table><p><img src="/uploads/2026/11/a.png" alt="그림"></p>';

    it('renders the stored HTML as it is: paragraphs, a table, the MathML and the image', () => {
      const { getByTestId } = renderText(STEM, false, 'HTML');
      const root = getByTestId('text');
      expect(root.tagName).toBe('DIV');
      expect(root.getAttribute('data-format')).toBe('HTML');
      expect(root.querySelectorAll('th')).toHaveLength(2);
      expect(root.querySelectorAll('td')).toHaveLength(2);
      // A table that scrolls in its box is reachable by keyboard.
      expect(root.querySelector('table')?.getAttribute('tabindex')).toBe('0');
      expect(root.querySelector('.math-inline math msup')).not.toBeNull();
      expect(root.querySelector('img')?.getAttribute('src')).toBe('/uploads/2026/11/a.png');
      // Not the TEXT conventions: no pipe parsing, no escaped tags.
      expect(root.textContent).not.toContain('<p>');
    });

    it('inline mode is one span of phrasing content (valid inside a label)', () => {
      const { getByTestId } = renderText('<strong>굵은</strong> 보기<br><span data-latex="y" class="math-inline"><math><mi>y</mi></math></span>', true, 'HTML');
      const root = getByTestId('text');
      expect(root.tagName).toBe('SPAN');
      expect(root.querySelector('strong')?.textContent).toBe('굵은');
      expect(root.querySelector('math mi')?.textContent).toBe('y');
      expect(root.querySelectorAll('p, div')).toHaveLength(0);
    });

    it('TEXT that looks like HTML stays text', () => {
      const { getByTestId } = renderText('<strong>굵게</strong>', false, 'TEXT');
      expect(getByTestId('text').querySelector('strong')).toBeNull();
    });
  });
});
