/**
 * Rich text the server sanitised (posting and community post bodies, problem and passage content in HTML format):
 * rendered as HTML under the page's CSP, styled once here for every site. Wide tables scroll inside themselves and
 * media shrink to the column, so no body can widen a phone's page.
 */
import styled, { css } from 'styled-components';

/**
 * What phrasing content needs wherever it appears, a problem's choice included: images no wider than the column, and
 * formulas (the server's KaTeX MathML, `<span class="math-inline"><math>…</math></span>`) on the text's baseline.
 * MathML is laid out by the browser itself, so no KaTeX stylesheet or font is loaded for it.
 */
export const richTextInlineStyles = css`
  img {
    max-width: 100%;
    height: auto;
  }
  .math-inline,
  math {
    vertical-align: baseline;
  }
  math {
    font-size: 1.1em;
  }
  math[display='block'] {
    max-width: 100%;
    margin: 8px 0;
    overflow-x: auto;
    text-align: center;
  }
`;

/** The rules, for an editor's editable area too (src/web/editor). */
export const richTextStyles = css`
  ${richTextInlineStyles}
  min-width: 0;
  line-height: 1.7;
  overflow-wrap: anywhere;
  h3 {
    margin: 20px 0 8px;
    font-size: 18px;
    font-weight: 700;
  }
  h4 {
    margin: 16px 0 6px;
    font-size: 16px;
    font-weight: 700;
  }
  p,
  ul,
  ol {
    margin: 6px 0;
  }
  ul,
  ol {
    padding-left: 20px;
  }
  ul {
    list-style: disc;
  }
  ol {
    list-style: decimal;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  /*
   * A wide table scrolls sideways in its own box. Containing the inline size keeps the table's width from counting as
   * the min-content width of a grid or flex ancestor, which would otherwise grow past a phone's viewport.
   */
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    contain: inline-size;
    border-collapse: collapse;
    margin: 8px 0;
  }
  th,
  td {
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  th {
    background: ${({ theme }) => theme.colors.background};
    white-space: nowrap;
  }
  iframe {
    display: block;
    width: 100%;
    max-width: 640px;
    aspect-ratio: 16 / 9;
    height: auto;
    margin: 8px 0;
    border: 0;
  }
  blockquote {
    margin: 8px 0;
    padding-left: 12px;
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const RichText = styled.div`
  ${richTextStyles}
`;
