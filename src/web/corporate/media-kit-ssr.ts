/**
 * getServerSideProps of the media kit (`/media-kit` on the corporate site): the figures, counted by the server when
 * the page is asked for, prefetched with the browser's key. Apart from the page's component, so the server's API
 * clients stay out of the browser's first load (ADR 51).
 */
import { createSsrPortalClient } from '../ssr/portal-ssr';
import { ssrPrefetch } from '../ssr/ssr-fetch';
import { shellPage } from '../ssr/shell-page';
import { mediaKitQuery } from './media-kit-queries';

export const mediaKitServerSideProps = shellPage({
  site: 'corporate',
  brands: ['a'],
  seo: { title: '미디어킷', description: '커리어로드 회원, 공고, 조회 수치로 보는 광고·제휴 안내' },
  load: async ({ ctx, session }) => {
    await ssrPrefetch(session, mediaKitQuery(createSsrPortalClient(ctx.req)));
    return { props: {} };
  },
});
