/**
 * 채널 댓글 on the corporate site (spec §2.5 corporate `/channel/written-comment`, issue 16 slice 2): what the company
 * wrote as its channel on the portal — on its channel's thread and its postings' threads, answers shown under the
 * question they answer — newest first and paged by address, each editable and deletable with the comment form and
 * delete confirmation every thread shares (src/web/comments). Links lead to the comment's place on the portal.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { formatKstDateTime } from '../../../config/kst';
import type { ChannelWrittenCommentNode } from '../../api/channel-management-api';
import { graphqlErrorMessage } from '../../api/graphql-errors';
import { deletePortalComment, updatePortalComment } from '../../api/portal-comments-api';
import { LoadingState, QueryError } from '../../cbt/catalogue/query-state';
import { CommentForm, ConfirmDeleteDialog } from '../../comments/comment-form';
import { useModal } from '../../modal/modal-provider';
import { siteUrl, type SiteOrigins } from '../../portal/portal-links';
import { browserPortalClient } from '../../portal/postings/posting-queries';
import type { ShellPageProps } from '../../ssr/shell-page';
import { toast } from '../../toast/toast-provider';
import { EmptyState, PageContainer, PageLead, PageTitle } from '../../ui/page-layout';
import { LinkPagination } from '../../ui/pagination';
import { type ChannelManagementPageProps, ChannelAccessNotice } from './channel-management-page';
import { channelManagementKeys, channelManagementQueries } from './channel-queries';

const BASE_PATH = '/channel/written-comment';

export function ChannelWrittenCommentsPage({ access, page, siteOrigins }: ShellPageProps & ChannelManagementPageProps & { page: number }) {
  return (
    <PageContainer data-testid="channel-written-comments-page">
      <PageTitle>채널 댓글</PageTitle>
      {access === 'ready' ? <WrittenComments page={page} siteOrigins={siteOrigins} /> : <ChannelAccessNotice access={access} />}
    </PageContainer>
  );
}

/** Where the comment stands on the portal, with its anchor. */
function placeOf(node: ChannelWrittenCommentNode, channelUrl: string, siteOrigins: SiteOrigins): { kind: string; label: string; href: string } {
  const anchor = `#comment-${node.comment.id}`;
  if (node.posting) return { kind: '공고', label: node.posting.title, href: siteUrl(siteOrigins, 'portal', `/activity/${node.posting.id}${anchor}`) };
  return { kind: '채널', label: '채널 댓글', href: siteUrl(siteOrigins, 'portal', `/channel/${encodeURIComponent(channelUrl)}${anchor}`) };
}

function WrittenComments({ page, siteOrigins }: { page: number; siteOrigins: SiteOrigins }) {
  const queryClient = useQueryClient();
  const modal = useModal();
  const [editing, setEditing] = useState<string | null>(null);
  const query = useQuery(channelManagementQueries.written(browserPortalClient, page));
  const refresh = () => queryClient.invalidateQueries({ queryKey: channelManagementKeys.all });

  const edit = useMutation({
    mutationFn: (input: { id: string; body: string }) => updatePortalComment(browserPortalClient, input),
    onSuccess: () => {
      toast('댓글을 수정했어요.', 'success');
      setEditing(null);
      void refresh();
    },
    onError: (error) => toast(graphqlErrorMessage(error, '댓글을 수정하지 못했어요. 잠시 후 다시 시도해주세요.'), 'error'),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deletePortalComment(browserPortalClient, id),
    onSuccess: () => {
      toast('댓글을 삭제했어요.', 'success');
      void refresh();
    },
    onError: (error) => toast(graphqlErrorMessage(error, '댓글을 삭제하지 못했어요. 잠시 후 다시 시도해주세요.'), 'error'),
  });
  const confirmDelete = (id: string) =>
    modal.openModal((close) => (
      <ConfirmDeleteDialog
        onCancel={close}
        onConfirm={() => {
          close();
          remove.mutate(id);
        }}
      />
    ));

  if (query.isPending) return <LoadingState />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  if (!data.channelUrl) {
    return <EmptyState title="아직 채널이 없습니다." action={<a href="/channel">채널 만들기</a>} />;
  }
  return (
    <>
      <PageLead>{data.channelTitle} 채널로 커리어로드의 공고와 채널에 남긴 댓글과 답변이에요.</PageLead>
      {data.nodes.length === 0 ? (
        <EmptyState title="아직 채널로 남긴 댓글이 없어요.">공고와 채널에 달린 질문에 담당자로 답해보세요.</EmptyState>
      ) : (
        <>
          <List aria-label="채널 댓글" data-testid="channel-written-comments">
            {data.nodes.map((node) => {
              const { comment } = node;
              const place = placeOf(node, data.channelUrl!, siteOrigins);
              return (
                <Item key={comment.id} data-testid="channel-written-comment">
                  <Top>
                    <span>
                      <Kind>{place.kind}</Kind>
                      <PlaceLink href={place.href}>{place.label}</PlaceLink>
                    </span>
                    <time dateTime={comment.createdAt}>
                      {formatKstDateTime(comment.createdAt)}
                      {comment.edited ? ' · 수정됨' : ''}
                    </time>
                  </Top>
                  {node.inReplyTo ? (
                    <Question data-testid="channel-written-comment-parent">
                      <strong>{node.inReplyTo.deleted ? '삭제된 댓글' : node.inReplyTo.authorName}</strong>
                      {node.inReplyTo.deleted ? null : <span>{node.inReplyTo.body}</span>}
                    </Question>
                  ) : null}
                  {editing === comment.id ? (
                    <CommentForm
                      label="댓글 수정"
                      submitLabel="수정 완료"
                      initialBody={comment.body}
                      pending={edit.isPending}
                      autoFocus
                      onSubmit={(body) => edit.mutateAsync({ id: comment.id, body })}
                      onCancel={() => setEditing(null)}
                      testId="comment-edit-form"
                    />
                  ) : (
                    <>
                      <Body data-testid="channel-written-comment-body">{comment.body}</Body>
                      <Actions>
                        {comment.viewerCanEdit ? (
                          <TextButton type="button" onClick={() => setEditing(comment.id)} data-testid="comment-edit">
                            수정<span className="visually-hidden">: 채널 댓글</span>
                          </TextButton>
                        ) : null}
                        {comment.viewerCanDelete ? (
                          <TextButton type="button" onClick={() => confirmDelete(comment.id)} disabled={remove.isPending} data-testid="comment-delete">
                            삭제<span className="visually-hidden">: 채널 댓글</span>
                          </TextButton>
                        ) : null}
                      </Actions>
                    </>
                  )}
                </Item>
              );
            })}
          </List>
          <LinkPagination
            page={page}
            pageSize={data.pageSize}
            totalCount={data.totalCount}
            hrefFor={(p) => (p > 1 ? `${BASE_PATH}?page=${p}` : BASE_PATH)}
            label="채널 댓글 페이지 이동"
          />
        </>
      )}
    </>
  );
}

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin-top: 16px;
`;

const Item = styled.li`
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-size: 14px;
  time {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Kind = styled.span`
  margin-right: 8px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

const PlaceLink = styled.a`
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Question = styled.p`
  display: grid;
  gap: 2px;
  margin-top: 8px;
  padding: 8px 12px;
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
  span {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Body = styled.p`
  margin-top: 8px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  margin-top: 6px;
`;

const TextButton = styled.button`
  padding: 2px 0;
  border: 0;
  background: none;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;
