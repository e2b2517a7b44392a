/**
 * 채널 댓글 on the corporate site (spec §2.5 corporate `/channel/written-comment`): what the company
 * wrote as its channel on the portal — on its channel's thread and its postings' threads, answers shown under the
 * question they answer — newest first and paged by address, each editable and deletable with the comment form and
 * delete confirmation every thread shares (src/web/comments/own-comment-list.tsx, the rows of the member's 내 댓글 too). Links lead to the comment's place on the portal.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import type { ChannelWrittenCommentNode } from '../../api/channel-management-api';
import { LoadingState, QueryError } from '../../ui/query-state';
import { type CommentPlace, OwnCommentItem, OwnCommentList, useOwnCommentActions } from '../../comments/own-comment-list';
import { siteUrl, type SiteOrigins } from '../../brand/portal-links';
import { browserPortalClient } from '../../api/portal-client';
import type { ShellPageProps } from '../../ssr/shell-page';
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
function placeOf(node: ChannelWrittenCommentNode, channelUrl: string, siteOrigins: SiteOrigins): CommentPlace {
  const anchor = `#comment-${node.comment.id}`;
  if (node.posting) return { kind: '공고', label: node.posting.title, href: siteUrl(siteOrigins, 'portal', `/activity/${node.posting.id}${anchor}`) };
  return { kind: '채널', label: '채널 댓글', href: siteUrl(siteOrigins, 'portal', `/channel/${encodeURIComponent(channelUrl)}${anchor}`) };
}

function WrittenComments({ page, siteOrigins }: { page: number; siteOrigins: SiteOrigins }) {
  const queryClient = useQueryClient();
  const query = useQuery(channelManagementQueries.written(browserPortalClient, page));
  const actions = useOwnCommentActions(() => queryClient.invalidateQueries({ queryKey: channelManagementKeys.all }));

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
          <OwnCommentList aria-label="채널 댓글" data-testid="channel-written-comments">
            {data.nodes.map((node) => (
              <OwnCommentItem
                key={node.comment.id}
                comment={node.comment}
                place={placeOf(node, data.channelUrl!, siteOrigins)}
                actions={actions}
                testId="channel-written-comment"
                actionLabel="채널 댓글"
                before={
                  node.inReplyTo ? (
                    <Question data-testid="channel-written-comment-parent">
                      <strong>{node.inReplyTo.deleted ? '삭제된 댓글' : node.inReplyTo.authorName}</strong>
                      {node.inReplyTo.deleted ? null : <span>{node.inReplyTo.body}</span>}
                    </Question>
                  ) : null
                }
              />
            ))}
          </OwnCommentList>
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
