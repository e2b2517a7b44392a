/**
 * Korean document with styled-components styles collected during server rendering. Next's script tags carry the
 * request's CSP nonce (src/config/csp-nonce.ts), which the production Content-Security-Policy requires.
 *
 * The head also carries the self-hosted Pretendard's `@font-face` rules (ADR 50), inline rather than a stylesheet,
 * which would hold the first paint for one more round trip.
 */
import Document, { type DocumentContext, type DocumentInitialProps, Head, Html, Main, NextScript } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { getCspNonce } from '@/config/csp-nonce';
import { FONT_FACE_CSS } from '@/web/styles/font-faces';

type AppDocumentProps = DocumentInitialProps & { nonce?: string };

export default class AppDocument extends Document<AppDocumentProps> {
  static async getInitialProps(ctx: DocumentContext): Promise<AppDocumentProps> {
    const sheet = new ServerStyleSheet();
    const originalRenderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        originalRenderPage({
          enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />),
        });
      const initialProps = await Document.getInitialProps(ctx);
      const nonce = getCspNonce(ctx.req);
      return {
        ...initialProps,
        styles: [initialProps.styles, sheet.getStyleElement()],
        ...(nonce ? { nonce } : {}),
      };
    } finally {
      sheet.seal();
    }
  }

  render() {
    const { nonce } = this.props;
    return (
      <Html lang="ko">
        <Head nonce={nonce}>
          <style nonce={nonce} dangerouslySetInnerHTML={{ __html: FONT_FACE_CSS }} />
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
