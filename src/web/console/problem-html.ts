/**
 * Problem content as the console's editor holds it. Problems and passages written before the editor
 * are plain text (format TEXT) with two conventions: blank lines separate paragraphs, and `| a | b |` lines form a
 * table (src/web/cbt/problem-text.tsx). Opening one in the editor converts it to the HTML the editor and the server's
 * sanitiser take, so the operator sees the same paragraphs, line breaks and table as takers do; nothing is saved
 * until the operator saves, when the problem becomes HTML. Pure, so it is tested without a DOM.
 */
import type { ContentFormat } from '../../config/problem-content';
import { parseProblemText } from '../ui/problem-text';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML character data: nothing typed in a TEXT problem can become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const lines = (items: readonly string[]) => items.map(escapeHtml).join('<br>');

/**
 * A block field (stem, explanation, passage body) of TEXT content as editor HTML: each paragraph a `<p>` with `<br>`
 * between its lines, each pipe table a `<table>` whose heading row (when the convention has one) is `<th>` cells.
 * The table has no `<thead>`: the editor keeps a heading row as the table's first row of header cells.
 */
export function textToBlockHtml(text: string): string {
  return parseProblemText(text)
    .map((block) => {
      if (block.type === 'paragraph') return `<p>${lines(block.lines)}</p>`;
      const head = block.head ? `<tr>${block.head.map((cell) => `<th><p>${escapeHtml(cell)}</p></th>`).join('')}</tr>` : '';
      const body = block.rows.map((row) => `<tr>${row.map((cell) => `<td><p>${escapeHtml(cell)}</p></td>`).join('')}</tr>`).join('');
      return `<table><tbody>${head}${body}</tbody></table>`;
    })
    .join('');
}

/**
 * A choice of TEXT content as inline editor HTML: a choice holds no paragraphs or tables, so its lines (and the lines
 * of any paragraphs or table rows it had) are one run joined by `<br>`, in a single paragraph for the inline editor.
 */
export function textToInlineHtml(text: string): string {
  const all = parseProblemText(text).flatMap((block) =>
    block.type === 'paragraph' ? block.lines : [block.head, ...block.rows].filter((row): row is string[] => row !== null).map((row) => row.join(' | ')),
  );
  return all.length === 0 ? '' : `<p>${lines(all)}</p>`;
}

/** A field's content for the editor: HTML as stored, TEXT converted. */
export function editorHtmlOf(format: ContentFormat, text: string, kind: 'block' | 'inline'): string {
  if (format === 'HTML') return text;
  return kind === 'block' ? textToBlockHtml(text) : textToInlineHtml(text);
}

const ENTITY = /&(nbsp|amp|lt|gt|quot|#39);/g;

/**
 * Whether editor HTML shows nothing: no words once tags are gone, no image and no formula. The server answers the
 * same content with its Korean 400; checking here first keeps an empty field from a round trip.
 */
export function isBlankHtml(html: string): boolean {
  if (/<img\b|data-latex=/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(ENTITY, ' ').trim() === '';
}
