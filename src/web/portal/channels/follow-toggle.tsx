/**
 * The follow button of a channel page with its follower count. A visitor is sent to the portal login with `next` back
 * here; a member's toggle writes through followChannel/unfollowChannel (idempotent on the server) and shows the
 * server's count at once, then refreshes the channel queries. The owner sees the count without a button.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { setChannelFollow } from '../../api/channels-api';
import { useCurrentUser } from '../../session/use-current-user';
import { toast } from '../../toast/toast-provider';
import { browserPortalClient } from '../../api/portal-client';
import { channelKeys } from './channel-queries';
import { graphqlErrorMessage, graphqlErrorStatus } from '../../api/graphql-errors';

export const FOLLOW_LOGIN_MESSAGE = '로그인 후 채널을 팔로우할 수 있어요.';

export interface FollowToggleChannel {
  id: string;
  title: string;
  followerCount: number;
  viewerIsFollowing: boolean;
  viewerIsOwner: boolean;
}

export function FollowToggle({ channel }: { channel: FollowToggleChannel }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const [state, setState] = useState({ following: channel.viewerIsFollowing, count: channel.followerCount });
  useEffect(
    () => setState({ following: channel.viewerIsFollowing, count: channel.followerCount }),
    [channel.id, channel.viewerIsFollowing, channel.followerCount],
  );
  const toLogin = () => void router.push(`/login?next=${encodeURIComponent(router.asPath)}`);

  const mutation = useMutation({
    mutationFn: (following: boolean) => setChannelFollow(browserPortalClient, channel.id, following),
    onSuccess: (result) => {
      setState({ following: result.following, count: result.followerCount });
      toast(result.following ? `${channel.title} 채널을 팔로우했어요.` : '팔로우를 취소했어요.', 'success');
      void queryClient.invalidateQueries({ queryKey: channelKeys.all });
    },
    onError: (error) => {
      if (graphqlErrorStatus(error) === 401) {
        toast(FOLLOW_LOGIN_MESSAGE, 'warn');
        toLogin();
        return;
      }
      toast(graphqlErrorMessage(error, '팔로우하지 못했어요. 잠시 후 다시 시도해주세요.'), 'error');
    },
  });

  const count = (
    <Followers>
      팔로워 <strong data-testid="follower-count">{state.count.toLocaleString('en-US')}</strong>
    </Followers>
  );
  if (channel.viewerIsOwner) return <Wrap>{count}</Wrap>;

  const onClick = () => {
    if (!user) {
      toast(FOLLOW_LOGIN_MESSAGE, 'warn');
      toLogin();
      return;
    }
    if (!mutation.isPending) mutation.mutate(!state.following);
  };

  return (
    <Wrap>
      {count}
      <Button
        type="button"
        // One constant name with aria-pressed for the state, like the scrap toggle.
        aria-pressed={state.following}
        disabled={mutation.isPending}
        onClick={onClick}
        data-testid="follow-toggle"
        data-following={state.following}
      >
        <span aria-hidden="true">{state.following ? '팔로잉' : '팔로우'}</span>
        <span className="visually-hidden">{channel.title} 팔로우</span>
      </Button>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Followers = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
`;

const Button = styled.button`
  min-width: 96px;
  height: 40px;
  padding: 0 16px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: #ffffff;
  font-weight: 700;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryDark};
    border-color: ${({ theme }) => theme.colors.border};
  }
  &:disabled {
    cursor: default;
    opacity: 0.7;
  }
`;
