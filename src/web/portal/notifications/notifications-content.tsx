/**
 * The member's notifications (/notifications): newest first and paged, unread ones marked, a tab for unread
 * only and "모두 읽음". Clicking one marks it read and follows its link; each can be deleted. After any change the
 * header's current-user queries are refetched, so its unread count drops with the list.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import { useRouter } from 'next/router';
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { formatKstDateTime } from '../../../config/kst';
import {
  deleteNotification,
  markAllNotificationsRead,
  markNotificationsRead,
  type NotificationKind,
  type PortalNotification,
} from '../../api/notifications-api';
import { CURRENT_USER_QUERY_KEY } from '../../api/query-client';
import { LoadingState, QueryError } from '../../ui/query-state';
import { mobileQuery } from '../../styles/theme';
import { toast } from '../../toast/toast-provider';
import { ButtonBase } from '../../ui/button';
import { EmptyState, PageContainer, PageLead, PageTitle } from '../../ui/page-layout';
import { LinkPagination } from '../../ui/pagination';
import { browserPortalClient } from '../../api/portal-client';
import { PORTAL_CURRENT_USER_KEY } from '../../session/use-portal-user';
import { notificationKeys, notificationListHref, notificationQueries, safeNotificationLink } from './notification-queries';
import { graphqlErrorMessage } from '../../api/graphql-errors';

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  GENERAL: '알림',
  POSTING_CLOSING: '마감 임박',
  COMMENT_REPLY: '답글',
  CHANNEL_NEWS: '채널 소식',
  APPLICATION_RESULT: '지원 결과',
};

export interface NotificationsContentProps {
  unreadOnly: boolean;
  page: number;
  pageSize: number;
}

export function NotificationsContent({ unreadOnly, page, pageSize }: NotificationsContentProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const query = useQuery(notificationQueries.list(browserPortalClient, { unreadOnly, page, pageSize }));

  /** The list and everything that shows the unread count (the header's portal and CBT current-user queries). */
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      queryClient.invalidateQueries({ queryKey: PORTAL_CURRENT_USER_KEY }),
      queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
    ]);
  const failed = (fallback: string) => (error: unknown) => toast(graphqlErrorMessage(error, fallback), 'error');

  const markAll = useMutation({
    mutationFn: () => markAllNotificationsRead(browserPortalClient),
    onSuccess: (result) => {
      toast(result.markedCount > 0 ? '모든 알림을 읽음으로 표시했어요.' : '읽지 않은 알림이 없어요.', 'success');
      void refresh();
    },
    onError: failed('알림을 읽음으로 표시하지 못했어요. 잠시 후 다시 시도해주세요.'),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteNotification(browserPortalClient, id),
    onSuccess: () => {
      toast('알림을 삭제했어요.', 'success');
      void refresh();
    },
    onError: failed('알림을 삭제하지 못했어요. 잠시 후 다시 시도해주세요.'),
  });

  /** Marks it read (when unread), then follows its link: a failed mark must not keep the member from the page. */
  const open = async (event: MouseEvent, notification: PortalNotification) => {
    const link = safeNotificationLink(notification.link);
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
      if (!notification.read) void markNotificationsRead(browserPortalClient, [notification.id]).then(refresh, () => {});
      return;
    }
    event.preventDefault();
    if (!notification.read) {
      try {
        await markNotificationsRead(browserPortalClient, [notification.id]);
      } catch (error) {
        failed('알림을 읽음으로 표시하지 못했어요.')(error);
      }
      await refresh();
    }
    if (link) await router.push(link);
  };

  const data = query.data;
  const unreadCount = data?.unreadCount ?? 0;
  return (
    <PageContainer data-testid="notifications-page">
      <Head>
        <div>
          <PageTitle>알림</PageTitle>
          <PageLead>
            스크랩한 공고의 마감 소식, 내 댓글의 답글, 팔로우한 채널의 새 공고를 알려드려요.
          </PageLead>
        </div>
        <ButtonBase
          type="button"
          onClick={() => markAll.mutate()}
          disabled={markAll.isPending || unreadCount === 0}
          data-testid="mark-all-read"
        >
          모두 읽음
        </ButtonBase>
      </Head>

      <Tabs aria-label="알림 보기">
        <TabLink href={notificationListHref({ unreadOnly: false, page: 1 })} aria-current={!unreadOnly ? 'page' : undefined}>
          전체
        </TabLink>
        <TabLink href={notificationListHref({ unreadOnly: true, page: 1 })} aria-current={unreadOnly ? 'page' : undefined}>
          안 읽음 <span data-testid="unread-count">{unreadCount}</span>
        </TabLink>
      </Tabs>

      {query.isPending ? (
        <LoadingState />
      ) : query.isError || !data ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : data.nodes.length === 0 ? (
        <EmptyState title={unreadOnly ? '읽지 않은 알림이 없어요.' : '아직 받은 알림이 없어요.'}>
          공고를 스크랩하면 마감 3일 전과 하루 전에 알려드려요.
        </EmptyState>
      ) : (
        <>
          <List aria-label={unreadOnly ? '읽지 않은 알림' : '알림 목록'} data-testid="notification-list">
            {data.nodes.map((n) => {
              const link = safeNotificationLink(n.link);
              const body = (
                <>
                  <Kind $kind={n.kind}>{NOTIFICATION_KIND_LABELS[n.kind]}</Kind>
                  <Title>{n.title}</Title>
                  <Time dateTime={n.createdAt}>{formatKstDateTime(n.createdAt)}</Time>
                  {n.read ? null : <span className="visually-hidden">(읽지 않음)</span>}
                </>
              );
              return (
                <Item key={n.id} data-testid="notification-item" data-read={n.read} data-kind={n.kind} $read={n.read}>
                  {n.read ? null : <UnreadDot aria-hidden="true" />}
                  {link ? (
                    <ItemLink href={link} onClick={(event) => void open(event, n)}>
                      {body}
                    </ItemLink>
                  ) : (
                    <ItemButton type="button" onClick={(event) => void open(event, n)} disabled={n.read}>
                      {body}
                    </ItemButton>
                  )}
                  <DeleteButton
                    type="button"
                    onClick={() => remove.mutate(n.id)}
                    disabled={remove.isPending}
                    aria-label={`알림 삭제: ${n.title}`}
                  >
                    삭제
                  </DeleteButton>
                </Item>
              );
            })}
          </List>
          <LinkPagination
            page={page}
            pageSize={pageSize}
            totalCount={data.totalCount}
            hrefFor={(p) => notificationListHref({ unreadOnly, page: p })}
            label="알림 페이지 이동"
          />
        </>
      )}
    </PageContainer>
  );
}

