/**
 * The server side of a legal document's page (`/terms`, `/privacy` on the portal, where every brand A site's footer
 * links them): the version in force, or an earlier one at `?version=N`; an unknown version is the not-found page.
 */
import type { LegalDocumentKind } from '../api/legal-documents-api';
import { createSsrCbtClient } from '../ssr/cbt-ssr';
import { isMissing, ssrFetch } from '../ssr/ssr-fetch';
import { shellPage } from '../ssr/shell-page';
import { legalQueries, versionFromQuery } from './legal-queries';

export interface LegalDocumentPageProps {
  version: number | null;
}

export function legalDocumentServerSideProps(kind: LegalDocumentKind) {
  return shellPage<LegalDocumentPageProps>({
    site: 'portal',
    brands: ['a'],
    load: async ({ ctx, session }) => {
      const version = versionFromQuery(ctx.query.version);
      try {
        const doc = await ssrFetch(session, legalQueries.document(createSsrCbtClient(ctx.req), kind, version));
        return { props: { version }, seo: { title: version === null ? doc.title : `${doc.title} (${doc.effectiveDate} 시행)` } };
      } catch (error) {
        if (isMissing(error)) return { notFound: true };
        throw error;
      }
    },
  });
}
