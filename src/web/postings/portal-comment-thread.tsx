/**
 * A posting's or a channel's comment thread on the portal: the shared thread (src/web/comments) over the
 * portal GraphQL. A channel's manager answers as 담당자. After a write the thread and the posting queries (their
 * commentCount) are refetched.
 */
import {
  createPortalComment,
  deletePortalComment,
  getPortalComments,
  updatePortalComment,
  type PortalCommentNode,
  type PortalCommentTarget,
} from '../api/portal-comments-api';
import { CommentThread, type CommentThreadSource } from '../comments/comment-thread';
import { postingKeys } from './posting-queries';
import { browserPortalClient } from '../api/portal-client';
import { commentKeys } from './comment-queries';

export interface PortalCommentThreadProps {
  target: PortalCommentTarget;
  heading?: string;
  lead?: string;
}

function portalThreadSource(target: PortalCommentTarget): CommentThreadSource<PortalCommentNode> {
  return {
    pageKey: (page) => commentKeys.thread(target, page),
    fetchPage: (page) => getPortalComments(browserPortalClient, target, page),
    refreshKeys: [commentKeys.all, postingKeys.all],
    create: (body, parentId) => createPortalComment(browserPortalClient, target, body, parentId),
    update: (id, body) => updatePortalComment(browserPortalClient, { id, body }),
    remove: (id) => deletePortalComment(browserPortalClient, id),
    badgeOf: (comment) => (comment.authorIsChannelManager ? '담당자' : null),
  };
}

export function PortalCommentThread({ target, heading, lead }: PortalCommentThreadProps) {
  return <CommentThread source={portalThreadSource(target)} heading={heading} lead={lead} />;
}

/** The comments of a posting's page (mounted below its body). */
export function PostingComments({ postingId }: { postingId: string }) {
  return <PortalCommentThread target={{ postingId }} />;
}

/** The comments of a channel's page: questions its manager answers (담당자 Q&A). */
export function ChannelComments({ channelId }: { channelId: string }) {
  return <PortalCommentThread target={{ channelId }} heading="채널 댓글" lead="채널 담당자에게 궁금한 점을 남겨보세요. 담당자의 답변에는 담당자 표시가 붙어요." />;
}