const Head = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
  ${({ theme }) => mobileQuery(theme)} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Tabs = styled.nav`
  display: flex;
  gap: 8px;
  margin-top: 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const TabLink = styled(Link)`
  padding: 10px 4px;
  margin-bottom: -1px;
  border-bottom: 2px solid transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
  &[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const List = styled.ul`
  margin-top: 12px;
  display: grid;
  gap: 8px;
`;

const Item = styled.li<{ $read: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 0 12px 0 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $read }) => ($read ? theme.colors.surface : theme.colors.background)};
`;

const UnreadDot = styled.span`
  position: absolute;
  top: 18px;
  left: 8px;
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
`;

const itemBody = `
  flex: 1 1 auto;
  min-width: 0;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: 10px;
  row-gap: 4px;
  padding: 12px 8px 12px 22px;
  text-align: left;
  background: none;
  border: 0;
  color: inherit;
  font: inherit;
`;

const ItemLink = styled(Link)`
  ${itemBody}
  &:hover strong {
    text-decoration: underline;
  }
`;

const ItemButton = styled.button`
  ${itemBody}
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
`;

const Kind = styled.span<{ $kind: NotificationKind }>`
  align-self: start;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  white-space: nowrap;
  background: ${({ $kind }) => ($kind === 'POSTING_CLOSING' ? '#fdecec' : $kind === 'COMMENT_REPLY' ? '#eaf2ff' : $kind === 'CHANNEL_NEWS' ? '#eaf7ee' : '#f1f2f4')};
  color: ${({ $kind, theme }) =>
    $kind === 'POSTING_CLOSING' ? theme.colors.danger : $kind === 'CHANNEL_NEWS' ? theme.colors.success : theme.colors.text};
`;

const Title = styled.strong`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Time = styled.time`
  grid-column: 2;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

const DeleteButton = styled.button`
  flex: 0 0 auto;
  padding: 6px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;
