/**
 * What a member does to a community post or comment besides writing it: like, scrap, report, and an
 * ADMIN's moderation of a post (hide, restore, pin, comments hidden by reports are the console's queue). Every function takes the client first; the SDL is
 * src/server/routes/community/community-graphql-schema.ts.
 */
import type { GraphqlRequester } from './graphql-clients';
import type {
  CommunityReportReason,
  HideCommunityPostMutation,
  HideCommunityPostMutationVariables,
  LikeCommunityPostMutation,
  LikeCommunityPostMutationVariables,
  ReportCommunityCommentMutation,
  ReportCommunityCommentMutationVariables,
  ReportCommunityPostMutation,
  ReportCommunityPostMutationVariables,
  RestoreCommunityPostMutation,
  RestoreCommunityPostMutationVariables,
  ScrapCommunityPostMutation,
  ScrapCommunityPostMutationVariables,
  SetCommunityPostPinnedMutation,
  SetCommunityPostPinnedMutationVariables,
  UnlikeCommunityPostMutation,
  UnlikeCommunityPostMutationVariables,
  UnscrapCommunityPostMutation,
  UnscrapCommunityPostMutationVariables,
} from './graphql/community-operations.generated';

export type { CommunityReportReason };

/** What a like or scrap toggle shows after the server answered. */
export interface PostToggleState {
  on: boolean;
  count: number;
}

export const LIKE_COMMUNITY_POST_MUTATION = /* GraphQL */ `
  mutation LikeCommunityPost($id: ID!) {
    likeCommunityPost(id: $id) {
      postId
      liked
      likeCount
    }
  }
`;

export const UNLIKE_COMMUNITY_POST_MUTATION = /* GraphQL */ `
  mutation UnlikeCommunityPost($id: ID!) {
    unlikeCommunityPost(id: $id) {
      postId
      liked
      likeCount
    }
  }
`;

/** Likes or unlikes (idempotent on the server) and answers the post's standing. */
export async function setCommunityPostLike(client: GraphqlRequester, id: string, liked: boolean): Promise<PostToggleState> {
  if (liked) {
    const data = await client.request<LikeCommunityPostMutation, LikeCommunityPostMutationVariables>(
      LIKE_COMMUNITY_POST_MUTATION,
      { id },
    );
    return { on: data.likeCommunityPost.liked, count: data.likeCommunityPost.likeCount };
  }
  const data = await client.request<UnlikeCommunityPostMutation, UnlikeCommunityPostMutationVariables>(
    UNLIKE_COMMUNITY_POST_MUTATION,
    { id },
  );
  return { on: data.unlikeCommunityPost.liked, count: data.unlikeCommunityPost.likeCount };
}

export const SCRAP_COMMUNITY_POST_MUTATION = /* GraphQL */ `
  mutation ScrapCommunityPost($id: ID!) {
    scrapCommunityPost(id: $id) {
      postId
      scrapped
      scrapCount
    }
  }
`;

export const UNSCRAP_COMMUNITY_POST_MUTATION = /* GraphQL */ `
  mutation UnscrapCommunityPost($id: ID!) {
    unscrapCommunityPost(id: $id) {
      postId
      scrapped
      scrapCount
    }
  }
`;

export async function setCommunityPostScrap(client: GraphqlRequester, id: string, scrapped: boolean): Promise<PostToggleState> {
  if (scrapped) {
    const data = await client.request<ScrapCommunityPostMutation, ScrapCommunityPostMutationVariables>(
      SCRAP_COMMUNITY_POST_MUTATION,
      { id },
    );
    return { on: data.scrapCommunityPost.scrapped, count: data.scrapCommunityPost.scrapCount };
  }
  const data = await client.request<UnscrapCommunityPostMutation, UnscrapCommunityPostMutationVariables>(
    UNSCRAP_COMMUNITY_POST_MUTATION,
    { id },
  );
  return { on: data.unscrapCommunityPost.scrapped, count: data.unscrapCommunityPost.scrapCount };
}

