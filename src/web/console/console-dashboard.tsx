/** The console's home (ADR 24): what waits in the ADMIN queues, each count a link to its queue. */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../ui/link';
import styled from 'styled-components';
import { getBrand } from '../../config/brands';
import type { BrandId } from '../../config/hosts';
import { CONSOLE_SUMMARY_KEY, getConsoleSummary } from '../api/console-api';
import { getErrorMessage } from '../api/error-catalogue';
import { getBrowserCbtClient } from '../session/browser-client';
import { Card, EmptyState, PageLead } from '../ui/page-layout';

export function ConsoleDashboard({ brand, admin }: { brand: BrandId; admin: boolean }) {
  const summary = useQuery({ queryKey: CONSOLE_SUMMARY_KEY, queryFn: () => getConsoleSummary(getBrowserCbtClient()), enabled: admin });
  if (!admin) {
    return (
      <PageLead>
        기업회원 승인, 신고 관리, 공고 검토, 고객 문의, 무통장입금과 감사 로그는 관리자 권한이 필요합니다. 시험 작성은 운영 API(/apiV2/admin)로 이용할 수 있습니다.
      </PageLead>
    );
  }
  if (summary.isError) return <EmptyState title="대시보드를 불러오지 못했습니다.">{getErrorMessage(summary.error)}</EmptyState>;
  return (
    <Cards>
      <SummaryCard data-testid="dashboard-pending-corporate">
        <h2>승인 대기 기업회원</h2>
        <Count>{summary.data ? `${summary.data.pendingCorporateAccounts.toLocaleString('ko-KR')}건` : '…'}</Count>
        <Link href="/corporate-accounts?state=PENDING">기업회원 승인으로 이동</Link>
      </SummaryCard>
      <SummaryCard data-testid="dashboard-open-reports">
        <h2>처리할 신고 (게시글·댓글)</h2>
        <Count>{summary.data ? `${summary.data.openReportTargets.toLocaleString('ko-KR')}건` : '…'}</Count>
        <Link href="/community-reports">신고 관리로 이동</Link>
      </SummaryCard>
      <SummaryCard data-testid="dashboard-postings-in-review">
        <h2>검토 대기 공고</h2>
        <Count>{summary.data ? `${summary.data.postingsInReview.toLocaleString('ko-KR')}건` : '…'}</Count>
        <Link href="/postings">공고 검토로 이동</Link>
      </SummaryCard>
      <SummaryCard data-testid="dashboard-open-inquiries">
        <h2>답변 대기 문의</h2>
        <Count>{summary.data ? `${summary.data.openInquiries.toLocaleString('ko-KR')}건` : '…'}</Count>
        <Link href="/inquiries?status=OPEN">고객 문의로 이동</Link>
      </SummaryCard>
      <SummaryCard data-testid="dashboard-open-error-reports">
        <h2>처리 대기 문제 오류 신고</h2>
        <Count>{summary.data ? `${summary.data.openErrorReports.toLocaleString('ko-KR')}건` : '…'}</Count>
        <Link href="/error-reports">문제 오류 신고로 이동</Link>
      </SummaryCard>
      {getBrand(brand).hasShop ? (
        <SummaryCard data-testid="dashboard-awaiting-deposits">
          <h2>입금 대기 주문</h2>
          <Count>{summary.data ? `${summary.data.awaitingDeposits.toLocaleString('ko-KR')}건` : '…'}</Count>
          <Link href="/orders">무통장입금으로 이동</Link>
        </SummaryCard>
      ) : null}
    </Cards>
  );
}

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;
  margin-top: 20px;
`;

const SummaryCard = styled(Card)`
  display: grid;
  gap: 8px;
  padding: 20px;
  h2 {
    font-size: 16px;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: underline;
  }
`;

const Count = styled.p`
  font-size: 32px;
  font-weight: 800;
`;
