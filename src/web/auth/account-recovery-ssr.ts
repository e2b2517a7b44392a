/**
 * getServerSideProps of the 비밀번호 찾기, 비밀번호 재설정 and 이메일 찾기 pages (account-recovery-pages.tsx) of every
 * site with a login page: each site's page file passes its site and brands here. Apart from the pages' components,
 * so the server's API client stays out of the browser's first load (ADR 51).
 */
import type { BrandId, Site } from '../../config/hosts';
import { getPasswordResetLink } from '../api/account-recovery-api';
import { getServerMessage } from '../api/error-catalogue';
import { shellPage } from '../ssr/shell-page';
import type { FindEmailPageProps, PasswordResetPageProps } from './account-recovery-pages';

export function passwordResetRequestServerSideProps(site: Site, brands: readonly BrandId[]) {
  return shellPage({ site, brands, seo: { title: '비밀번호 찾기', noIndex: true } });
}

const LINK_FAILED_MESSAGE = '링크를 확인하지 못했습니다. 잠시 후 다시 시도해주세요.';

export function passwordResetServerSideProps(site: Site, brands: readonly BrandId[]) {
  return shellPage<PasswordResetPageProps>({
    site,
    brands,
    seo: { title: '비밀번호 재설정', noIndex: true },
    load: async ({ ctx, session }) => {
      const token = typeof ctx.params?.token === 'string' ? ctx.params.token : '';
      try {
        await getPasswordResetLink(session.client, token);
        return { props: { token, linkError: null } };
      } catch (error) {
        return { props: { token, linkError: getServerMessage(error) ?? LINK_FAILED_MESSAGE } };
      }
    },
  });
}

export function findEmailServerSideProps(site: Site, brands: readonly BrandId[]) {
  return shellPage<FindEmailPageProps>({
    site,
    brands,
    seo: { title: '이메일 찾기', noIndex: true },
    // Brand B has no inquiry panel; its questions go to the shop's 고객센터.
    load: ({ brand }) => ({ props: { supportHref: brand.id === 'b' ? '/help' : null } }),
  });
}
