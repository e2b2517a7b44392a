/**
 * 미디어킷 (`/media-kit` on the corporate site; spec §6 미디어킷 다운로드, ADR 26): the brand's portal in figures for
 * advertisers, counted by the server when the page is asked for, laid out for A4 print, with "PDF로 저장" opening the
 * browser's print dialog (save as PDF). A generated PDF file would need a Korean font embedded, and none ships with
 * the product or this machine (ADR 26). Public: an advertiser need not be a member.
 */
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { getBrand } from '../../config/brands';
import { formatKstDate, formatKstDateTime } from '../../config/kst';
import type { MediaKitFigures } from '../api/media-kit-api';
import { LoadingState, QueryError } from '../ui/query-state';
import { browserPortalClient } from '../api/portal-client';
import { siteUrl } from '../brand/portal-links';
import type { ShellPageProps } from '../ssr/shell-page';
import { PrimaryButton } from '../ui/button';
import { Card, PageContainer, PageLead, PageTitle } from '../ui/page-layout';
import { mediaKitQuery } from './media-kit-queries';

const n = (value: number) => value.toLocaleString('en-US');

export function MediaKitPage({ brand, siteOrigins }: ShellPageProps) {
  const query = useQuery(mediaKitQuery(browserPortalClient));
  return (
    <Sheet data-testid="media-kit-page">
      <Top>
        <div>
          <PageTitle>{getBrand(brand).company} 미디어킷</PageTitle>
          <PageLead>대학생·취업준비생이 공모전, 대외활동, 인턴, 채용 공고를 찾는 곳. 아래 수치는 서비스 데이터에서 바로 집계했습니다.</PageLead>
        </div>
        <PrintButton type="button" onClick={() => window.print()} data-testid="media-kit-print">
          PDF로 저장
        </PrintButton>
      </Top>
      {query.isPending ? <LoadingState /> : null}
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? <Figures figures={query.data} /> : null}
      <Contact aria-labelledby="media-kit-contact">
        <h2 id="media-kit-contact">광고·제휴 문의</h2>
        <p>
          배너, 추천 공고, 채널 소식 발송 등 상품과 단가는 문의해주시면 안내해드립니다.{' '}
          <a href={siteUrl(siteOrigins, 'corporate', '/?inquiry=open')}>광고 제휴 문의하기</a>
        </p>
      </Contact>
    </Sheet>
  );
}

function Figures({ figures }: { figures: MediaKitFigures }) {
  const rows: Array<{ label: string; value: string; note: string; testId: string }> = [
    { label: '개인회원', value: `${n(figures.individualMembers)}명`, note: '탈퇴 회원 제외', testId: 'individual-members' },
    { label: '승인된 기업회원', value: `${n(figures.approvedCompanies)}곳`, note: '운영자 승인 완료', testId: 'approved-companies' },
    { label: '운영 중인 기업 채널', value: `${n(figures.activeChannels)}개`, note: '공개 채널 페이지', testId: 'active-channels' },
    { label: '게시된 공고', value: `${n(figures.publishedPostings)}건`, note: `지금 모집 중 ${n(figures.openPostings)}건`, testId: 'published-postings' },
    {
      label: '최근 30일 공고 조회',
      value: `${n(figures.postingViewsLast30Days)}회`,
      note: `${formatKstDate(`${figures.periodStartDay}T00:00:00+09:00`)}부터, 방문자·공고·일 기준 1회`,
      testId: 'posting-views',
    },
    { label: '최근 30일 커리어로드 지원', value: `${n(figures.applicationsLast30Days)}건`, note: '공고 페이지에서 접수된 지원서', testId: 'applications' },
  ];
  return (
    <>
      <Grid aria-label="서비스 수치">
        {rows.map((row) => (
          <Figure key={row.label} data-testid={`media-kit-${row.testId}`}>
            <dt>{row.label}</dt>
            <dd>
              <strong>{row.value}</strong>
              <span>{row.note}</span>
            </dd>
          </Figure>
        ))}
      </Grid>
      <Measured>집계 시각 {formatKstDateTime(figures.measuredAt)} (한국 시간)</Measured>
    </>
  );
}

const Sheet = styled(PageContainer)`
  @media print {
    padding: 0;
    header,
    footer,
    nav {
      display: none;
    }
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: 16px;
`;

const PrintButton = styled(PrimaryButton)`
  @media print {
    display: none;
  }
`;

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
  margin-top: 24px;
  @media print {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Figure = styled(Card)`
  padding: 18px;
  break-inside: avoid;
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
    font-weight: 600;
  }
  dd {
    display: grid;
    gap: 4px;
    margin: 8px 0 0;
  }
  strong {
    font-size: 26px;
    font-weight: 800;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 13px;
  }
`;

const Measured = styled.p`
  margin-top: 12px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;

const Contact = styled.section`
  margin-top: 28px;
  h2 {
    font-size: 17px;
    font-weight: 700;
  }
  p {
    margin-top: 6px;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: underline;
  }
  @media print {
    a {
      text-decoration: none;
    }
  }
`;
