/** The community site's web clients (community-posts-api, community-comments-api, the bookmark toggle) on the wire. */
import { describe, expect, it } from 'vitest';
import { sendJson, useRecordingServer } from '../../test/recording-server';
import { REMOVE_BOOKMARK_MUTATION, setMenuBookmark } from './community-api';
import { CREATE_COMMUNITY_COMMENT_MUTATION, createCommunityComment, getCommunityComments } from './community-comments-api';
import { BOARD_POSTS_QUERY, getBoardPosts, recordCommunityPostView } from './community-posts-api';
import { COMMUNITY_GRAPHQL_PATH, createCommunityGraphqlClient } from './graphql-clients';

const server = useRecordingServer();
const client = () => createCommunityGraphqlClient({ endpoint: `${server.url}${COMMUNITY_GRAPHQL_PATH}` });
const sent = (index = 0) => JSON.parse(server.requests[index]?.body ?? '{}') as { query: string; variables: Record<string, unknown> };

describe('community site clients', () => {
  it("asks for a board's page with its sort and page, the page size fixed in the document", async () => {
    const page = { board: {}, notices: [], totalCount: 0, page: 2, pageSize: 20, nodes: [] };
    server.setHandler((_req, res) => sendJson(res, 200, { data: { boardPosts: page } }));
    await expect(getBoardPosts(client(), { boardSlug: 'free', page: 2, sort: 'VIEWS' })).resolves.toEqual(page);
    expect(sent()).toMatchObject({ query: BOARD_POSTS_QUERY, variables: { boardSlug: 'free', page: 2, sort: 'VIEWS' } });
    expect(BOARD_POSTS_QUERY).toContain('pageSize: 20');
  });

  it('writes a reply with its post and parent, and reads a thread page', async () => {
    server.setHandler((_req, res) =>
      sendJson(res, 200, { data: { createCommunityComment: { commentCount: 3, comment: { id: '9' } }, communityComments: { nodes: [] } } }),
    );
    await createCommunityComment(client(), { postId: '4', parentId: '7', body: '저도 궁금해요' });
    expect(sent()).toMatchObject({ query: CREATE_COMMUNITY_COMMENT_MUTATION, variables: { input: { postId: '4', parentId: '7', body: '저도 궁금해요' } } });
    await getCommunityComments(client(), '4', 2);
    expect(sent(1).variables).toEqual({ postId: '4', page: 2, pageSize: null });
  });

  it('takes a menu out of the shortcuts with removeBookmark, and counts a view', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { data: { removeBookmark: { id: '3', viewerHasBookmarked: false }, recordCommunityPostView: 12 } }));
    await expect(setMenuBookmark(client(), '3', false)).resolves.toMatchObject({ viewerHasBookmarked: false });
    expect(sent()).toMatchObject({ query: REMOVE_BOOKMARK_MUTATION, variables: { menuId: '3' } });
    await expect(recordCommunityPostView(client(), '5')).resolves.toBe(12);
  });
});
