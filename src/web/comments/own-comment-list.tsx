/**
 * A list of comments the viewer wrote, each with where it stands, its time, and edit and delete in place — the rows
 * of the member's 내 댓글 (/accounts/channel-comment, /accounts/reply) and of the company's 채널 댓글
 * (/channel/written-comment). One row and one set of actions, so both lists edit and delete the same way, with the
 * comment form and delete confirmation every thread shares.
 */
import { useMutation } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { formatKstDateTime } from '../../config/kst';
import { graphqlErrorMessage } from '../api/graphql-errors';
import { deletePortalComment, updatePortalComment } from '../api/portal-comments-api';
import { useModal } from '../modal/modal-provider';
import { browserPortalClient } from '../api/portal-client';
import { toast } from '../toast/toast-provider';
import { CommentEditForm, ConfirmDeleteDialog } from './comment-form';

export interface OwnComment {
  id: string;
  body: string;
  createdAt: string;
  edited: boolean;
  viewerCanEdit: boolean;
  viewerCanDelete: boolean;
}

/** Where a comment stands. `href` null: nowhere to go (a closed channel); `sameSite`: a Next link of this site. */
export interface CommentPlace {
  kind: string;
  label: string;
  href: string | null;
  sameSite?: boolean;
}

/** Edit and delete of the viewer's own comments; `onChanged` refreshes whatever lists show them. */
export function useOwnCommentActions(onChanged: () => unknown) {
  const modal = useModal();
  const [editing, setEditing] = useState<string | null>(null);
  const edit = useMutation({
    mutationFn: (input: { id: string; body: string }) => updatePortalComment(browserPortalClient, input),
    onSuccess: () => {
      toast('댓글을 수정했어요.', 'success');
      setEditing(null);
      void onChanged();
    },
    onError: (error) => toast(graphqlErrorMessage(error, '댓글을 수정하지 못했어요. 잠시 후 다시 시도해주세요.'), 'error'),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deletePortalComment(browserPortalClient, id),
    onSuccess: () => {
      toast('댓글을 삭제했어요.', 'success');
      void onChanged();
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
  return { editing, setEditing, edit, remove, confirmDelete };
}

export type OwnCommentActions = ReturnType<typeof useOwnCommentActions>;

interface OwnCommentItemProps {
  comment: OwnComment;
  place: CommentPlace;
  actions: OwnCommentActions;
  /** Test ids: `<testId>` for the row, `<testId>-body` for its text. */
  testId: string;
  /** Read after 수정/삭제 by screen readers, naming what the button acts on. */
  actionLabel: string;
  /** Shown above the text (the question a reply answers). */
  before?: ReactNode;
  /** Shown below the actions (the replies it received). */
  after?: ReactNode;
}

export function OwnCommentItem({ comment, place, actions, testId, actionLabel, before, after }: OwnCommentItemProps) {
  const { editing, setEditing, edit, remove, confirmDelete } = actions;
  const isEditing = editing === comment.id;
  return (
    <Item data-testid={testId}>
      <Top>
        <span>
          <Kind>{place.kind}</Kind>
          {place.href === null ? (
            <PlaceName>{place.label}</PlaceName>
          ) : place.sameSite ? (
            <PlaceName as={Link} href={place.href}>
              {place.label}
            </PlaceName>
          ) : (
            <PlaceName as="a" href={place.href}>
              {place.label}
            </PlaceName>
          )}
        </span>
        <time dateTime={comment.createdAt}>
          {formatKstDateTime(comment.createdAt)}
          {comment.edited ? ' · 수정됨' : ''}
        </time>
      </Top>
      {before}
      {isEditing ? (
        <CommentEditForm
          body={comment.body}
          pending={edit.isPending}
          onSave={(body) => edit.mutateAsync({ id: comment.id, body })}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <>
          <Body data-testid={`${testId}-body`}>{comment.body}</Body>
          <Actions>
            {comment.viewerCanEdit ? (
              <TextButton type="button" onClick={() => setEditing(comment.id)} data-testid="comment-edit">
                수정<span className="visually-hidden">: {actionLabel}</span>
              </TextButton>
            ) : null}
            {comment.viewerCanDelete ? (
              <TextButton type="button" onClick={() => confirmDelete(comment.id)} disabled={remove.isPending} data-testid="comment-delete">
                삭제<span className="visually-hidden">: {actionLabel}</span>
              </TextButton>
            ) : null}
          </Actions>
        </>
      )}
      {after}
    </Item>
  );
}

export const OwnCommentList = styled.ul`
  display: grid;
  gap: 12px;
  margin-top: 16px;
`;

/** The text of a comment quoted in a row (a reply's question, a received reply). */
export const CommentText = styled.p`
  margin-top: 6px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
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

const Body = CommentText;

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
