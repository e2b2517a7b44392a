/**
 * The editor's inline mode (a problem's choice): the document is exactly one paragraph, Enter breaks the line, and
 * whatever arrives with blocks (a pasted document, a choice stored as paragraphs) becomes lines of that paragraph.
 * Without the flattening ProseMirror fits only the first block into the one paragraph and drops the rest silently.
 */
import { Fragment, Slice } from '@tiptap/pm/model';
import { Plugin } from '@tiptap/pm/state';
import { Extension, Node } from '@tiptap/react';

/** A document that is exactly one paragraph: a choice has no blocks, only lines. */
export const SingleParagraphDocument = Node.create({
  name: 'doc',
  topNode: true,
  content: 'paragraph',
});

/** Elements that start a line of their own; everything else is phrasing content kept as it is. */
const BLOCK = /^(ADDRESS|ARTICLE|ASIDE|BLOCKQUOTE|DD|DETAILS|DIV|DL|DT|FIGCAPTION|FIGURE|FOOTER|H[1-6]|HEADER|HR|LI|MAIN|NAV|OL|P|PRE|SECTION|SUMMARY|TABLE|TBODY|TFOOT|THEAD|TR|UL)$/;
const CELL = /^(TD|TH)$/;

/** HTML with blocks as lines: each block's content on its own line (`<br>` between), table cells a space apart. */
export function flattenToLine(html: string): string {
  const source = document.createElement('template');
  source.innerHTML = html;
  const out = document.createElement('div');
  let lineHasContent = false;
  let breakPending = false;
  const append = (node: globalThis.Node) => {
    if (breakPending && lineHasContent) {
      out.append(document.createElement('br'));
      lineHasContent = false;
    }
    breakPending = false;
    out.append(node);
    lineHasContent = true;
  };
  const walk = (parent: globalThis.Node, inBlock: boolean) => {
    for (const child of Array.from(parent.childNodes)) {
      const name = child.nodeName;
      if (child.nodeType === 3 && !child.textContent?.trim() && !inBlock) continue;
      if (BLOCK.test(name)) {
        breakPending = true;
        walk(child, false);
        breakPending = true;
      } else if (CELL.test(name)) {
        if (lineHasContent && !breakPending) append(document.createTextNode(' '));
        walk(child, true);
      } else if (name === 'BR') {
        out.append(document.createElement('br'));
        lineHasContent = false;
        breakPending = false;
      } else {
        append(child.cloneNode(true));
      }
    }
  };
  walk(source.content, false);
  return out.innerHTML;
}

/** Enter breaks the line (the server keeps `<br>` in a choice), and pastes arrive as lines of the one paragraph. */
export const SingleLine = Extension.create({
  name: 'singleLine',
  // Below the formula's Enter (100 is the default), which opens a selected formula instead.
  priority: 90,
  addKeyboardShortcuts() {
    return { Enter: () => this.editor.commands.setHardBreak() };
  },
  addProseMirrorPlugins() {
    return [
      new Plugin({
        props: {
          transformPastedHTML: flattenToLine,
          // Plain text: each line after the first follows a hard break, rather than one paragraph a line.
          clipboardTextParser: (text, _context, _plain, view) => {
            const { schema } = view.state;
            const nodes: ReturnType<typeof schema.text>[] = [];
            text
              .replace(/\r\n?/g, '\n')
              .split('\n')
              .forEach((line, index) => {
                if (index > 0) nodes.push(schema.nodes.hardBreak!.create());
                if (line) nodes.push(schema.text(line));
              });
            return new Slice(Fragment.from(nodes), 0, 0);
          },
        },
      }),
    ];
  },
});
