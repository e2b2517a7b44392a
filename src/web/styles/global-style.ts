/** Global CSS: reset, Korean typography defaults and the route progress bar in brand colours. */
import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.font};
    font-size: 15px;
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    /* Korean text breaks between words, not inside them. */
    word-break: keep-all;
    overflow-wrap: anywhere;
    -webkit-font-smoothing: antialiased;
  }
  a { color: inherit; text-decoration: none; }
  button, input, select, textarea { font: inherit; color: inherit; }
  button { cursor: pointer; }
  img, svg { display: block; max-width: 100%; }
  h1, h2, h3, h4, p, ul, ol { margin: 0; }
  ul, ol { padding: 0; list-style: none; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }

  /* nprogress's own stylesheet, kept to what the bar uses: as a separate file it blocked the first paint. */
  #nprogress { pointer-events: none; }
  #nprogress .bar {
    position: fixed; top: 0; left: 0; z-index: 2000;
    width: 100%; height: 3px;
    background: ${({ theme }) => theme.colors.primary};
  }
  #nprogress .peg {
    display: block; position: absolute; right: 0;
    width: 100px; height: 100%; opacity: 1;
    box-shadow: 0 0 10px ${({ theme }) => theme.colors.primary}, 0 0 5px ${({ theme }) => theme.colors.primary};
    transform: rotate(3deg) translate(0, -4px);
  }
  #nprogress .spinner { display: none; }
`;
