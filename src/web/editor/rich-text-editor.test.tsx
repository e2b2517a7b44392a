// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getBrand } from '../../config/brands';
import { themeFor } from '../styles/theme';
import { PROBLEM_EDITOR_FEATURES, RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

afterEach(cleanup);

// jsdom has no layout; ProseMirror measures the selection to scroll it into view after a toolbar command.
beforeAll(() => {
  const empty = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getClientRects = empty;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = empty;
});

function renderEditor(props: Partial<RichTextEditorProps> = {}) {
  const onChange = vi.fn();
  render(
    <ThemeProvider theme={themeFor(getBrand('a'))}>
      <RichTextEditor initialHtml="" onChange={onChange} label="본문" {...props} />
    </ThemeProvider>,
  );
  return { onChange };
}

async function editable(): Promise<HTMLElement> {
  return waitFor(() => screen.getByTestId('rich-text-editor'));
}

const toolbarNames = () =>
  Array.from(screen.getByRole('toolbar', { name: '서식' }).querySelectorAll('button'), (button) =>
    button.getAttribute('aria-label') ?? button.textContent,
  );

describe('RichTextEditor', () => {
  it('keeps the posts’ toolbar by default: no table or math tools', async () => {
    renderEditor();
    await editable();
    expect(toolbarNames()).toEqual(['굵게', '기울임', '밑줄', '취소선', '소제목', '글머리 목록', '번호 목록', '인용', '링크', '이미지', '유튜브']);
  });

  it('offers tables and math for problem content, without what the problem allowlist drops', async () => {
    renderEditor({ features: PROBLEM_EDITOR_FEATURES });
    await editable();
    expect(toolbarNames()).toEqual([
      '굵게', '기울임', '밑줄', '취소선', '글머리 목록', '번호 목록', '인용', '이미지', '수식',
      '표 넣기', '행 추가', '열 추가', '행 삭제', '열 삭제', '표 삭제',
    ]);
    // Row and column tools wait for a table.
    expect((screen.getByRole('button', { name: '행 추가' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('inserts a 3×3 table with a header row, whose row and column tools then work', async () => {
    // Some text beside it: a document of empty cells only counts as empty (onChange '').
    const { onChange } = renderEditor({ features: PROBLEM_EDITOR_FEATURES, initialHtml: '<p>다음 표를 보고</p>' });
    await editable();
    const insert = screen.getByRole('button', { name: '표 넣기' });
    await waitFor(() => expect((insert as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(insert);
    let html = onChange.mock.lastCall?.[0] as string;
    expect(html.match(/<th\b/g)).toHaveLength(3);
    expect(html.match(/<td\b/g)).toHaveLength(6);
    const addRow = screen.getByRole('button', { name: '행 추가' }) as HTMLButtonElement;
    await waitFor(() => expect(addRow.disabled).toBe(false));
    fireEvent.click(addRow);
    fireEvent.click(screen.getByRole('button', { name: '열 추가' }));
    html = onChange.mock.lastCall?.[0] as string;
    expect(html.match(/<tr\b/g)).toHaveLength(4);
    expect(html.match(/<t[hd]\b/g)).toHaveLength(16);
    fireEvent.click(screen.getByRole('button', { name: '표 삭제' }));
    expect(onChange.mock.lastCall?.[0]).not.toContain('<table');
  });

  it('says with aria-pressed whether a toggle is on', async () => {
    renderEditor({ initialHtml: '<p>보통</p>' });
    await editable();
    const bold = screen.getByRole('button', { name: '굵게' });
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).toBe('false'));
    // A selection-only change (the stored mark), not an edit of the text: the toolbar still follows it.
    fireEvent.click(bold);
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(bold);
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).toBe('false'));
  });

  it('inserts a checked formula from the 수식 prompt, and refuses one KaTeX cannot read', async () => {
    const { onChange } = renderEditor({ features: PROBLEM_EDITOR_FEATURES, initialHtml: '<p>값</p>' });
    await editable();
    fireEvent.click(screen.getByRole('button', { name: '수식' }));
    const input = screen.getByLabelText('수식 (LaTeX)');
    fireEvent.change(input, { target: { value: '\\frac{1' } });
    fireEvent.click(screen.getByRole('button', { name: '넣기' }));
    // Refused: the prompt stays with what was typed.
    await waitFor(() => expect(screen.getByTestId('editor-math-preview').title).toMatch(/^수식을 해석하지 못했어요/));
    expect(screen.getByLabelText('수식 (LaTeX)')).toBeTruthy();
    fireEvent.change(input, { target: { value: '\\frac{1}{2}' } });
    fireEvent.click(screen.getByRole('button', { name: '넣기' }));
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toContain('<span data-latex="\\frac{1}{2}" class="math-inline">'));
    await waitFor(() => expect(screen.queryByTestId('editor-prompt')).toBeNull());
  });

  describe('pasted images', () => {
    /** Pastes HTML through ProseMirror's own paste path, as a clipboard paste does (jsdom has no ClipboardEvent). */
    const paste = (area: HTMLElement, html: string) =>
      act(() => {
        const { view } = (area as HTMLElement & { editor: { view: { pasteHTML(html: string, event: Event): boolean } } }).editor;
        view.pasteHTML(html, new Event('paste'));
      });

    it('drops a pasted image whose address the server would not keep, and keeps an upload and a brand image', async () => {
      const { onChange } = renderEditor({ initialHtml: '<p>본문</p>' });
      const area = await editable();
      paste(
        area,
        '<p>붙여넣기</p><img src=x><img src="https://tracker.example/p.png"><img src="//cdn.example/p.png">' +
          '<img src="data:image/png;base64,iVBORw0KGgo="><img src="/logout?next=/"><img src="/uploads/abc.png" alt="올린 그림">' +
          '<img src="/brands/a/share.png" alt="브랜드">',
      );
      const html = onChange.mock.lastCall?.[0] as string;
      expect(html).toContain('붙여넣기');
      expect(Array.from(area.querySelectorAll('img'), (img) => img.getAttribute('src'))).toEqual(['/uploads/abc.png', '/brands/a/share.png']);
      expect(html.match(/<img\b[^>]*>/g)?.map((img) => /src="([^"]*)"/.exec(img)?.[1])).toEqual(['/uploads/abc.png', '/brands/a/share.png']);
    });

    it('keeps only uploads in problem content, as the problem sanitiser does', async () => {
      renderEditor({ features: PROBLEM_EDITOR_FEATURES, initialHtml: '<p>문제</p>' });
      const area = await editable();
      paste(area, '<p>그림</p><img src="/brands/a/share.png"><img src="/uploads/q1.png" alt="도표">');
      expect(Array.from(area.querySelectorAll('img'), (img) => img.getAttribute('src'))).toEqual(['/uploads/q1.png']);
    });

    it('leaves out such an image from a draft or a body it starts from', async () => {
      renderEditor({ initialHtml: '<p>초안</p><p><img src="x"></p><p><img src="/uploads/kept.png"></p>' });
      const area = await editable();
      expect(Array.from(area.querySelectorAll('img'), (img) => img.getAttribute('src'))).toEqual(['/uploads/kept.png']);
    });
  });

  describe('inline mode (a choice)', () => {
    it('has only the inline tools and a one-paragraph document', async () => {
      renderEditor({ mode: 'inline', features: PROBLEM_EDITOR_FEATURES, initialHtml: '<p>첫째</p><p>둘째</p>' });
      await editable();
      expect(toolbarNames()).toEqual(['굵게', '기울임', '밑줄', '취소선', '이미지', '수식']);
      // Paragraphs (a draft, a converted TEXT choice) become lines of the one paragraph; none is dropped.
      const area = screen.getByTestId('rich-text-editor');
      expect(area.querySelectorAll('p')).toHaveLength(1);
      expect(area.querySelector('p')?.innerHTML).toMatch(/^첫째<br[^>]*>둘째$/);
    });

    it('reads the server’s inline form (lines with <br>) and Enter breaks the line instead of splitting', async () => {
      const { onChange } = renderEditor({ mode: 'inline', features: PROBLEM_EDITOR_FEATURES, initialHtml: '가<br>나' });
      const area = await editable();
      expect(area.querySelectorAll('br').length).toBeGreaterThanOrEqual(1);
      fireEvent.keyDown(area, { key: 'Enter' });
      const html = onChange.mock.lastCall?.[0] as string;
      expect(html).toMatch(/^<p>(<br>)+가<br>나<\/p>$/);
      expect(area.querySelectorAll('p')).toHaveLength(1);
    });

    it('keeps images inline and math inline in a choice', async () => {
      const { onChange } = renderEditor({
        mode: 'inline',
        features: PROBLEM_EDITOR_FEATURES,
        initialHtml: '그림 <img src="/uploads/a.png" alt="a"> 과 <span data-latex="x"></span>',
      });
      const area = await editable();
      expect(area.querySelectorAll('p')).toHaveLength(1);
      expect(area.querySelector('p img')).not.toBeNull();
      fireEvent.keyDown(area, { key: 'Enter' });
      expect(onChange.mock.lastCall?.[0]).toMatch(/^<p><br>그림 <img src="\/uploads\/a.png" alt="a"> 과 <span data-latex="x" class="math-inline">x<\/span><\/p>$/);
    });
  });
});
