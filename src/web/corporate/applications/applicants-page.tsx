/**
 * 지원자 관리 (`/applicants/{postingId}` on the corporate site, ADR 26): one posting's applicants, newest
 * first, 20 a page, with how many wait and how many passed or failed; each opens its application. Only the posting's
 * company sees it (the server answers another company's posting as not found).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import styled from 'styled-components';
import { formatKstDateTime } from '../../../config/kst';
import { APPLICANTS_PAGE_SIZE } from '../../../contracts/applications';
import { LoadingState, QueryError } from '../../ui/query-state';
import { browserPortalClient } from '../../api/portal-client';
import type { ShellPageProps } from '../../ssr/shell-page';
import { Breadcrumbs, EmptyState, PageContainer, PageTitle } from '../../ui/page-layout';
import { LinkPagination } from '../../ui/pagination';
import { PostingAccessNotice, type PostingPageProps } from '../postings/posting-page-access';
import { applicantQueries } from './application-queries';
import { ApplicationStatusBadge } from '../../postings/application-status-badge';

export interface ApplicantsProps {
  postingId: string;
  page: number;
}

export function ApplicantsPage({ access, postingId, page }: ShellPageProps & PostingPageProps & ApplicantsProps) {
  return (
    <PageContainer data-testid="applicants-page">
      <Breadcrumbs aria-label="위치">
        <Link href="/activities/ALL">공고 관리</Link>
        <span aria-hidden="true">›</span>
        <span>지원자 관리</span>
      </Breadcrumbs>
      <PageTitle>지원자 관리</PageTitle>
      {access === 'ready' ? <Applicants postingId={postingId} page={page} /> : <PostingAccessNotice access={access} />}
    </PageContainer>
  );
}

function Applicants({ postingId, page }: ApplicantsProps) {
  const query = useQuery(applicantQueries.list(browserPortalClient, postingId, page));
  if (query.isPending) return <LoadingState />;
  if (query.isError || !query.data) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const { posting, counts, totalCount, nodes } = query.data;
  return (
    <>
      <Summary>
        <h2 data-testid="applicants-posting-title">{posting.title}</h2>
        <p>
          접수 마감 {formatKstDateTime(posting.receptionEndAt)} · 지원자 {totalCount.toLocaleString('en-US')}명 (검토 중{' '}
          {counts.submitted.toLocaleString('en-US')} · 서류 합격 {counts.passed.toLocaleString('en-US')} · 불합격{' '}
          {counts.failed.toLocaleString('en-US')})
        </p>
      </Summary>
      {nodes.length === 0 ? (
        <EmptyState title="아직 지원자가 없습니다.">회원이 공고 페이지에서 지원하면 여기에 표시됩니다.</EmptyState>
      ) : (
        <>
          <Table data-testid="applicants">
            <caption className="visually-hidden">지원자 목록</caption>
            <thead>
              <tr>
                <th scope="col">지원자</th>
                <th scope="col">자기소개서</th>
                <th scope="col">지원일</th>
                <th scope="col">상태</th>
              </tr>
            </thead>
            <tbody>
              {nodes.map((applicant) => (
                <tr key={applicant.id} data-testid="applicant" data-application-id={applicant.id}>
                  <th scope="row">
                    <Link href={`/applications/${applicant.id}`}>
                      {applicant.applicantName}
                      <span className="visually-hidden"> 지원서 보기</span>
                    </Link>
                  </th>
                  <td>
                    {applicant.coverLetterTitle}
                    {applicant.hasSpecSummary ? <Muted> · 스펙 요약 포함</Muted> : null}
                  </td>
                  <td>{formatKstDateTime(applicant.createdAt)}</td>
                  <td>
                    <ApplicationStatusBadge status={applicant.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <LinkPagination
            page={page}
            pageSize={APPLICANTS_PAGE_SIZE}
            totalCount={totalCount}
            hrefFor={(n) => `/applicants/${postingId}${n > 1 ? `?page=${n}` : ''}`}
          />
        </>
      )}
    </>
  );
}

const Summary = styled.section`
  margin: 16px 0 20px;
  h2 {
    font-size: 18px;
    font-weight: 700;
  }
  p {
    margin-top: 6px;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 12px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  tbody th a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    text-decoration: underline;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;
