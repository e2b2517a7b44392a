// @vitest-environment jsdom
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PROBLEM_EDITOR_FEATURES, editorExtensions } from './editor-extensions';
import { flattenToLine } from './single-line';

describe('flattenToLine', () => {
  it('puts each block on a line of its own and keeps phrasing content and breaks', () => {
    expect(flattenToLine('<p>첫째</p>\n<p><strong>둘</strong>째<br>줄</p>')).toBe('첫째<br><strong>둘</strong>째<br>줄');
    expect(flattenToLine('<ul><li>가</li><li>나</li></ul><blockquote><p>다</p></blockquote>')).toBe('가<br>나<br>다');
    expect(flattenToLine('그대로 <em>둠</em>')).toBe('그대로 <em>둠</em>');
  });

  it('puts table rows on lines with their cells a space apart, and drops empty blocks', () => {
    expect(flattenToLine('<table><tbody><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></tbody></table>')).toBe(
      'A B<br>1 2',
    );
    expect(flattenToLine('<p></p><p>하나</p><p> </p>')).toBe('하나');
  });
});

describe('inline mode', () => {
  const editors: Editor[] = [];
  afterEach(() => {
    for (const editor of editors.splice(0)) editor.destroy();
  });

  function inlineEditor(content: string) {
    const element = document.createElement('div');
    document.body.append(element);
    const editor = new Editor({
      element,
      extensions: editorExtensions({ mode: 'inline', features: PROBLEM_EDITOR_FEATURES, onEditMath: () => undefined }),
      content,
    });
    editors.push(editor);
    return editor;
  }

  it('pastes HTML blocks and plain-text lines as lines of the one paragraph', () => {
    const editor = inlineEditor('<p>앞</p>');
    editor.commands.setTextSelection(2);
    const { transformPastedHTML, clipboardTextParser } = editor.view.state.plugins
      .map((plugin) => plugin.props)
      .find((props) => props.clipboardTextParser)!;
    const html = transformPastedHTML!.call(editor.view.state.plugins[0]!, '<p>A</p><p>B</p>', editor.view);
    expect(html).toBe('A<br>B');
    editor.commands.insertContent(html);
    const slice = clipboardTextParser!.call(editor.view.state.plugins[0]!, '일\r\n이', editor.state.selection.$from, true, editor.view);
    editor.view.dispatch(editor.state.tr.replaceSelection(slice));
    expect(editor.getHTML()).toBe('<p>앞A<br>B일<br>이</p>');
  });
});
