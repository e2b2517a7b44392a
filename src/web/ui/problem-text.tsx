/**
 * Stored problem text (stems, passages, choices, explanations) as markup, in the row's format (ADR 34):
 *
 * TEXT (existing and imported content) goes through React's escaping; nothing is injected as HTML. Two conventions of
 * the content are honoured:
 * - a blank line separates paragraphs; single line breaks inside a paragraph are kept;
 * - consecutive lines written as `| a | b |` form a table (first row = column headings; an optional
 *   Markdown-style `| --- | --- |` line after it is accepted and skipped).
 *
 * HTML (written in the console's editor) is the server's sanitised output, shown as it is inside the shared rich-text
 * styles: paragraphs, lists, tables, our own uploaded images and formulas already rendered to MathML by the server,
 * so the page needs no KaTeX at all.
 */
import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { richTextInlineStyles, richTextStyles } from './rich-text';

export type TextBlock =
  | { type: 'paragraph'; lines: string[] }
  | { type: 'table'; head: string[] | null; rows: string[][] };

const TABLE_LINE = /^\s*\|.*\|\s*$/;
const SEPARATOR_CELL = /^:?-{3,}:?$/;

function splitCells(line: string): string[] {
  const inner = line.trim().slice(1, -1);
  return inner.split('|').map((cell) => cell.trim());
}

function isSeparatorRow(cells: string[]): boolean {
  return cells.length > 0 && cells.every((cell) => SEPARATOR_CELL.test(cell));
}

function toTable(lines: string[]): TextBlock {
  const rows: string[][] = [];
  let sawSeparator = false;
  for (const line of lines) {
    const cells = splitCells(line);
    if (isSeparatorRow(cells)) {
      sawSeparator = true;
      continue;
    }
    rows.push(cells);
  }
  // The content's tables start with a heading row (구분 | 2024 | 2025); a one-row table is just data.
  if (rows.length >= 2 || (sawSeparator && rows.length >= 1)) {
    const [head, ...body] = rows;
    return { type: 'table', head: head ?? null, rows: body };
  }
  return { type: 'table', head: null, rows };
}

/** Splits stored text into paragraphs and tables; pure so it is tested without a DOM. */
export function parseProblemText(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  let table: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', lines: paragraph });
    paragraph = [];
  };
  const endTable = () => {
    if (table.length) blocks.push(toTable(table));
    table = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (line.trim() === '') {
      endParagraph();
      endTable();
    } else if (TABLE_LINE.test(line) && line.trim().length >= 2) {
      endParagraph();
      table.push(line);
    } else {
      endTable();
      paragraph.push(line);
    }
  }
  endParagraph();
  endTable();
  return blocks;
}

/** How the text is stored (the contracts' ContentFormat): plain text, or the server's sanitised HTML. */
export type ProblemTextFormat = 'TEXT' | 'HTML';

export interface ProblemTextProps {
  text: string;
  /** The row's format, from the read that carried the text: every call site passes it. */
  format: ProblemTextFormat;
  /**
   * Inline mode for places that only allow phrasing content (a choice inside a <label>): paragraphs
   * become block-level spans instead of <p>.
   */
  inline?: boolean;
  className?: string;
  'data-testid'?: string;
}

function renderLines(lines: string[]): ReactNode {
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}

/**
 * A table wider than its column scrolls in its own box, which keyboard users must be able to reach to scroll (WCAG
 * 2.1.1; axe's scrollable-region-focusable): every table becomes a tab stop. The server stores tables without
 * attributes, so the tag is matched exactly; the same string on the server and in the browser, so hydration agrees.
 */
function focusableTables(html: string): string {
  return html.replace(/<table>/g, '<table tabindex="0">');
}

export function ProblemText({ text, format, inline = false, className, 'data-testid': testId }: ProblemTextProps) {
  if (format === 'HTML') {
    // Trusted server output, not the member's input: the one server module that writes problem content
    // (src/server/problems/sanitize-problem-content.ts) sanitised it on write to a short allowlist (no script, style,
    // event handler, link or frame; images only from our own /uploads/; math as MathML the server generated from the
    // LaTeX attribute), and the page's CSP would refuse an inline script even if one got through.
    const Html = inline ? InlineHtml : BlockHtml;
    return (
      <Html className={className} data-testid={testId} data-format="HTML" dangerouslySetInnerHTML={{ __html: focusableTables(text) }} />
    );
  }
  const blocks = parseProblemText(text);
  const Root = inline ? InlineRoot : BlockRoot;
  return (
    <Root className={className} data-testid={testId}>
      {blocks.map((block, i) =>
        block.type === 'paragraph' ? (
          inline ? (
            <span key={i} className="problem-text-paragraph">
              {renderLines(block.lines)}
            </span>
          ) : (
            <p key={i}>{renderLines(block.lines)}</p>
          )
        ) : (
          <TableScroller key={i}>
            <table>
              {block.head ? (
                <thead>
                  <tr>
                    {block.head.map((cell, c) => (
                      <th key={c} scope="col">
                        {cell}
                      </th>
                    ))}
                  </tr>
                </thead>
              ) : null}
              <tbody>
                {block.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, c) => (
                      <td key={c}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        ),
      )}
    </Root>
  );
}

/** A block field in HTML: the shared rich-text rules, flush with the box it sits in (a passage, an explanation). */
const BlockHtml = styled.div`
  ${richTextStyles}
  /*
   * A cell keeps its words and figures whole (1,204,000 never splits into 1,204,00 / 0; Korean breaks at spaces): the
   * table scrolls in its own box instead, as the TEXT tables do, rather than squeezing a narrow column letter by letter.
   */
  th,
  td {
    overflow-wrap: normal;
    word-break: keep-all;
  }
  table:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

/** A choice in HTML: phrasing content only (the server keeps no blocks in choices), as a line of its own. */
const InlineHtml = styled.span`
  display: block;
  min-width: 0;
  overflow-wrap: anywhere;
  ${richTextInlineStyles}
`;

const blockSpacing = `
  & > * + * { margin-top: 0.75em; }
`;

const BlockRoot = styled.div`
  ${blockSpacing}
  /* A grid or flex item of its parent: may shrink below its content, which wraps or scrolls instead. */
  min-width: 0;
  p {
    margin: 0;
  }
`;

const InlineRoot = styled.span`
  display: block;
  ${blockSpacing}
  .problem-text-paragraph {
    display: block;
  }
`;

/**
 * Wide tables scroll sideways inside their own box instead of widening the page. `overflow-x: auto` alone is
 * not enough: the table's width still counts as the min-content width of every grid or flex ancestor, which
 * then grows past the viewport (a 344 px table made a 390 px phone page 401 px wide). Containing
 * the inline size stops the table's width from leaking out; the box takes its width from its container.
 */
const TableScroller = styled.span`
  display: block;
  max-width: 100%;
  overflow-x: auto;
  contain: inline-size;
  -webkit-overflow-scrolling: touch;
  table {
    border-collapse: collapse;
    min-width: 60%;
    font-size: 0.95em;
    background: ${({ theme }) => theme.colors.surface};
  }
  th,
  td {
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: center;
    white-space: nowrap;
  }
  th {
    background: ${({ theme }) => `${theme.colors.primary}12`};
    font-weight: 700;
  }
`;
