/**
 * A community post's comments: the shared thread (src/web/comments) over the community GraphQL, with the
 * community's report dialog for other members' comments. After a write the thread, the post (its comment count) and the lists showing counts are refetched.
 */
import {
  createCommunityComment,
  deleteCommunityComment,
  getCommunityComments,
  updateCommunityComment,
  type CommunityCommentNode,
} from '../api/community-comments-api';
import { CommentThread, type CommentThreadSource } from '../comments/comment-thread';
import { toast } from '../toast/toast-provider';
import { browserCommunityClient } from '../api/community-client';
import { communityKeys } from './community-queries';
import { useReportDialog } from '../community-reports/report-dialog';

function communityThreadSource(
  postId: string,
  openReport: ReturnType<typeof useReportDialog>,
): CommentThreadSource<CommunityCommentNode> {
  return {
    pageKey: (page) => communityKeys.comments(postId, page),
    fetchPage: (page) => getCommunityComments(browserCommunityClient, postId, page),
    refreshKeys: [communityKeys.all],
    create: (body, parentId) => createCommunityComment(browserCommunityClient, { postId, parentId, body }),
    update: (id, body) => updateCommunityComment(browserCommunityClient, { id, body }),
    remove: (id) => deleteCommunityComment(browserCommunityClient, id),
    report: (id, done) =>
      openReport('comment', id, (result) => {
        toast(result.hidden ? '신고가 접수되었어요. 신고가 쌓여 댓글이 숨겨졌어요.' : '신고가 접수되었어요. 운영자가 확인할게요.', 'success');
        done();
      }),
  };
}

export function CommunityComments({ postId }: { postId: string }) {
  const openReport = useReportDialog();
  return <CommentThread source={communityThreadSource(postId, openReport)} />;
}
