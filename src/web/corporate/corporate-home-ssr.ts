/**
 * getServerSideProps of the corporate site's home: a logged-in company's profile is prefetched, so the page says
 * where its sign-up stands at once. Apart from the page's component, so the server's API clients stay out of the
 * browser's first load (ADR 51).
 */
import { isCorporate } from '../brand/portal-links';
import { ssrPrefetch } from '../ssr/ssr-fetch';
import { shellPage } from '../ssr/shell-page';
import { corporateQueries } from './corporate-queries';

export const corporateHomeServerSideProps = shellPage({
  site: 'corporate',
  brands: ['a'],
  seo: { title: '기업서비스', description: '공모전·대외활동·인턴·채용 공고를 등록하고 지원자를 관리하는 커리어로드 기업서비스' },
  load: async ({ user, session }) => {
    if (isCorporate(user?.type)) await ssrPrefetch(session, corporateQueries.profile(session.client));
    return { props: {} };
  },
});
