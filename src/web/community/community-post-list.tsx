/**
 * A list of community posts as boards show them: title with its comment count, a 공지 mark, whether it
 * carries pictures or a video, then the author, when (today's time, else the date, in KST) and views. The home's
 * lists name each post's board too.
 */
import { Link } from '../ui/link';
import styled from 'styled-components';
import { formatKstListTime } from '../../config/kst';
import { communityPostPath } from '../api/community-api';
import type { CommunityPostSummary } from '../api/community-posts-api';
import { formatNumber } from '../ui/format';

export interface CommunityPostListProps {
  posts: readonly CommunityPostSummary[];
  label: string;
  /** Name each post's board (lists across boards). */
  showBoard?: boolean;
  testId?: string;
}

export function CommunityPostList({ posts, label, showBoard = false, testId = 'community-post-list' }: CommunityPostListProps) {
  // One clock per render: "today" is the reader's KST day (a server render near midnight may differ; see <time>).
  const now = Date.now();
  return (
    <List aria-label={label} data-testid={testId}>
      {posts.map((post) => (
        <Row key={post.id} data-testid="community-post-row" data-post-id={post.id} data-notice={post.isNotice ? 'true' : 'false'}>
          <TitleLine>
            {post.isNotice ? <NoticeMark>공지</NoticeMark> : null}
            {showBoard ? <BoardName>{post.board.title}</BoardName> : null}
            <TitleLink href={communityPostPath(post)} data-testid="community-post-link">
              {post.title}
            </TitleLink>
            {post.commentCount > 0 ? (
              <Comments aria-label={`댓글 ${post.commentCount}개`} data-testid="community-post-comment-count">
                [{formatNumber(post.commentCount)}]
              </Comments>
            ) : null}
            {post.containsImage ? <MediaMark>사진</MediaMark> : null}
            {post.containsYoutube ? <MediaMark>영상</MediaMark> : null}
          </TitleLine>
          <Meta>
            <span>{post.nickname}</span>
            <time dateTime={post.createdAt} suppressHydrationWarning>
              {formatKstListTime(post.createdAt, now)}
            </time>
            <span>조회 {formatNumber(post.views)}</span>
          </Meta>
        </Row>
      ))}
    </List>
  );
}

const List = styled.ul`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.li`
  display: grid;
  gap: 4px;
  padding: 12px 4px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &[data-notice='true'] {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const TitleLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 6px;
  min-width: 0;
`;

const TitleLink = styled(Link)`
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  &:hover {
    text-decoration: underline;
  }
`;

const NoticeMark = styled.span`
  padding: 1px 6px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.primaryDark};
  color: #ffffff;
  font-size: 12px;
  font-weight: 700;
`;

const BoardName = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
  &::after {
    content: ' ·';
  }
`;

const Comments = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  font-size: 13px;
  font-weight: 700;
`;

const MediaMark = styled.span`
  padding: 0 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 11px;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 10px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;
