/** The brand's channel directory (/channel): active channels, most followed first, paged by address. */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import styled from 'styled-components';
import { LoadingState, QueryError } from '../../ui/query-state';
import { EmptyState, PageContainer, PageLead, PageTitle } from '../../ui/page-layout';
import { LinkPagination } from '../../ui/pagination';
import { browserPortalClient } from '../../api/portal-client';
import { ChannelLogo } from './channel-logo';
import { channelHref, channelQueries } from './channel-queries';

export function ChannelDirectoryContent({ page }: { page: number }) {
  const query = useQuery(channelQueries.directory(browserPortalClient, page));
  const data = query.data;
  return (
    <PageContainer data-testid="channel-directory">
      <PageTitle>기업 채널</PageTitle>
      <PageLead>관심 있는 기업의 채널을 팔로우하고 새 공고 소식을 받아보세요.</PageLead>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError || !data ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : data.nodes.length === 0 ? (
        <EmptyState title="아직 채널이 없어요." />
      ) : (
        <>
          <Grid aria-label="채널 목록">
            {data.nodes.map((channel) => (
              <Item key={channel.id} data-testid="channel-summary">
                <ChannelLogo channel={channel} size={56} />
                <div>
                  <h2>
                    <CardLink href={channelHref(channel.url)}>{channel.title}</CardLink>
                  </h2>
                  <Intro>{channel.introduction.split('\n')[0]}</Intro>
                  <Meta>
                    팔로워 {channel.followerCount.toLocaleString('en-US')} · 모집중·예정 공고 {channel.openPostingCount.toLocaleString('en-US')}개
                  </Meta>
                </div>
              </Item>
            ))}
          </Grid>
          <LinkPagination
            page={page}
            pageSize={data.pageSize}
            totalCount={data.totalCount}
            hrefFor={(p) => (p > 1 ? `/channel?page=${p}` : '/channel')}
            label="채널 페이지 이동"
          />
        </>
      )}
    </PageContainer>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: 16px;
  margin-top: 24px;
`;

const Item = styled.li`
  position: relative;
  display: flex;
  gap: 14px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  h2 {
    font-size: 17px;
    font-weight: 800;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

// The whole card is the link's target area, while the link's name stays the channel's title.
const CardLink = styled(Link)`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Intro = styled.p`
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Meta = styled.p`
  margin-top: 6px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;
