/**
 * A community post's page (`/community/{slug}/{id}`): its board, title, author (익명 on an anonymous board,
 * as the API already says), when in KST, views, the sanitised body, the previous and next posts of the board, and the
 * comment thread, with what a reader does to it (post-actions.tsx) and an ADMIN's moderation (post-moderation.tsx). A
 * hidden post reaches only its author and ADMINs, with a banner saying so. The view is counted once when the page
 * mounts (the server counts one per visitor per KST day).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { formatKstDateTime, formatKstRelativeTime } from '../../config/kst';
import { type CommunityPost, deleteCommunityPost, recordCommunityPostView } from '../api/community-posts-api';
import { graphqlErrorMessage } from '../api/graphql-errors';
import { formatNumber } from '../ui/format';
import { LoadingState, QueryError } from '../ui/query-state';
import { useModal } from '../modal/modal-provider';
import { toast } from '../toast/toast-provider';
import { ButtonBase } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Breadcrumbs, EmptyState, PageContainer } from '../ui/page-layout';
import { RichText } from '../ui/rich-text';
import { useRecordedViews } from '../ui/use-recorded-views';
import { CommunityComments } from './community-comments';
import { PostActions } from './post-actions';
import { PostModerationBar } from './post-moderation';
import { browserCommunityClient } from '../api/community-client';
import { boardHref, communityKeys, communityQueries } from './community-queries';

const recordView = (id: string) => recordCommunityPostView(browserCommunityClient, id);
// A hidden post (its author or an ADMIN reading it) is frozen: the server counts no views of it.
const skipView = () => Promise.reject(new Error('hidden post'));

export function CommunityPostContent({ id, brandName }: { id: string; brandName: string }) {
  const query = useQuery(communityQueries.post(browserCommunityClient, id));
  if (query.isPending) return <LoadingState label="게시글을 불러오는 중입니다…" />;
  if (!query.data) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return <CommunityPostView post={query.data} brandName={brandName} />;
}

/** What a reader finds at a post hidden by reports: why, and the way back to its board. */
export function HiddenPostNotice({ boardSlug, message }: { boardSlug: string; message: string }) {
  return (
    <PageContainer>
      <EmptyState
        title={message}
        action={
          <ButtonBase as={Link} href={boardHref(boardSlug)}>
            목록으로
          </ButtonBase>
        }
      >
        운영자가 검토한 뒤 다시 보이거나 삭제될 수 있어요.
      </EmptyState>
    </PageContainer>
  );
}

function CommunityPostView({ post, brandName }: { post: CommunityPost; brandName: string }) {
  const views = useRecordedViews(post.id, post.hiddenAt ? skipView : recordView);
  const postPath = (other: { id: string }) => `${boardHref(post.board.slug)}/${encodeURIComponent(other.id)}`;
  return (
    <PageContainer>
      <Breadcrumbs aria-label="위치">
        <Link href="/community">커뮤니티</Link>
        <span aria-hidden="true">›</span>
        <Link href={boardHref(post.board.slug)} data-testid="post-board-link">
          {post.board.title}
        </Link>
      </Breadcrumbs>
      {post.hiddenAt ? (
        <HiddenBanner role="status" data-testid="post-hidden-banner">
          신고가 누적되어 검토 중인 글이에요. 작성자와 운영자에게만 보여요.
        </HiddenBanner>
      ) : null}
      <article aria-labelledby="post-title" data-testid="community-post" data-post-id={post.id}>
        <Header>
          <Title id="post-title">
            {post.isNotice ? <NoticeMark>공지</NoticeMark> : null}
            {post.title}
          </Title>
          <Meta>
            <strong data-testid="post-author">{post.nickname}</strong>
            {/* Relative within today; the server's render may be a minute behind the reader's clock. */}
            <time dateTime={post.createdAt} title={formatKstDateTime(post.createdAt)} suppressHydrationWarning>
              {formatKstRelativeTime(post.createdAt, Date.now())}
            </time>
            {post.updatedAt ? <span>수정됨</span> : null}
            <span data-testid="post-views">조회 {formatNumber(views ?? post.views)}</span>
            <span>댓글 {formatNumber(post.commentCount)}</span>
            <span>추천 {formatNumber(post.likeCount)}</span>
          </Meta>
        </Header>
        {/* Sanitised by the server when the post was written (src/server/community). */}
        <PostBody data-testid="post-body" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
      </article>
      <PostActions post={post} brandName={brandName} />
      <PostModerationBar post={post} />

      <Neighbours aria-label="이전 글과 다음 글">
        {post.next ? (
          <Link href={postPath(post.next)} data-testid="post-next">
            <span>다음 글</span> {post.next.title}
          </Link>
        ) : null}
        {post.previous ? (
          <Link href={postPath(post.previous)} data-testid="post-previous">
            <span>이전 글</span> {post.previous.title}
          </Link>
        ) : null}
      </Neighbours>
      <ListLink>
        {post.viewerCanEdit ? (
          <ButtonBase as={Link} href={`${postPath(post)}/edit`} data-testid="post-edit">
            수정
          </ButtonBase>
        ) : null}
        {post.viewerCanDelete ? <DeletePostButton post={post} /> : null}
        <ButtonBase as={Link} href={boardHref(post.board.slug)}>
          목록으로
        </ButtonBase>
      </ListLink>

      <CommunityComments postId={post.id} />
    </PageContainer>
  );
}

const HiddenBanner = styled.p`
  margin-bottom: 16px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => `${theme.colors.danger}14`};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 14px;
  font-weight: 600;
`;

const Header = styled.header`
  padding-bottom: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h1`
  font-size: 24px;
  font-weight: 800;
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;
`;

const NoticeMark = styled.span`
  margin-right: 8px;
  padding: 2px 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.primaryDark};
  color: #ffffff;
  font-size: 14px;
  vertical-align: middle;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  margin-top: 10px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const PostBody = styled(RichText)`
  padding: 24px 0;
  min-height: 120px;
`;

const Neighbours = styled.nav`
  display: grid;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  a {
    display: flex;
    gap: 12px;
    padding: 12px 4px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
  a span {
    flex: none;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/** 삭제 after a Korean confirm; the post's board is where the member lands. */
function DeletePostButton({ post }: { post: CommunityPost }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const modal = useModal();
  const remove = useMutation({
    mutationFn: () => deleteCommunityPost(browserCommunityClient, post.id),
    onSuccess: async (result) => {
      toast('글을 삭제했어요.', 'success');
      await queryClient.invalidateQueries({ queryKey: communityKeys.all });
      await router.push(boardHref(result.boardSlug));
    },
    onError: (error) => toast(graphqlErrorMessage(error, '글을 삭제하지 못했어요. 잠시 후 다시 시도해주세요.'), 'error'),
  });
  const confirm = () =>
    modal.openModal((close) => (
      <ConfirmDialog
        title="글을 삭제할까요?"
        confirmLabel="삭제"
        onCancel={close}
        onConfirm={() => {
          close();
          remove.mutate();
        }}
        message="삭제한 글은 되돌릴 수 없어요. 달린 댓글도 함께 보이지 않게 돼요."
        testId="post-delete-dialog"
        confirmTestId="post-delete-confirm"
      />
    ));
  return (
    <ButtonBase type="button" onClick={confirm} disabled={remove.isPending} data-testid="post-delete">
      삭제
    </ButtonBase>
  );
}

const ListLink = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;
