/**
 * 공고 등록 (spec §2.5 corporate `/register/activity`): a new posting, or `?id=` one of the
 * company's own postings back in the form (a draft, a rejected one, or a live one), prefetched by
 * register-activity-ssr.ts.
 */
import { useQuery } from '@tanstack/react-query';
import { browserPortalClient } from '../../api/portal-client';
import type { ShellPageProps } from '../../ssr/shell-page';
import { PageContainer, PageLead, PageTitle } from '../../ui/page-layout';
import { postingManagementQueries } from './posting-management-queries';
import { PostingAccessNotice, type PostingPageProps } from './posting-page-access';
import { PostingEditLoader, PostingRegisterForm } from './posting-register-form';

export interface RegisterActivityProps {
  postingId: string | null;
}

export function RegisterActivityPage({ access, postingId, brand }: ShellPageProps & PostingPageProps & RegisterActivityProps) {
  return (
    <PageContainer data-testid="register-activity-page">
      <PageTitle>{postingId ? '공고 수정' : '공고 등록'}</PageTitle>
      {access === 'ready' ? (
        <>
          <PageLead>공모전, 대외활동, 인턴, 채용 공고를 등록하세요. 검토 요청 후 운영자가 승인하면 커리어로드에 게시됩니다.</PageLead>
          {postingId ? <EditPosting brand={brand} id={postingId} /> : <PostingRegisterForm brand={brand} posting={null} />}
        </>
      ) : (
        <PostingAccessNotice access={access} />
      )}
    </PageContainer>
  );
}

function EditPosting({ brand, id }: { brand: ShellPageProps['brand']; id: string }) {
  const query = useQuery(postingManagementQueries.one(browserPortalClient, id));
  return <PostingEditLoader brand={brand} query={query} />;
}
