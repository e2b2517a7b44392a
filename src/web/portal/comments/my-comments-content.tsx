/**
 * The member's own comments on channels and postings (/accounts/channel-comment: with links to where they stand, edit
 * and delete) and the answers to them (/accounts/reply, 담당자 Q&A: questions someone else has answered), newest first
 * and paged by address (issue 15).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import styled from 'styled-components';
import { formatKstDateTime } from '../../../config/kst';
import { deletePortalComment, type MyPortalCommentNode, updatePortalComment } from '../../api/portal-comments-api';
import { LoadingState, QueryError } from '../../cbt/catalogue/query-state';
import { useModal } from '../../modal/modal-provider';
import { toast } from '../../toast/toast-provider';
import { EmptyState, PageContainer, PageLead, PageTitle } from '../../ui/page-layout';
import { LinkPagination } from '../../ui/pagination';
import { channelHref } from '../channels/channel-queries';
import { browserPortalClient, postingKeys } from '../postings/posting-queries';
import { CommentForm, ConfirmDeleteDialog } from '../../comments/comment-form';
import { commentKeys, commentQueries } from './comment-queries';
import { UnderlineTabs } from '../../ui/underline-tabs';
import { graphqlErrorMessage } from '../../api/graphql-errors';

export interface MyCommentsPageProps {
  /** /accounts/reply: only the comments someone else has answered. */
  answeredOnly: boolean;
  page: number;
}

/** Where a comment stands, as a link to its place on the page (null when the channel has closed). */
function commentPlace(node: MyPortalCommentNode): { label: string; kind: string; href: string | null } {
  const anchor = `#comment-${node.comment.id}`;
  if (node.posting) return { label: node.posting.title, kind: `공고 · ${node.posting.channelTitle}`, href: `/activity/${node.posting.id}${anchor}` };
  const channel = node.channel!;
  return channel.deactivated
    ? { label: `${channel.title} (운영 종료)`, kind: '채널', href: null }
    : { label: channel.title, kind: '채널', href: `${channelHref(channel.url)}${anchor}` };
}

export function MyCommentsPage({ answeredOnly, page }: MyCommentsPageProps) {
  const queryClient = useQueryClient();
  const modal = useModal();
  const [editing, setEditing] = useState<string | null>(null);
  const query = useQuery(commentQueries.mine(browserPortalClient, answeredOnly, page));
  const data = query.data;
  const basePath = answeredOnly ? '/accounts/reply' : '/accounts/channel-comment';

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: commentKeys.all }),
      queryClient.invalidateQueries({ queryKey: postingKeys.all }),
    ]);
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

  return (
    <PageContainer data-testid={answeredOnly ? 'my-replies-page' : 'my-comments-page'}>
      <PageTitle>{answeredOnly ? '담당자 답변' : '내 댓글'}</PageTitle>
      <PageLead>
        {answeredOnly
          ? '공고와 채널에 남긴 내 질문 중 답변이 달린 것을 모아 보여드려요.'
          : '공고와 기업 채널에 남긴 내 댓글과 달린 답글이에요.'}
      </PageLead>
      <UnderlineTabs aria-label="내 댓글 보기">
        <Link href="/accounts/channel-comment" aria-current={!answeredOnly ? 'page' : undefined}>
          내 댓글
        </Link>
        <Link href="/accounts/reply" aria-current={answeredOnly ? 'page' : undefined}>
          답변 받은 댓글
        </Link>
      </UnderlineTabs>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError || !data ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : data.nodes.length === 0 ? (
        <EmptyState
          title={answeredOnly ? '아직 답변 받은 댓글이 없어요.' : '아직 남긴 댓글이 없어요.'}
          action={<Link href="/channel">기업 채널 둘러보기</Link>}
        />
      ) : (
        <>
          <List aria-label={answeredOnly ? '답변 받은 댓글' : '내 댓글'} data-testid="my-comments">
            {data.nodes.map((node) => {
              const { comment } = node;
              const place = commentPlace(node);
              return (
                <Item key={comment.id} data-testid="my-comment">
                  <Top>
                    <span>
                      <Kind>{place.kind}</Kind>
                      {place.href ? (
                        <PlaceName as={Link} href={place.href}>
                          {place.label}
                        </PlaceName>
                      ) : (
                        <PlaceName>{place.label}</PlaceName>
                      )}
                    </span>
                    <time dateTime={comment.createdAt}>
                      {formatKstDateTime(comment.createdAt)}
                      {comment.edited ? ' · 수정됨' : ''}
                    </time>
                  </Top>
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
                    <Body data-testid="my-comment-body">{comment.body}</Body>
                  )}
                  {editing !== comment.id ? (
                    <Actions>
                      {comment.viewerCanEdit ? (
                        <TextButton type="button" onClick={() => setEditing(comment.id)} data-testid="comment-edit">
                          수정<span className="visually-hidden">: 내 댓글</span>
                        </TextButton>
                      ) : null}
                      {comment.viewerCanDelete ? (
                        <TextButton
                          type="button"
                          onClick={() => confirmDelete(comment.id)}
                          disabled={remove.isPending}
                          data-testid="comment-delete"
                        >
                          삭제<span className="visually-hidden">: 내 댓글</span>
                        </TextButton>
                      ) : null}
                    </Actions>
                  ) : null}
                  {comment.replies.length > 0 ? (
                    <Replies aria-label="달린 답글">
                      {comment.replies.map((reply) => (
                        <li key={reply.id} data-testid="my-comment-reply">
                          <Byline>
                            <strong>{reply.authorName}</strong>
                            {reply.authorIsChannelManager ? <Manager>담당자</Manager> : null}
                            <time dateTime={reply.createdAt}>{formatKstDateTime(reply.createdAt)}</time>
                          </Byline>
                          <Body>{reply.body}</Body>
                        </li>
                      ))}
                    </Replies>
                  ) : (
                    <Waiting>아직 답글이 없어요.</Waiting>
                  )}
                </Item>
              );
            })}
          </List>
          <LinkPagination
            page={page}
            pageSize={data.pageSize}
            totalCount={data.totalCount}
            hrefFor={(p) => (p > 1 ? `${basePath}?page=${p}` : basePath)}
            label="댓글 페이지 이동"
          />
        </>
      )}
    </PageContainer>
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

const PlaceName = styled.span`
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primaryDark};
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

const Body = styled.p`
  margin-top: 6px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Replies = styled.ul`
  margin-top: 12px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  display: grid;
  gap: 10px;
`;

const Byline = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 14px;
  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 13px;
  }
`;

const Manager = styled.span`
  padding: 1px 6px;
  border-radius: 4px;
  font-size: 12px;
  font-weight: 700;
  color: #ffffff;
  background: ${({ theme }) => theme.colors.primaryDark};
`;

const Waiting = styled.p`
  margin-top: 8px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;