export interface CommunityReportInput {
  reason: CommunityReportReason;
  detail: string;
}

/** The server's answer: kept, and whether the target is hidden pending review now. */
export interface CommunityReportResult {
  reported: boolean;
  hidden: boolean;
}

export const REPORT_COMMUNITY_POST_MUTATION = /* GraphQL */ `
  mutation ReportCommunityPost($id: ID!, $input: CommunityReportInput!) {
    reportCommunityPost(id: $id, input: $input) {
      reported
      hidden
    }
  }
`;

export const REPORT_COMMUNITY_COMMENT_MUTATION = /* GraphQL */ `
  mutation ReportCommunityComment($id: ID!, $input: CommunityReportInput!) {
    reportCommunityComment(id: $id, input: $input) {
      reported
      hidden
    }
  }
`;

export type CommunityReportTarget = 'post' | 'comment';

export async function reportCommunityTarget(
  client: GraphqlRequester,
  target: CommunityReportTarget,
  id: string,
  input: CommunityReportInput,
): Promise<CommunityReportResult> {
  if (target === 'post') {
    const data = await client.request<ReportCommunityPostMutation, ReportCommunityPostMutationVariables>(
      REPORT_COMMUNITY_POST_MUTATION,
      { id, input },
    );
    return data.reportCommunityPost;
  }
  const data = await client.request<ReportCommunityCommentMutation, ReportCommunityCommentMutationVariables>(
    REPORT_COMMUNITY_COMMENT_MUTATION,
    { id, input },
  );
  return data.reportCommunityComment;
}

/** What the post page refreshes after a moderation step. */
const MODERATED_POST_FIELDS = /* GraphQL */ `
  fragment ModeratedCommunityPostFields on CommunityPost {
    id
    isNotice
    hiddenAt
  }
`;

export const HIDE_COMMUNITY_POST_MUTATION = /* GraphQL */ `
  mutation HideCommunityPost($id: ID!) {
    hideCommunityPost(id: $id) {
      ...ModeratedCommunityPostFields
    }
  }
  ${MODERATED_POST_FIELDS}
`;

export const RESTORE_COMMUNITY_POST_MUTATION = /* GraphQL */ `
  mutation RestoreCommunityPost($id: ID!) {
    restoreCommunityPost(id: $id) {
      ...ModeratedCommunityPostFields
    }
  }
  ${MODERATED_POST_FIELDS}
`;

export const SET_COMMUNITY_POST_PINNED_MUTATION = /* GraphQL */ `
  mutation SetCommunityPostPinned($id: ID!, $pinned: Boolean!) {
    setCommunityPostPinned(id: $id, pinned: $pinned) {
      ...ModeratedCommunityPostFields
    }
  }
  ${MODERATED_POST_FIELDS}
`;

export type CommunityPostModeration = { kind: 'hide' } | { kind: 'restore' } | { kind: 'pin'; pinned: boolean };

export interface ModeratedPost {
  id: string;
  isNotice: boolean;
  hiddenAt?: string | null;
}

/** An ADMIN's hide, restore or pin (공지 고정) of a post. */
export async function moderateCommunityPost(
  client: GraphqlRequester,
  id: string,
  step: CommunityPostModeration,
): Promise<ModeratedPost> {
  if (step.kind === 'hide') {
    const data = await client.request<HideCommunityPostMutation, HideCommunityPostMutationVariables>(
      HIDE_COMMUNITY_POST_MUTATION,
      { id },
    );
    return data.hideCommunityPost;
  }
  if (step.kind === 'restore') {
    const data = await client.request<RestoreCommunityPostMutation, RestoreCommunityPostMutationVariables>(
      RESTORE_COMMUNITY_POST_MUTATION,
      { id },
    );
    return data.restoreCommunityPost;
  }
  const data = await client.request<SetCommunityPostPinnedMutation, SetCommunityPostPinnedMutationVariables>(
    SET_COMMUNITY_POST_PINNED_MUTATION,
    { id, pinned: step.pinned },
  );
  return data.setCommunityPostPinned;
}
