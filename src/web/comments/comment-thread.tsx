/**
 * A comment thread with one level of replies, shared by every site (portal postings and channels, community posts):
 * comments oldest first, paged by top-level comment; a member writes, replies, edits and deletes their own (what the
 * server allows comes with each comment as viewerCan…); a visitor reads and is offered the login link with `next`
 * back here. Bodies are plain text (rendered as text with their line breaks, never as HTML). Where the comments come
 * from and go to is the caller's `source`; after a write its `refreshKeys` are refetched (the thread and whatever
 * shows the count).
 */
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { graphqlErrorMessage, graphqlErrorStatus } from '../api/graphql-errors';
import { LoadingState, QueryError } from '../ui/query-state';
import { useModal } from '../modal/modal-provider';
import { useCurrentUser } from '../session/use-current-user';
import { toast } from '../toast/toast-provider';
import { ButtonBase } from '../ui/button';
import { CommentForm, ConfirmDeleteDialog } from './comment-form';
import { CommentItem, type ThreadComment } from './comment-item';

export type { ThreadComment } from './comment-item';

export const COMMENT_LOGIN_MESSAGE = '로그인 후 댓글을 쓸 수 있어요';

export interface ThreadTopComment<R extends ThreadComment = ThreadComment> extends ThreadComment {
  replies: R[];
}

export interface ThreadPage<N extends ThreadTopComment> {
  /** Top-level comments shown; paging counts these. */
  totalCount: number;
  /** Standing comments and replies: the number shown beside the heading. */
  commentCount: number;
  pageSize: number;
  nodes: N[];
}

export interface CommentThreadSource<N extends ThreadTopComment> {
  /** The query key of one page of the thread (the page's server render may have filled it). */
  pageKey: (page: number) => QueryKey;
  fetchPage: (page: number) => Promise<ThreadPage<N>>;
  /** Queries refetched after a write: the thread's and those showing its count. */
  refreshKeys: readonly QueryKey[];
  create: (body: string, parentId: string | null) => Promise<unknown>;
  update: (id: string, body: string) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** Where comments can be reported (the community): opens the caller's report dialog; `done` refreshes the thread. */
  report?: (id: string, done: () => void) => void;
  /** A badge after the author's name (the portal's 담당자), or null. */
  badgeOf?: (comment: N | N['replies'][number]) => string | null;
}

export interface CommentThreadProps<N extends ThreadTopComment> {
  source: CommentThreadSource<N>;
  /** The section's heading (h2 of the page). */
  heading?: string;
  /** Shown above the form (e.g. a channel's 담당자 Q&A note). */
  lead?: string;
}

/** `/login?next=<path>`: the login parameter of the portal and the community (spec §2.5). */
function loginHref(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}

