/**
 * The member's comments on channels (/accounts/channel-comment) and the answers to them (/accounts/reply, 담당자
 * Q&A), newest first and paged by address. Each links to its place on the channel's page.
 */
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import styled from 'styled-components';
import { formatKstDateTime } from '../../../config/kst';
import { LoadingState, QueryError } from '../../cbt/catalogue/query-state';
import { EmptyState, PageContainer, PageLead, PageTitle } from '../../ui/page-layout';
import { LinkPagination } from '../../ui/pagination';
import { channelHref } from '../channels/channel-queries';
import { browserPortalClient } from '../postings/posting-queries';
import { commentQueries } from './comment-queries';

export interface MyChannelCommentsContentProps {
  answeredOnly: boolean;
  page: number;
}

export function MyChannelCommentsContent({ answeredOnly, page }: MyChannelCommentsContentProps) {
  const query = useQuery(commentQueries.mine(browserPortalClient, answeredOnly, page));
  const data = query.data;
  const basePath = answeredOnly ? '/accounts/reply' : '/accounts/channel-comment';
  return (
    <PageContainer data-testid={answeredOnly ? 'my-replies-page' : 'my-channel-comments-page'}>
      <PageTitle>{answeredOnly ? '담당자 답변' : '채널 댓글'}</PageTitle>
      <PageLead>
        {answeredOnly
          ? '채널에 남긴 내 질문과 담당자의 답변을 모아 보여드려요.'
          : '기업 채널에 남긴 내 댓글과 달린 답글이에요.'}
      </PageLead>
      <Tabs aria-label="내 채널 댓글 보기">
        <Link href="/accounts/channel-comment" aria-current={!answeredOnly ? 'page' : undefined}>
          내 채널 댓글
        </Link>
        <Link href="/accounts/reply" aria-current={answeredOnly ? 'page' : undefined}>
          답변 받은 댓글
        </Link>
      </Tabs>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError || !data ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : data.nodes.length === 0 ? (
        <EmptyState
          title={answeredOnly ? '아직 답변 받은 댓글이 없어요.' : '아직 채널에 남긴 댓글이 없어요.'}
          action={<Link href="/channel">기업 채널 둘러보기</Link>}
        />
      ) : (
        <>
          <List aria-label={answeredOnly ? '답변 받은 댓글' : '내 채널 댓글'} data-testid="my-channel-comments">
            {data.nodes.map(({ channel, comment }) => (
              <Item key={comment.id} data-testid="my-channel-comment">
                <Top>
                  {channel.deactivated ? (
                    <ChannelName>{channel.title} (운영 종료)</ChannelName>
                  ) : (
                    <ChannelName as={Link} href={`${channelHref(channel.url)}#comment-${comment.id}`}>
                      {channel.title}
                    </ChannelName>
                  )}
                  <time dateTime={comment.createdAt}>{formatKstDateTime(comment.createdAt)}</time>
                </Top>
                <Body>{comment.body}</Body>
                {comment.replies.length > 0 ? (
                  <Replies aria-label="달린 답글">
                    {comment.replies.map((reply) => (
                      <li key={reply.id}>
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
            ))}
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

const Tabs = styled.nav`
  display: flex;
  gap: 16px;
  margin-top: 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    padding: 10px 2px;
    margin-bottom: -1px;
    border-bottom: 2px solid transparent;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 700;
  }
  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }
`;

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

const ChannelName = styled.span`
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primaryDark};
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
