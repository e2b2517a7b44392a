/**
 * A community post's comments (issue 17): the shared thread (src/web/comments) over the community GraphQL. After a
 * write the thread, the post (its comment count) and the lists showing counts are refetched.
 */
import {
  createCommunityComment,
  deleteCommunityComment,
  getCommunityComments,
  updateCommunityComment,
  type CommunityCommentNode,
} from '../api/community-comments-api';
import { CommentThread, type CommentThreadSource } from '../comments/comment-thread';
import { browserCommunityClient, communityKeys } from './community-queries';

function communityThreadSource(postId: string): CommentThreadSource<CommunityCommentNode> {
  return {
    pageKey: (page) => communityKeys.comments(postId, page),
    fetchPage: (page) => getCommunityComments(browserCommunityClient, postId, page),
    refreshKeys: [communityKeys.all],
    create: (body, parentId) => createCommunityComment(browserCommunityClient, { postId, parentId, body }),
    update: (id, body) => updateCommunityComment(browserCommunityClient, { id, body }),
    remove: (id) => deleteCommunityComment(browserCommunityClient, id),
  };
}

export function CommunityComments({ postId }: { postId: string }) {
  return <CommentThread source={communityThreadSource(postId)} />;
}
