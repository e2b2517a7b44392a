/**
 * Where the company's channel stands (운영 중 / 운영 중지), the link to its public page on the portal, and pausing or
 * bringing it back, each asked first in the shared ConfirmDialog. A paused channel's public page is
 * the portal's not-found page and the portal menu's 내 채널 바로가기 shows the channel-unavailable dialog (spec §6).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { formatKstDate } from '../../../config/kst';
import { deactivateChannel, type ManagedChannel, reactivateChannel } from '../../api/channel-management-api';
import { graphqlErrorMessage } from '../../api/graphql-errors';
import { useModal } from '../../modal/modal-provider';
import { getBrowserPortalClient } from '../../api/portal-client';
import { PORTAL_CURRENT_USER_KEY } from '../../session/use-portal-user';
import { useToast } from '../../toast/toast-provider';
import { ButtonBase } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { channelManagementKeys } from './channel-queries';

export const DEACTIVATE_TITLE = '채널 운영을 중지할까요?';
export const DEACTIVATE_MESSAGE =
  '운영을 중지하면 채널 페이지가 커리어로드에서 보이지 않고, 회원이 팔로우하거나 댓글을 쓸 수 없습니다. 팔로워와 댓글은 그대로 남고 언제든 다시 운영할 수 있습니다.';
export const REACTIVATE_TITLE = '채널을 다시 운영할까요?';
export const REACTIVATE_MESSAGE = '채널 페이지가 다시 공개되고 회원이 팔로우하고 댓글을 쓸 수 있습니다.';

export function ChannelStatusPanel({ channel, publicUrl }: { channel: ManagedChannel; publicUrl: string }) {
  const queryClient = useQueryClient();
  const modal = useModal();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const deactivated = channel.deactivated;

  const change = async () => {
    setPending(true);
    try {
      const client = getBrowserPortalClient();
      const saved = deactivated ? await reactivateChannel(client, channel.id) : await deactivateChannel(client, channel.id);
      queryClient.setQueryData(channelManagementKeys.mine, saved);
      // The channel-unavailable rule reads the CurrentUser's channel (spec §6): read it again.
      void queryClient.invalidateQueries({ queryKey: PORTAL_CURRENT_USER_KEY });
      toast(saved.deactivated ? '채널 운영을 중지했습니다.' : '채널을 다시 운영합니다.', 'success');
    } catch (error) {
      toast(graphqlErrorMessage(error, '채널 상태를 바꾸지 못했습니다. 잠시 후 다시 시도해주세요.'), 'error');
    } finally {
      setPending(false);
    }
  };

  const ask = () =>
    modal.openModal((close) => (
      <ConfirmDialog
        title={deactivated ? REACTIVATE_TITLE : DEACTIVATE_TITLE}
        message={deactivated ? REACTIVATE_MESSAGE : DEACTIVATE_MESSAGE}
        confirmLabel={deactivated ? '다시 운영하기' : '운영 중지'}
        testId="channel-status-dialog"
        onCancel={close}
        onConfirm={() => {
          close();
          void change();
        }}
      />
    ));

  return (
    <Panel role="status" data-testid="channel-status" data-status={deactivated ? 'DEACTIVATED' : 'ACTIVE'} $off={deactivated}>
      <div>
        <Title>{deactivated ? '운영 중지된 채널' : '운영 중인 채널'}</Title>
        <Text>
          {deactivated
            ? `${channel.deactivatedAt ? `${formatKstDate(channel.deactivatedAt)}부터 ` : ''}채널 페이지가 공개되지 않습니다.`
            : `팔로워 ${channel.followerCount.toLocaleString('ko-KR')}명 · 채널 페이지가 커리어로드에 공개되어 있습니다.`}
        </Text>
      </div>
      <Actions>
        {deactivated ? null : (
          <PublicLink href={publicUrl} target="_blank" rel="noopener noreferrer" data-testid="channel-public-link">
            채널 페이지 보기<span className="visually-hidden"> (새 창)</span>
          </PublicLink>
        )}
        <ButtonBase type="button" onClick={ask} disabled={pending} data-testid="channel-status-toggle">
          {deactivated ? '채널 다시 운영하기' : '채널 운영 중지'}
        </ButtonBase>
      </Actions>
    </Panel>
  );
}

const Panel = styled.section<{ $off: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  margin-top: 20px;
  padding: 16px 18px;
  border: 1px solid ${({ theme, $off }) => ($off ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h2`
  font-size: 16px;
`;

const Text = styled.p`
  margin-top: 4px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const PublicLink = styled.a`
  display: inline-flex;
  align-items: center;
  height: 40px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
`;
