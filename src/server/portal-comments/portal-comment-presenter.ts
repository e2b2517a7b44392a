/**
 * Portal comments as the API answers them. A deleted comment keeps its place (its replies stay readable) but not its
 * words or author; authors are shown by nickname, else by their name with the middle masked (김*늘), since these
 * comments are public and names are personal data; the channel's manager signs as the channel.
 */
import type { CommentActor } from '../comments/comment-policy';
import { type ThreadCommentView, presentThreadComment } from '../comments/comment-view';
import { DELETED_AUTHOR_NAME } from '../profile/deleted-account';

export interface PortalCommentRow {
  id: number;
  parentId: number | null;
  userId: string;
  body: string;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  authorNickname: string | null;
  authorUsername: string;
  /** Set when the author deleted their account: the comment stays, signed 탈퇴한 회원 (/profile). */
  authorDeletedAt?: Date | null;
}

export interface PortalCommentView extends ThreadCommentView {
  authorIsChannelManager: boolean;
  replies: PortalCommentView[];
}

export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('') || '회원';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

function authorNameOf(row: PortalCommentRow, channelTitle: string | undefined): string {
  if (row.authorDeletedAt) return DELETED_AUTHOR_NAME;
  if (channelTitle) return channelTitle;
  return row.authorNickname ?? maskName(row.authorUsername);
}

export function presentPortalComment(
  row: PortalCommentRow,
  context: { viewer: CommentActor | null; managerId: string | null; channelTitle?: string; replies?: PortalCommentRow[] },
): PortalCommentView {
  const deleted = row.deletedAt !== null;
  const byManager = !deleted && row.userId === context.managerId;
  return {
    ...presentThreadComment(
      { ...row, authorId: row.userId },
      authorNameOf(row, byManager ? context.channelTitle : undefined),
      context.viewer,
    ),
    authorIsChannelManager: byManager,
    replies: (context.replies ?? []).map((reply) =>
      presentPortalComment(reply, { viewer: context.viewer, managerId: context.managerId, channelTitle: context.channelTitle }),
    ),
  };
}
