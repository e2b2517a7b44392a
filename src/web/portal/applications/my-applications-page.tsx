/**
 * 지원 현황 (`/accounts/applications` on the portal, ADR 26): the member's applications made on the portal,
 * newest first, 20 a page, each with its posting, the cover letter sent and the company's decision (서류 검토 중 /
 * 서류 합격 / 불합격); one not yet decided may be withdrawn. Members only (a visitor goes to the login).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import styled from 'styled-components';
import { formatKstDateTime } from '../../../config/kst';
import { MY_APPLICATIONS_PAGE_SIZE } from '../../../contracts/applications';
import { LoadingState, QueryError } from '../../ui/query-state';
import { EmptyState, PageContainer, PageLead, PageTitle } from '../../ui/page-layout';
import { LinkPagination } from '../../ui/pagination';
import { browserPortalClient } from '../../api/portal-client';
import { ApplicationStatusBadge } from '../../postings/application-status-badge';
import { myApplicationQueries } from '../../postings/my-application-queries';
import { useWithdrawApplication } from '../../postings/use-withdraw-application';

export interface MyApplicationsPageProps {
  page: number;
}

export function MyApplicationsPage({ page }: MyApplicationsPageProps) {
  const query = useQuery(myApplicationQueries.list(browserPortalClient, page));
  const { confirmWithdraw, pending } = useWithdrawApplication();
  const data = query.data;
  return (
    <PageContainer data-testid="my-applications-page">
      <PageTitle>지원 현황</PageTitle>
      <PageLead>커리어로드에서 지원한 공고와 기업의 서류 결과예요. 결과가 나오면 알림으로도 알려드려요.</PageLead>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError || !data ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : data.nodes.length === 0 ? (
        <EmptyState title="아직 지원한 공고가 없어요." action={<Link href="/activities/ALL">공고 둘러보기</Link>} />
      ) : (
        <>
          <List aria-label="지원한 공고" data-testid="my-applications">
            {data.nodes.map((application) => (
              <Item key={application.id} data-testid="my-application" data-application-id={application.id}>
                <div>
                  <ApplicationStatusBadge status={application.status} />
                  <h2>
                    <Link href={`/activity/${application.posting.id}`}>{application.posting.title}</Link>
                  </h2>
                  <p>
                    {application.posting.organiserName} · 「{application.coverLetterTitle}」 · 지원 {formatKstDateTime(application.createdAt)}
                    {application.decidedAt ? ` · 결과 ${formatKstDateTime(application.decidedAt)}` : ''}
                  </p>
                </div>
                {application.canWithdraw ? (
                  <button
                    type="button"
                    onClick={() => confirmWithdraw(application.id, application.posting.title)}
                    disabled={pending}
                    data-testid="withdraw-application"
                  >
                    지원 취소<span className="visually-hidden">: {application.posting.title}</span>
                  </button>
                ) : null}
              </Item>
            ))}
          </List>
          <LinkPagination
            page={page}
            pageSize={MY_APPLICATIONS_PAGE_SIZE}
            totalCount={data.totalCount}
            hrefFor={(n) => `/accounts/applications${n > 1 ? `?page=${n}` : ''}`}
          />
        </>
      )}
    </PageContainer>
  );
}

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 20px 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin-top: 8px;
    font-size: 16px;
    font-weight: 700;
  }
  h2 a {
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin-top: 4px;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
  }
  button {
    min-height: 36px;
    padding: 0 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
    cursor: pointer;
  }
`;
