/**
 * A corporate channel's public page (/channel/{url}): logo, title, introduction, followers with the follow
 * toggle, its postings in 모집중·예정 and 마감 tabs with paging (each tab and page its own address), and the
 * channel's comments (담당자 Q&A).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import { channelCompanySizeLabel, channelIndustryLabel } from '../../../config/channel-profile';
import styled from 'styled-components';
import type { ChannelPostingStatus } from '../../../contracts/channels';
import { LoadingState, QueryError } from '../../ui/query-state';
import { mobileQuery } from '../../styles/theme';
import { PageContainer, PageTitle } from '../../ui/page-layout';
import { LinkPagination } from '../../ui/pagination';
import { ChannelComments } from '../../postings/portal-comment-thread';
import { PostingList } from '../../postings/posting-list';
import { browserPortalClient } from '../../api/portal-client';
import { ChannelLogo } from './channel-logo';
import { channelHref, channelQueries } from './channel-queries';
import { FollowToggle } from './follow-toggle';

export interface ChannelContentProps {
  url: string;
  status: ChannelPostingStatus;
  page: number;
}

const TABS: { status: ChannelPostingStatus; label: string }[] = [
  { status: 'OPEN', label: '모집중·예정' },
  { status: 'CLOSED', label: '마감' },
];

export function ChannelContent({ url, status, page }: ChannelContentProps) {
  const query = useQuery(channelQueries.page(browserPortalClient, { url, postingStatus: status, page }));
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const channel = query.data;
  if (!channel) return <QueryError error={new Error('채널을 찾을 수 없습니다.')} />;
  const countOf = (s: ChannelPostingStatus) => (s === 'OPEN' ? channel.openPostingCount : channel.closedPostingCount);

  return (
    <PageContainer data-testid="channel-page" data-channel-id={channel.id}>
      {channel.coverUrl ? <Cover src={channel.coverUrl} alt="" data-testid="channel-cover" /> : null}
      <Profile>
        <ChannelLogo channel={channel} size={104} />
        <ProfileText>
          <PageTitle>{channel.title}</PageTitle>
          {channel.introduction ? <Introduction data-testid="channel-introduction">{channel.introduction}</Introduction> : null}
          <Facts channel={channel} />
          <FollowToggle channel={channel} />
        </ProfileText>
      </Profile>

      <Section aria-labelledby="channel-postings-heading">
        <SectionTitle id="channel-postings-heading">채널의 공고</SectionTitle>
        <Tabs aria-label="공고 상태">
          {TABS.map((tab) => (
            <TabLink
              key={tab.status}
              href={channelHref(url, { status: tab.status })}
              scroll={false}
              aria-current={tab.status === status ? 'page' : undefined}
              data-testid={`channel-tab-${tab.status}`}
            >
              {tab.label} <span>{countOf(tab.status).toLocaleString('en-US')}</span>
            </TabLink>
          ))}
        </Tabs>
        <PostingList
          postings={channel.postings.nodes}
          testId="channel-postings"
          label={`${status === 'OPEN' ? '모집중·예정' : '마감'} 공고`}
          emptyTitle={status === 'OPEN' ? '지금 모집 중인 공고가 없어요.' : '마감된 공고가 없어요.'}
          emptyText={status === 'OPEN' ? '채널을 팔로우하면 새 공고 소식을 알려드려요.' : undefined}
        />
        <LinkPagination
          page={page}
          pageSize={channel.postings.pageSize}
          totalCount={channel.postings.totalCount}
          hrefFor={(p) => channelHref(url, { status, page: p })}
          label="채널 공고 페이지 이동"
          scroll={false}
        />
      </Section>

      <ChannelComments channelId={channel.id} />

      <Back>
        <Link href="/channel">채널 목록 보기</Link>
      </Back>
    </PageContainer>
  );
}

const Profile = styled.div`
  display: flex;
  gap: 24px;
  align-items: flex-start;
  padding-bottom: 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => mobileQuery(theme)} {
    flex-direction: column;
    gap: 16px;
  }
`;

const ProfileText = styled.div`
  display: grid;
  gap: 12px;
  min-width: 0;
`;

const Introduction = styled.p`
  white-space: pre-line;
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.6;
`;

const Section = styled.section`
  margin-top: 32px;
`;

const SectionTitle = styled.h2`
  font-size: 20px;
  font-weight: 800;
`;

const Tabs = styled.nav`
  display: flex;
  gap: 16px;
  margin: 12px 0 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const TabLink = styled(Link)`
  padding: 10px 2px;
  margin-bottom: -1px;
  border-bottom: 2px solid transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 700;
  &[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Back = styled.p`
  margin-top: 32px;
  a {
    color: ${({ theme }) => theme.colors.primaryDark};
    text-decoration: underline;
  }
`;

/** 업종 · 기업 규모 · 홈페이지, as the company set them on the corporate site. */
function Facts({ channel }: { channel: { industry?: string | null; companySize?: string | null; homepage?: string | null } }) {
  const labels = [channelIndustryLabel(channel.industry), channelCompanySizeLabel(channel.companySize)].filter(Boolean);
  if (labels.length === 0 && !channel.homepage) return null;
  return (
    <FactLine data-testid="channel-facts">
      {labels.length > 0 ? <span>{labels.join(' · ')}</span> : null}
      {channel.homepage ? (
        // The server accepts only http(s) URLs here (src/config/channel-profile.ts), so the link cannot run script.
        <a href={channel.homepage} target="_blank" rel="noopener noreferrer nofollow">
          홈페이지<span className="visually-hidden"> (새 창)</span>
        </a>
      ) : null}
    </FactLine>
  );
}

const Cover = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 1;
  object-fit: cover;
  margin-bottom: 16px;
  border-radius: ${({ theme }) => theme.radius};
`;

const FactLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 6px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: ${({ theme }) => theme.colors.primaryDark};
    text-decoration: underline;
  }
`;
