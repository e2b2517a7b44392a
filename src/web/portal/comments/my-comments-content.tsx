/**
 * The member's own comments on channels and postings (/accounts/channel-comment: with links to where they stand, edit
 * and delete) and the answers to them (/accounts/reply, 담당자 Q&A: questions someone else has answered), newest first
 * and paged by address.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import styled from 'styled-components';
import { formatKstDateTime } from '../../../config/kst';
import type { MyPortalCommentNode } from '../../api/portal-comments-api';
import { LoadingState, QueryError } from '../../ui/query-state';
import { EmptyState, PageContainer, PageLead, PageTitle } from '../../ui/page-layout';
import { LinkPagination } from '../../ui/pagination';
import { channelHref } from '../channels/channel-queries';
import { postingKeys } from '../../postings/posting-queries';
import { browserPortalClient } from '../../api/portal-client';
import { type CommentPlace, CommentText, OwnCommentItem, OwnCommentList, useOwnCommentActions } from '../../comments/own-comment-list';
import { commentKeys, commentQueries } from '../../postings/comment-queries';
import { UnderlineTabs } from '../../ui/underline-tabs';

export interface MyCommentsPageProps {
  /** /accounts/reply: only the comments someone else has answered. */
  answeredOnly: boolean;
  page: number;
}

/** Where a comment stands, as a link to its place on the page (null when the channel has closed). */
function commentPlace(node: MyPortalCommentNode): CommentPlace {
  const anchor = `#comment-${node.comment.id}`;
  if (node.posting) return { label: node.posting.title, kind: `공고 · ${node.posting.channelTitle}`, href: `/activity/${node.posting.id}${anchor}`, sameSite: true };
  const channel = node.channel!;
  return channel.deactivated
    ? { label: `${channel.title} (운영 종료)`, kind: '채널', href: null }
    : { label: channel.title, kind: '채널', href: `${channelHref(channel.url)}${anchor}`, sameSite: true };
}

export function MyCommentsPage({ answeredOnly, page }: MyCommentsPageProps) {
  const queryClient = useQueryClient();
  const query = useQuery(commentQueries.mine(browserPortalClient, answeredOnly, page));
  const data = query.data;
  const basePath = answeredOnly ? '/accounts/reply' : '/accounts/channel-comment';
  const actions = useOwnCommentActions(() =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: commentKeys.all }),
      queryClient.invalidateQueries({ queryKey: postingKeys.all }),
    ]),
  );

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
          <OwnCommentList aria-label={answeredOnly ? '답변 받은 댓글' : '내 댓글'} data-testid="my-comments">
            {data.nodes.map((node) => {
              const { comment } = node;
              return (
                <OwnCommentItem
                  key={comment.id}
                  comment={comment}
                  place={commentPlace(node)}
                  actions={actions}
                  testId="my-comment"
                  actionLabel="내 댓글"
                  after={
                    comment.replies.length > 0 ? (
                      <Replies aria-label="달린 답글">
                        {comment.replies.map((reply) => (
                          <li key={reply.id} data-testid="my-comment-reply">
                            <Byline>
                              <strong>{reply.authorName}</strong>
                              {reply.authorIsChannelManager ? <Manager>담당자</Manager> : null}
                              <time dateTime={reply.createdAt}>{formatKstDateTime(reply.createdAt)}</time>
                            </Byline>
                            <CommentText>{reply.body}</CommentText>
                          </li>
                        ))}
                      </Replies>
                    ) : (
                      <Waiting>아직 답글이 없어요.</Waiting>
                    )
                  }
                />
              );
            })}
          </OwnCommentList>
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
