/**
 * Portal comments as the API answers them. A deleted comment keeps its place (its replies stay readable) but not its
 * words or author; authors are shown by nickname, else by their name with the middle masked (김*늘), since these
 * comments are public and names are personal data; the channel's manager signs as the channel.
 */
import { type CommentActor, canDeletePortalComment } from './portal-comment-policy';

export interface PortalCommentRow {
  id: number;
  parentId: number | null;
  userId: string;
  body: string;
  createdAt: Date;
  deletedAt: Date | null;
  authorNickname: string | null;
  authorUsername: string;
}

export interface PortalCommentView {
  id: string;
  parentId: string | null;
  body: string;
  deleted: boolean;
  authorName: string;
  authorIsChannelManager: boolean;
  createdAt: string;
  viewerIsAuthor: boolean;
  viewerCanDelete: boolean;
  replies: PortalCommentView[];
}

export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('') || '회원';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

export function presentPortalComment(
  row: PortalCommentRow,
  context: { viewer: CommentActor | null; managerId: string | null; channelTitle?: string; replies?: PortalCommentRow[] },
): PortalCommentView {
  const deleted = row.deletedAt !== null;
  const byManager = !deleted && row.userId === context.managerId;
  return {
    id: String(row.id),
    parentId: row.parentId === null ? null : String(row.parentId),
    body: deleted ? '' : row.body,
    deleted,
    authorName: deleted ? '' : byManager && context.channelTitle ? context.channelTitle : (row.authorNickname ?? maskName(row.authorUsername)),
    authorIsChannelManager: byManager,
    createdAt: row.createdAt.toISOString(),
    viewerIsAuthor: context.viewer?.userId === row.userId,
    viewerCanDelete: !deleted && canDeletePortalComment(context.viewer, row),
    replies: (context.replies ?? []).map((reply) =>
      presentPortalComment(reply, { viewer: context.viewer, managerId: context.managerId, channelTitle: context.channelTitle }),
    ),
  };
}
