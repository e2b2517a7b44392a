/**
 * The exam's information room on its detail page (spec §7.3 EmbeddablePosts): the newest posts of the exam's board
 * on the community site, each linking to its post, with a link to the whole board. A failure to load them is shown
 * quietly with a retry: the exam itself stays usable.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { Site } from '../../../config/hosts';
import { communityBoardPath, communityPostPath, type EmbeddablePost, getEmbeddablePosts } from '../../api/community-api';
import type { GraphqlRequester } from '../../api/graphql-clients';
import { linkTarget } from '../../routing/site-links';
import { browserCommunityClient } from '../../api/community-client';
import { Section, SectionHeader, SectionNote, SectionTitle } from './catalogue-ui';
import { EmptyHint } from './empty-hint';
import { formatKstDay } from '../../../config/kst';
import { formatNumber } from '../../ui/format';
import { LoadingState } from '../../ui/query-state';

/** How many posts the detail page embeds. */
export const INFO_ROOM_POST_COUNT = 5;

export const infoRoomKeys = {
  posts: (uri: string) => ['community', 'embeddablePosts', uri, 1, INFO_ROOM_POST_COUNT] as const,
};

/** The exam detail's getServerSideProps (with the SSR client) and the browser build the same query. */
export const infoRoomQueries = {
  posts: (client: GraphqlRequester, boardSlug: string) => {
    const uri = communityBoardPath(boardSlug);
    return queryOptions({
      queryKey: infoRoomKeys.posts(uri),
      queryFn: () => getEmbeddablePosts(client, { uri, page: 1, pageSize: INFO_ROOM_POST_COUNT }),
    });
  },
};

export function InfoRoomPosts({ boardSlug, siteOrigins }: { boardSlug: string; siteOrigins: Partial<Record<Site, string>> }) {
  const uri = communityBoardPath(boardSlug);
  const posts = useQuery(infoRoomQueries.posts(browserCommunityClient, boardSlug));
  const onCommunity = (path: string) => linkTarget({ href: path, site: 'community' }, siteOrigins).href;

  return (
    <Section aria-labelledby="info-room-heading" data-testid="info-room">
      <SectionHeader>
        <SectionTitle id="info-room-heading">시험 정보방</SectionTitle>
        {posts.data ? (
          <SectionNote>
            게시글 <strong data-testid="info-room-count">{formatNumber(posts.data.totalCount)}</strong>개 ·{' '}
            <AllLink href={onCommunity(uri)}>전체 보기</AllLink>
          </SectionNote>
        ) : null}
      </SectionHeader>
      {posts.isPending ? (
        <LoadingState label="시험 정보방 글을 불러오는 중입니다…" />
      ) : posts.isError ? (
        <ErrorLine role="alert" data-testid="info-room-error">
          시험 정보방 글을 불러오지 못했습니다.
          <button type="button" onClick={() => void posts.refetch()}>
            다시 시도
          </button>
        </ErrorLine>
      ) : posts.data.nodes.length === 0 ? (
        <EmptyHint>아직 올라온 글이 없습니다. 시험 정보방에 첫 글을 남겨보세요.</EmptyHint>
      ) : (
        <PostList>
          {posts.data.nodes.map((post) => (
            <PostItem key={post.id} post={post} href={onCommunity(communityPostPath(post))} />
          ))}
        </PostList>
      )}
    </Section>
  );
}

function PostItem({ post, href }: { post: EmbeddablePost; href: string }) {
  return (
    <li data-testid="info-room-post" data-post-id={post.id}>
      <PostLink href={href}>
        <PostTitle>
          {post.title}
          {post.containsImage ? <Tag>사진</Tag> : null}
          {post.containsYoutube ? <Tag>영상</Tag> : null}
          {post.commentCount > 0 ? <CommentCount aria-label={`댓글 ${post.commentCount}개`}>[{post.commentCount}]</CommentCount> : null}
        </PostTitle>
        {post.contentText ? <Excerpt>{post.contentText}</Excerpt> : null}
        <Meta>
          <span>{post.nickname}</span>
          <time dateTime={post.createdAt}>{formatKstDay(post.createdAt)}</time>
          <span>조회 {formatNumber(post.views)}</span>
        </Meta>
      </PostLink>
    </li>
  );
}

const AllLink = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const PostList = styled.ul`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const PostLink = styled.a`
  display: grid;
  gap: 4px;
  padding: 14px 18px;
  &:hover strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const PostTitle = styled.strong`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  font-size: 15px;
`;

const Tag = styled.span`
  padding: 0 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 11px;
  font-weight: 600;
  line-height: 18px;
`;

const CommentCount = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-size: 13px;
`;

const Excerpt = styled.p`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 12px;
`;

const ErrorLine = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 20px 16px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.muted};
  button {
    padding: 4px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.surface};
    font-size: 13px;
  }
`;
