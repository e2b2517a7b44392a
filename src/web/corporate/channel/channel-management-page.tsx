/**
 * 채널 관리 on the corporate site (spec §2.5 corporate `/channel`): an approved company makes its one
 * channel, then edits it, pauses it and brings it back; the public page is the portal's `/channel/{url}`. A company
 * not (or no longer) approved sees the channel-unavailable state of spec §6 with the way to its 사업자등록번호; an
 * individual member is told the page is for companies. The state comes from the server render
 * (channel-management-ssr.ts), the channel from the query the server prefetched.
 */
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { siteUrl, CHANNEL_UNAVAILABLE_MESSAGE, CHANNEL_UNAVAILABLE_TITLE } from '../../brand/portal-links';
import { browserPortalClient } from '../../api/portal-client';
import { LoadingState, QueryError } from '../../ui/query-state';
import type { ShellPageProps } from '../../ssr/shell-page';
import { EmptyState, PageContainer, PageLead, PageTitle } from '../../ui/page-layout';
import { ChannelForm } from './channel-form';
import { channelManagementQueries } from './channel-queries';
import { ChannelStatusPanel } from './channel-status-panel';

/** individual: not a company; unavailable: not approved (spec §6); ready: may manage its channel. */
export type ChannelPageAccess = 'individual' | 'unavailable' | 'ready';

export interface ChannelManagementPageProps {
  access: ChannelPageAccess;
}

/** What a page shows instead of itself when the company may not use channel services (spec §6). */
export function ChannelAccessNotice({ access }: { access: Exclude<ChannelPageAccess, 'ready'> }) {
  if (access === 'individual') {
    return <EmptyState title="기업회원만 이용할 수 있는 서비스입니다.">개인회원은 커리어로드에서 기업 채널을 둘러볼 수 있습니다.</EmptyState>;
  }
  return (
    <Unavailable role="status" data-testid="channel-unavailable">
      <h2>{CHANNEL_UNAVAILABLE_TITLE}</h2>
      <p>{CHANNEL_UNAVAILABLE_MESSAGE}</p>
      <a href="/profile">사업자등록번호 확인하기</a>
    </Unavailable>
  );
}

export function ChannelManagementPage({ access, siteOrigins }: ShellPageProps & ChannelManagementPageProps) {
  return (
    <PageContainer $narrow>
      <PageTitle>채널 관리</PageTitle>
      {access === 'ready' ? (
        <ChannelManagement publicUrlFor={(url) => siteUrl(siteOrigins, 'portal', `/channel/${encodeURIComponent(url)}`)} />
      ) : (
        <ChannelAccessNotice access={access} />
      )}
    </PageContainer>
  );
}

function ChannelManagement({ publicUrlFor }: { publicUrlFor: (url: string) => string }) {
  const query = useQuery(channelManagementQueries.mine(browserPortalClient));
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const channel = query.data;
  return (
    <>
      <PageLead>
        {channel
          ? '채널 정보를 수정하고 운영 상태를 관리할 수 있습니다.'
          : '회사 소개, 로고와 커버 이미지로 채널을 만들어 보세요. 채널은 회사마다 하나입니다.'}
      </PageLead>
      {channel ? <ChannelStatusPanel channel={channel} publicUrl={publicUrlFor(channel.url)} /> : null}
      {/* A new form per channel: after the first save the form edits what was made. */}
      <ChannelForm key={channel?.id ?? 'new'} channel={channel} publicUrlFor={publicUrlFor} />
    </>
  );
}

const Unavailable = styled.section`
  margin-top: 24px;
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  h2 {
    font-size: 18px;
  }
  p {
    margin-top: 8px;
    white-space: pre-line;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    display: inline-flex;
    align-items: center;
    height: 44px;
    margin-top: 16px;
    padding: 0 18px;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 600;
  }
`;
