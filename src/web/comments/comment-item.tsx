/**
 * One comment or reply of a thread (comment-thread.tsx): its byline, its text (or the edit form), and what the viewer
 * may do with it — reply (top-level comments only), edit, delete, report. A deleted or hidden comment keeps its place.
 */
import styled from 'styled-components';
import { formatKstDateTime } from '../../config/kst';
import { CommentEditForm } from './comment-form';

/** What a thread shows of a comment or reply; the API's comment types have these fields (and may have more). */
export interface ThreadComment {
  id: string;
  body: string;
  deleted: boolean;
  authorName: string;
  createdAt: string;
  edited: boolean;
  viewerIsAuthor: boolean;
  viewerCanEdit: boolean;
  viewerCanDelete: boolean;
  /** Hidden pending review after reports (the community's); shown in its place like a deleted one. */
  hidden?: boolean;
  /** The member reported it already (where the source takes reports). */
  viewerHasReported?: boolean;
}

export interface CommentItemProps {
  comment: ThreadComment;
  isReply: boolean;
  /** A badge after the author's name (the portal's 담당자), or null. */
  badge: string | null;
  signedIn: boolean;
  editing: boolean;
  editPending: boolean;
  onSave: (body: string) => Promise<unknown>;
  onCancelEdit: () => void;
  onEdit: () => void;
  replyOpen: boolean;
  onToggleReply: () => void;
  onDelete: () => void;
  deletePending: boolean;
  /** Only where the source takes reports. */
  onReport?: () => void;
}

export function CommentItem({
  comment,
  isReply,
  badge,
  signedIn,
  editing,
  editPending,
  onSave,
  onCancelEdit,
  onEdit,
  replyOpen,
  onToggleReply,
  onDelete,
  deletePending,
  onReport,
}: CommentItemProps) {
  return (
  <CommentBody>
    {comment.deleted ? (
      <Deleted>삭제된 댓글입니다.</Deleted>
    ) : comment.hidden ? (
      <Deleted data-testid="comment-hidden">신고가 누적되어 숨겨진 댓글입니다.</Deleted>
    ) : (
      <>
        <Byline>
          <Author>{comment.authorName}</Author>
          {badge ? <ManagerBadge>{badge}</ManagerBadge> : null}
          {comment.viewerIsAuthor ? <MineBadge>내 댓글</MineBadge> : null}
          <Time dateTime={comment.createdAt}>{formatKstDateTime(comment.createdAt)}</Time>
          {comment.edited ? <Edited>수정됨</Edited> : null}
        </Byline>
        {editing ? (
          <CommentEditForm
            body={comment.body}
            pending={editPending}
            onSave={onSave}
            onCancel={onCancelEdit}
          />
        ) : (
          <Text data-testid="comment-body">{comment.body}</Text>
        )}
        <Actions>
          {!isReply && signedIn ? (
            <TextButton
              type="button"
              aria-expanded={replyOpen}
              onClick={onToggleReply}
              data-testid="comment-reply-toggle"
            >
              답글<span className="visually-hidden">: {comment.authorName}님의 댓글에</span>
            </TextButton>
          ) : null}
          {comment.viewerCanEdit && !editing ? (
            <TextButton type="button" onClick={onEdit} data-testid="comment-edit">
              수정<span className="visually-hidden">: 내 댓글</span>
            </TextButton>
          ) : null}
          {comment.viewerCanDelete ? (
            <TextButton type="button" onClick={onDelete} disabled={deletePending} data-testid="comment-delete">
              삭제<span className="visually-hidden">: 내 댓글</span>
            </TextButton>
          ) : null}
          {onReport && signedIn && !comment.viewerIsAuthor ? (
            <TextButton
              type="button"
              onClick={onReport}
              disabled={comment.viewerHasReported}
              data-testid="comment-report"
            >
              {comment.viewerHasReported ? '신고됨' : '신고'}
              <span className="visually-hidden">: {comment.authorName}님의 댓글</span>
            </TextButton>
          ) : null}
        </Actions>
      </>
    )}
  </CommentBody>
  );
}

const CommentBody = styled.div`
  display: grid;
  gap: 6px;
`;

const Byline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 8px;
  font-size: 14px;
`;

const Author = styled.strong`
  font-weight: 700;
`;

const badge = `
  display: inline-block;
  padding: 1px 6px;
  border-radius: 4px;
  font-size: 12px;
  font-weight: 700;
`;

const ManagerBadge = styled.span`
  ${badge}
  color: #ffffff;
  background: ${({ theme }) => theme.colors.primaryDark};
`;

const MineBadge = styled.span`
  ${badge}
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Edited = styled.span`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Time = styled.time`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;

const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Deleted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
`;

const TextButton = styled.button`
  padding: 2px 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;
