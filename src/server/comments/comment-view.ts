/**
 * A comment of a thread as the APIs answer it (portal and community threads alike). A deleted comment keeps its
 * place (its replies stay readable) but not its words or author; how an author is named is the thread's own rule.
 */
import { type CommentActor, canDeleteComment, canEditComment } from './comment-policy';

export interface ThreadCommentRow {
  id: number;
  parentId: number | null;
  /** Null when the author left (community comments keep the name). */
  authorId: string | null;
  body: string;
  createdAt: Date;
  /** Later than createdAt once the words were edited; null or equal when never. */
  updatedAt: Date | null;
  deletedAt: Date | null;
}

export interface ThreadCommentView {
  id: string;
  parentId: string | null;
  body: string;
  deleted: boolean;
  authorName: string;
  createdAt: string;
  /** Its words were rewritten after it was posted (수정됨). */
  edited: boolean;
  viewerIsAuthor: boolean;
  viewerCanDelete: boolean;
  viewerCanEdit: boolean;
}

/** The fields every thread shares; `authorName` is what the thread shows for a standing comment. */
export function presentThreadComment(row: ThreadCommentRow, authorName: string, viewer: CommentActor | null): ThreadCommentView {
  const deleted = row.deletedAt !== null;
  return {
    id: String(row.id),
    parentId: row.parentId === null ? null : String(row.parentId),
    body: deleted ? '' : row.body,
    deleted,
    authorName: deleted ? '' : authorName,
    createdAt: row.createdAt.toISOString(),
    edited: !deleted && row.updatedAt !== null && row.updatedAt.getTime() > row.createdAt.getTime(),
    viewerIsAuthor: viewer !== null && row.authorId !== null && viewer.userId === row.authorId,
    viewerCanDelete: !deleted && canDeleteComment(viewer, row.authorId),
    viewerCanEdit: !deleted && canEditComment(viewer, row.authorId),
  };
}
