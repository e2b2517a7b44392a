// @vitest-environment jsdom
import { Editor } from '@tiptap/react';
import { NodeSelection } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MathEditTarget, MathInline, checkLatex, loadKatex } from './math-inline';

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

function makeEditor(content: string, onEdit: (target: MathEditTarget) => void = () => undefined) {
  const element = document.createElement('div');
  document.body.append(element);
  const editor = new Editor({ element, extensions: [StarterKit, MathInline.configure({ onEdit })], content });
  editors.push(editor);
  return editor;
}

/** The server's stored form: the span filled with KaTeX's MathML (src/server/problems/sanitize-problem-content.ts). */
const STORED =
  '<p>넓이는 <span data-latex="\\frac{a}{b}" class="math-inline"><math xmlns="http://www.w3.org/1998/Math/MathML">' +
  '<semantics><mfrac><mi>a</mi><mi>b</mi></mfrac><annotation encoding="application/x-tex">\\frac{a}{b}</annotation>' +
  '</semantics></math></span> 이다.</p>';

describe('mathInline', () => {
  it('reads the LaTeX from data-latex and ignores what the span holds', () => {
    const editor = makeEditor(STORED);
    const paragraph = editor.getJSON().content?.[0];
    expect(paragraph?.content).toEqual([
      { type: 'text', text: '넓이는 ' },
      { type: 'mathInline', attrs: { latex: '\\frac{a}{b}' } },
      { type: 'text', text: ' 이다.' },
    ]);
  });

  it('writes the span the server expects, with the source as its text, and reads its own output back the same', () => {
    const editor = makeEditor(STORED);
    const html = editor.getHTML();
    expect(html).toBe('<p>넓이는 <span data-latex="\\frac{a}{b}" class="math-inline">\\frac{a}{b}</span> 이다.</p>');
    const again = makeEditor(html);
    expect(again.getHTML()).toBe(html);
    expect(again.getJSON()).toEqual(editor.getJSON());
  });

  it('escapes the attribute, so LaTeX with quotes and angle brackets survives the round trip', () => {
    const editor = makeEditor('<p>x</p>');
    editor.commands.setTextSelection(2);
    editor.commands.insertMathInline('a<b "c" & d');
    const html = editor.getHTML();
    // HTML serialisation escapes & and " in attributes (< needs no escape there).
    expect(html).toContain('data-latex="a<b &quot;c&quot; &amp; d"');
    expect(makeEditor(html).getJSON()).toEqual(editor.getJSON());
  });

  it('shows the formula as MathML in the editor once KaTeX has loaded', async () => {
    const editor = makeEditor(STORED);
    const view = editor.view.dom.querySelector('span.math-inline');
    expect(view?.getAttribute('data-latex')).toBe('\\frac{a}{b}');
    await loadKatex();
    await vi.waitFor(() => expect(view?.querySelector('math mfrac')).not.toBeNull());
    // Only MathML: no KaTeX HTML rendering, which would need KaTeX's CSS and fonts.
    expect(view?.querySelector('.katex-html')).toBeNull();
  });

  it('inserts after the selection and updates a formula in place', () => {
    const editor = makeEditor('<p>ab</p>');
    editor.commands.setTextSelection(2);
    expect(editor.commands.insertMathInline('x^2')).toBe(true);
    expect(editor.getHTML()).toBe('<p>a<span data-latex="x^2" class="math-inline">x^2</span>b</p>');
    expect(editor.commands.updateMathInline(2, 'y_1')).toBe(true);
    expect(editor.getHTML()).toBe('<p>a<span data-latex="y_1" class="math-inline">y_1</span>b</p>');
    // Not a formula there: nothing changes.
    expect(editor.commands.updateMathInline(1, 'z')).toBe(false);
  });

  it('asks to edit on Enter while selected and on a click', () => {
    const onEdit = vi.fn();
    const editor = makeEditor('<p>a<span data-latex="x^2"></span>b</p>', onEdit);
    editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, 2)));
    editor.view.dom.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(onEdit).toHaveBeenCalledWith({ pos: 2, latex: 'x^2' });
    // Enter elsewhere splits the paragraph as usual.
    editor.commands.setTextSelection(1);
    editor.view.dom.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(editor.getJSON().content).toHaveLength(2);
    (editor.view.dom.querySelector('span.math-inline') as HTMLElement).click();
    expect(onEdit).toHaveBeenLastCalledWith({ pos: 4, latex: 'x^2' });
  });
});

describe('checkLatex', () => {
  it('accepts what KaTeX renders and names the reason for what it refuses, in Korean', async () => {
    expect(await checkLatex('\\sqrt{x^2+1}')).toBeNull();
    expect(await checkLatex('  ')).toBe('수식을 입력해주세요.');
    expect(await checkLatex('\\frac{a}{')).toMatch(/^수식을 해석하지 못했어요: /);
    expect(await checkLatex('x'.repeat(1001))).toBe('수식은 1,000자까지 넣을 수 있어요.');
  });
});
