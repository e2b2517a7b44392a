/**
 * The corporate site's home (`biz.localhost`): what the service offers a company and the way in — 기업회원
 * 가입 and 로그인 for a visitor, where its sign-up stands for a logged-in company (from the server, so the page
 * says it at once: corporate-home-ssr.ts), and a pointer back to the portal for an individual member.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../ui/link';
import styled from 'styled-components';
import type { Profile } from '../api/auth-api';
import { isCorporate, siteUrl } from '../brand/portal-links';
import { getBrowserCbtClient } from '../session/browser-client';
import { useCurrentUser } from '../session/use-current-user';
import type { ShellPageProps } from '../ssr/shell-page';
import { Card, PageContainer, PageLead, PageTitle } from '../ui/page-layout';
import { CorporateApprovalStatus } from './corporate-approval-status';
import { corporateQueries } from './corporate-queries';

const OFFERS: ReadonlyArray<{ title: string; text: string }> = [
  { title: '공고 등록', text: '공모전, 대외활동, 인턴, 채용 공고를 단계별로 작성하고 검토 후 커리어로드에 게시합니다.' },
  { title: '공고·지원자 관리', text: '공고별 조회수, 스크랩, 댓글과 지원자를 한곳에서 확인하고 서류 결과를 알립니다.' },
  { title: '기업 채널', text: '회사 소개, 로고와 커버 이미지로 채널을 꾸미고 구독자에게 소식을 전합니다.' },
  { title: '광고 제휴', text: '커리어로드의 대학생·취업준비생에게 브랜드와 공고를 알립니다.' },
];

export function CorporateHomePage({ siteOrigins }: ShellPageProps) {
  const { user } = useCurrentUser();
  return (
    <PageContainer>
      <Hero>
        <PageTitle>커리어로드 기업서비스</PageTitle>
        <PageLead>공고를 등록하고 지원자를 만나보세요. 기업회원 가입 후 승인이 완료되면 모든 기업서비스를 이용할 수 있습니다.</PageLead>
        <Access user={user} portalHome={siteUrl(siteOrigins, 'portal', '/')} />
      </Hero>
      <Offers aria-label="기업서비스 안내">
        {OFFERS.map((offer) => (
          <Offer key={offer.title}>
            <h2>{offer.title}</h2>
            <p>{offer.text}</p>
          </Offer>
        ))}
      </Offers>
    </PageContainer>
  );
}

function Access({ user, portalHome }: { user: Profile | null; portalHome: string }) {
  if (!user) {
    return (
      <Actions>
        <PrimaryAction href="/register">기업회원 가입</PrimaryAction>
        <SecondaryAction href="/login">기업회원 로그인</SecondaryAction>
      </Actions>
    );
  }
  if (!isCorporate(user.type)) {
    return (
      <Notice data-testid="individual-member-notice">
        기업회원 전용 서비스입니다. 지금은 개인회원으로 로그인되어 있습니다. <a href={portalHome}>커리어로드 홈으로 가기</a>
      </Notice>
    );
  }
  return <CompanyStatus />;
}

function CompanyStatus() {
  const { data: profile } = useQuery(corporateQueries.profile(getBrowserCbtClient()));
  if (!profile) return null;
  return (
    <Status>
      <CorporateApprovalStatus profile={profile} showProfileLink />
    </Status>
  );
}

const Hero = styled.section`
  display: grid;
  gap: 8px;
  padding: 24px 0 32px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 16px;
`;

const PrimaryAction = styled(Link)`
  display: inline-flex;
  align-items: center;
  height: 46px;
  padding: 0 22px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 700;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const SecondaryAction = styled(PrimaryAction)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Notice = styled.p`
  margin-top: 16px;
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: underline;
  }
`;

const Status = styled.div`
  max-width: 640px;
  margin-top: 16px;
`;

const Offers = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;
`;

const Offer = styled(Card)`
  padding: 20px;
  h2 {
    font-size: 17px;
    font-weight: 700;
  }
  p {
    margin-top: 6px;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