export function CommentThread<N extends ThreadTopComment>({ source, heading = '댓글', lead }: CommentThreadProps<N>) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const modal = useModal();
  const { user } = useCurrentUser();
  const [page, setPage] = useState(1);
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const headingId = useId();
  const query = useQuery({ queryKey: source.pageKey(page), queryFn: () => source.fetchPage(page) });

  const refresh = () => Promise.all(source.refreshKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const onError = (fallback: string) => (error: unknown) => {
    if (graphqlErrorStatus(error) === 401) {
      toast(COMMENT_LOGIN_MESSAGE, 'warn');
      void router.push(loginHref(router.asPath));
      return;
    }
    toast(graphqlErrorMessage(error, fallback), 'error');
  };

  const create = useMutation({
    mutationFn: (input: { body: string; parentId: string | null }) => source.create(input.body, input.parentId),
    onSuccess: (_result, input) => {
      toast(input.parentId ? '답글을 등록했어요.' : '댓글을 등록했어요.', 'success');
      setReplyTo(null);
      void refresh();
    },
    onError: onError('댓글을 등록하지 못했어요. 잠시 후 다시 시도해주세요.'),
  });
  const edit = useMutation({
    mutationFn: (input: { id: string; body: string }) => source.update(input.id, input.body),
    onSuccess: () => {
      toast('댓글을 수정했어요.', 'success');
      setEditing(null);
      void refresh();
    },
    onError: onError('댓글을 수정하지 못했어요. 잠시 후 다시 시도해주세요.'),
  });
  const remove = useMutation({
    mutationFn: (id: string) => source.remove(id),
    onSuccess: () => {
      toast('댓글을 삭제했어요.', 'success');
      void refresh();
    },
    onError: onError('댓글을 삭제하지 못했어요. 잠시 후 다시 시도해주세요.'),
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

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / data.pageSize)) : 1;

  const renderComment = (comment: N | N['replies'][number], isReply: boolean) => (
    <CommentItem
      comment={comment}
      isReply={isReply}
      badge={source.badgeOf?.(comment) ?? null}
      signedIn={Boolean(user)}
      editing={editing === comment.id}
      editPending={edit.isPending}
      onSave={(body) => edit.mutateAsync({ id: comment.id, body })}
      onCancelEdit={() => setEditing(null)}
      onEdit={() => setEditing(comment.id)}
      replyOpen={replyTo === comment.id}
      onToggleReply={() => setReplyTo(replyTo === comment.id ? null : comment.id)}
      onDelete={() => confirmDelete(comment.id)}
      deletePending={remove.isPending}
      onReport={source.report ? () => source.report?.(comment.id, () => void refresh()) : undefined}
    />
  );

  return (
    <Section aria-labelledby={headingId} data-testid="comment-thread">
      <ThreadHead headingId={headingId} heading={heading} lead={lead} commentCount={data?.commentCount} />

      {user ? (
        <CommentForm
          label={`${heading} 쓰기`}
          submitLabel="등록"
          pending={create.isPending && create.variables?.parentId === null}
          onSubmit={(body) => create.mutateAsync({ body, parentId: null })}
          testId="comment-form"
        />
      ) : (
        <LoginPrompt data-testid="comment-login-prompt">
          <span>{COMMENT_LOGIN_MESSAGE}</span>
          <ButtonBase as={Link} href={loginHref(router.asPath)}>
            로그인
          </ButtonBase>
        </LoginPrompt>
      )}

      {query.isPending ? (
        <LoadingState label="댓글을 불러오는 중입니다…" />
      ) : query.isError || !data ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : data.nodes.length === 0 ? (
        <Empty>아직 댓글이 없어요. 첫 댓글을 남겨보세요.</Empty>
      ) : (
        <>
          <List aria-label={`${heading} 목록`} data-testid="comment-list">
            {data.nodes.map((comment) => (
              <Item key={comment.id} id={`comment-${comment.id}`} data-testid="comment-item" data-comment-id={comment.id}>
                {renderComment(comment, false)}
                {replyTo === comment.id ? (
                  <ReplyBox>
                    <CommentForm
                      label={`${comment.authorName}님의 댓글에 답글 쓰기`}
                      submitLabel="답글 등록"
                      pending={create.isPending}
                      autoFocus
                      onSubmit={(body) => create.mutateAsync({ body, parentId: comment.id })}
                      onCancel={() => setReplyTo(null)}
                      testId="reply-form"
                    />
                  </ReplyBox>
                ) : null}
                {comment.replies.length > 0 ? (
                  <Replies
                    aria-label={`${comment.deleted ? '삭제된 댓글' : comment.hidden ? '숨겨진 댓글' : `${comment.authorName}님의 댓글`}에 달린 답글`}
                  >
                    {comment.replies.map((reply) => (
                      <Item key={reply.id} id={`comment-${reply.id}`} data-testid="reply-item" data-comment-id={reply.id}>
                        {renderComment(reply, true)}
                      </Item>
                    ))}
                  </Replies>
                ) : null}
              </Item>
            ))}
          </List>
          {pages > 1 ? <ThreadPager heading={heading} page={page} pages={pages} onPage={setPage} /> : null}
        </>
      )}
    </Section>
  );
}


/** The section's heading with the thread's count, and the caller's lead. */
function ThreadHead({ headingId, heading, lead, commentCount }: { headingId: string; heading: string; lead?: string; commentCount?: number }) {
  return (
    <Head>
      <h2 id={headingId}>
        {heading}{' '}
        {/* No number until the thread has loaded: a 0 that jumps to the real count misleads readers (and tests). */}
        {commentCount !== undefined ? <Count data-testid="comment-count">{commentCount}</Count> : null}
      </h2>
      {lead ? <Lead>{lead}</Lead> : null}
    </Head>
  );
}

function ThreadPager({ heading, page, pages, onPage }: { heading: string; page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <Pager aria-label={`${heading} 페이지 이동`}>
      <ButtonBase type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        이전
      </ButtonBase>
      <span aria-live="polite">
        {page} / {pages}
      </span>
      <ButtonBase type="button" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        다음
      </ButtonBase>
    </Pager>
  );
}

const Section = styled.section`
  margin-top: 40px;
`;

const Head = styled.div`
  margin-bottom: 12px;
  h2 {
    font-size: 20px;
    font-weight: 800;
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.primary};
`;

const Lead = styled.p`
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const LoginPrompt = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const Empty = styled.p`
  margin-top: 16px;
  padding: 24px 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const List = styled.ul`
  margin-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Item = styled.li`
  padding: 14px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scroll-margin-top: 120px;
  &:target {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Replies = styled.ul`
  margin: 10px 0 0 24px;
  padding-left: 12px;
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  ${Item} {
    padding: 10px 0;
  }
  ${Item}:last-child {
    border-bottom: 0;
  }
`;

const ReplyBox = styled.div`
  margin: 10px 0 0 24px;
`;
const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin-top: 16px;
`;
