/**
 * The channels matching a search (search "over postings and channels"), above the posting results of the
 * 전체 tab's first page: logo, the title with the matching part marked, followers and open postings, each a link to
 * the channel. Nothing shows when no channel matches or the request fails (the postings are the main answer).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import styled from 'styled-components';
import { ChannelLogo } from '../channels/channel-logo';
import { channelHref, channelQueries } from '../channels/channel-queries';
import { browserPortalClient } from '../../api/portal-client';
import { HighlightedText } from './highlighted-text';
import { formatCount } from './tab-links';

export function ChannelMatches({ query }: { query: string }) {
  const { data } = useQuery(channelQueries.search(browserPortalClient, query));
  if (!data || data.length === 0) return null;
  return (
    <Section aria-labelledby="search-channels-heading" data-testid="search-channels">
      <h2 id="search-channels-heading">채널</h2>
      <List>
        {data.map((channel) => (
          <li key={channel.id}>
            <Card href={channelHref(channel.url)} data-testid="search-channel">
              <ChannelLogo channel={channel} size={40} />
              <span>
                <Title>
                  <HighlightedText text={channel.title} query={query} />
                </Title>
                <Meta>
                  팔로워 {formatCount(channel.followerCount)} · 모집 중 공고 {formatCount(channel.openPostingCount)}
                </Meta>
              </span>
            </Card>
          </li>
        ))}
      </List>
    </Section>
  );
}

const Section = styled.section`
  margin-top: 24px;
  h2 {
    font-size: 16px;
    font-weight: 800;
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 8px;
  margin-top: 8px;
`;

const Card = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Title = styled.strong`
  display: block;
  font-size: 15px;
`;

const Meta = styled.span`
  display: block;
  margin-top: 2px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;
