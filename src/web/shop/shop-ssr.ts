/**
 * getServerSideProps of the shop pages: the shell of site `shop` (brand B only) with the page's data fetched through
 * the shop API into the query cache the browser takes over. Pages never read the database (ADR 10).
 */
import type { ApiClient } from '../api/api-client';
import { isMissing, parseId, ssrFetch } from '../ssr/ssr-fetch';
import { createSsrShopClient } from '../ssr/cbt-ssr';
import { shellPage, type ShellPageContext, type ShellPageResult } from '../ssr/shell-page';
import type { PageSeo } from '../shell/get-shell-props';

export interface ShopPageOptions<P> {
  seo: PageSeo | ((context: ShellPageContext) => PageSeo);
  auth?: 'required';
  load?: (context: ShellPageContext & { shop: ApiClient }) => Promise<ShellPageResult<P>>;
}

export function shopPage<P extends object = Record<string, never>>(options: ShopPageOptions<P>) {
  return shellPage<P>({
    site: 'shop',
    brands: ['b'],
    auth: options.auth,
    seo: options.seo,
    load: async (context) => {
      if (!options.load) return { props: {} as P };
      try {
        return await options.load({ ...context, shop: createSsrShopClient(context.ctx.req) });
      } catch (error) {
        // An unknown or malformed number is the not-found page, as everywhere else.
        if (isMissing(error)) return { notFound: true };
        throw error;
      }
    },
  });
}

export { parseId, ssrFetch };

