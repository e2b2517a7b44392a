/**
 * `/terms` (이용약관) on the portal, where every brand A site's footer links it: the version in force, or an earlier one
 * at `?version=N`; an unknown version is the not-found page.
 */
import { LegalDocumentPage } from '@/web/legal/legal-document-page';
import { legalQueries, versionFromQuery } from '@/web/legal/legal-queries';
import { createSsrCbtClient } from '@/web/ssr/cbt-ssr';
import { isMissing, ssrFetch } from '@/web/ssr/ssr-fetch';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface Props {
  version: number | null;
}

export const getServerSideProps = shellPage<Props>({
  site: 'portal',
  brands: ['a'],
  load: async ({ ctx, session }) => {
    const version = versionFromQuery(ctx.query.version);
    try {
      const doc = await ssrFetch(session, legalQueries.document(createSsrCbtClient(ctx.req), 'terms', version));
      return { props: { version }, seo: { title: version === null ? doc.title : `${doc.title} (${doc.effectiveDate} 시행)` } };
    } catch (error) {
      if (isMissing(error)) return { notFound: true };
      throw error;
    }
  },
});

export default function TermsPage({ version }: ShellPageProps & Props) {
  return <LegalDocumentPage kind="terms" version={version} path="/terms" />;
}
