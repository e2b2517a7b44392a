/** `/faq` (자주 묻는 질문) on the portal, where every brand A site's footer links it; `?q=` searches. */
import { FaqPage } from '@/web/legal/faq-page';
import { faqQueryFrom, legalQueries } from '@/web/legal/legal-queries';
import { createSsrCbtClient } from '@/web/ssr/cbt-ssr';
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface Props {
  query: string;
}

export const getServerSideProps = shellPage<Props>({
  site: 'portal',
  brands: ['a'],
  load: async ({ ctx, session }) => {
    const query = faqQueryFrom(ctx.query.q);
    await ssrPrefetch(session, legalQueries.faq(createSsrCbtClient(ctx.req), query));
    return { props: { query }, seo: { title: query ? `‘${query}’ 자주 묻는 질문 검색` : '자주 묻는 질문' } };
  },
});

export default function FaqRoutePage({ query }: ShellPageProps & Props) {
  return <FaqPage query={query} path="/faq" />;
}
