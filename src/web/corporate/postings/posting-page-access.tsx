/**
 * Who may open /register/activity and /activities/{status}: an approved company with an active
 * channel (the server's posting-management-policy says the same). A company not approved sees spec §6's
 * channel-unavailable state (ChannelAccessNotice); an approved one without an active channel is sent to 채널 관리,
 * because it posts under its channel. The server side, which decides the access, is posting-page-access-ssr.ts.
 */
import styled from 'styled-components';
import { ChannelAccessNotice } from '../channel/channel-management-page';

export type PostingPageAccess = 'individual' | 'unavailable' | 'no-channel' | 'ready';

export interface PostingPageProps {
  access: PostingPageAccess;
}

export function PostingAccessNotice({ access }: { access: Exclude<PostingPageAccess, 'ready'> }) {
  if (access !== 'no-channel') return <ChannelAccessNotice access={access} />;
  return (
    <NoChannel role="status" data-testid="posting-no-channel">
      <h2>채널이 있어야 공고를 등록할 수 있습니다.</h2>
      <p>공고는 회사 채널 이름으로 게시됩니다. 채널을 만들거나, 운영 중지한 채널을 다시 운영해주세요.</p>
      <a href="/channel">채널 관리로 가기</a>
    </NoChannel>
  );
}

const NoChannel = styled.section`
  margin-top: 24px;
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  text-align: center;
  p {
    margin-top: 8px;
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
