/**
 * 회원·기업 정보 (spec §2.5 corporate `/profile`): the company edits its company and contact-person details;
 * a new 사업자등록번호 puts it back to review. Login required (a visitor goes to `/login?next=%2Fprofile`); an
 * individual member is told the page is for companies. The profile is prefetched with the browser's query key.
 */
import { isCorporate } from '@/web/brand/portal-links';
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { CorporateProfileForm } from '@/web/corporate/corporate-profile-form';
import { corporateQueries } from '@/web/corporate/corporate-queries';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';
import { EmptyState, PageContainer, PageLead, PageTitle } from '@/web/ui/page-layout';

interface CorporateProfilePageProps {
  corporate: boolean;
}

export const getServerSideProps = shellPage<CorporateProfilePageProps>({
  site: 'corporate',
  brands: ['a'],
  auth: 'required',
  seo: { title: '회원·기업 정보', noIndex: true },
  load: async ({ user, session }) => {
    const corporate = isCorporate(user?.type);
    if (corporate) await ssrPrefetch(session, corporateQueries.profile(session.client));
    return { props: { corporate } };
  },
});

export default function CorporateProfilePage({ corporate }: ShellPageProps & CorporateProfilePageProps) {
  return (
    <PageContainer $narrow>
      <PageTitle>회원·기업 정보</PageTitle>
      {corporate ? (
        <>
          <PageLead>회사와 담당자 정보를 확인하고 수정할 수 있습니다.</PageLead>
          <CorporateProfileForm />
        </>
      ) : (
        <EmptyState title="기업회원만 이용할 수 있는 서비스입니다.">개인회원 정보는 커리어로드 마이페이지에서 수정할 수 있습니다.</EmptyState>
      )}
    </PageContainer>
  );
}
