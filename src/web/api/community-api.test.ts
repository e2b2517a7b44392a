import { describe, expect, it } from 'vitest';
import {
  addBookmark,
  BOARD_BY_SLUG_QUERY,
  communityBoardPath,
  communityPostPath,
  type CommunityBoard,
  getBoard,
  getBoardBySlug,
  getEmbeddablePosts,
} from './community-api';
import { EMBEDDABLE_POSTS_QUERY } from '../../contracts/community';
import { COMMUNITY_GRAPHQL_PATH, createCommunityGraphqlClient } from './graphql-clients';
import { sendJson, useRecordingServer } from '../../test/recording-server';

const board: CommunityBoard = {
  id: '4',
  slug: 'cbt-psat',
  title: 'PSAT 시험 정보방',
  menu: {
    id: '12',
    title: 'PSAT 시험 정보방',
    slug: 'cbt-psat',
    hasNewPost: true,
    isShortcut: false,
    bookmarkable: true,
    viewerHasBookmarked: false,
  },
};

const server = useRecordingServer();
const client = () => createCommunityGraphqlClient({ endpoint: `${server.url}${COMMUNITY_GRAPHQL_PATH}` });
const sent = (index = 0) => JSON.parse(server.requests[index]?.body ?? '{}') as { query: string; variables: Record<string, unknown> };


describe('board lookups (spec §5)', () => {
  it('posts BoardBySlug to the community GraphQL path and returns the board with its menu', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { data: { boardBySlug: board } }));
    await expect(getBoardBySlug(client(), 'cbt-psat')).resolves.toEqual(board);
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/community/graphql' });
    expect(sent()).toMatchObject({ query: BOARD_BY_SLUG_QUERY, variables: { boardSlug: 'cbt-psat' } });
  });

  it('raises "board slug not found" when the server has no such board', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { data: { boardBySlug: null } }));
    await expect(getBoardBySlug(client(), 'nope')).rejects.toThrow('board slug not found');
  });

  it('raises "board id not found" when the board id is unknown', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { data: { board: null } }));
    await expect(getBoard(client(), '999')).rejects.toThrow('board id not found');
    server.setHandler((_req, res) => sendJson(res, 200, { data: { board } }));
    await expect(getBoard(client(), '4')).resolves.toEqual(board);
  });
});

describe('addBookmark', () => {
  it('sends the menu id and returns the menu', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { data: { addBookmark: { ...board.menu, viewerHasBookmarked: true } } }));
    await expect(addBookmark(client(), '12')).resolves.toMatchObject({ id: '12', viewerHasBookmarked: true });
    expect(sent().variables).toEqual({ menuId: '12' });
  });
});

describe('getEmbeddablePosts', () => {
  it('sends uri, page and pageSize and returns the total and the posts', async () => {
    const page = {
      totalCount: 1,
      nodes: [
        {
          id: '31',
          title: '자료해석 시간 배분 팁',
          createdAt: '2026-11-20T01:00:00.000Z',
          contentText: '표부터 훑고…',
          nickname: '김하늘',
          views: 120,
          commentCount: 2,
          containsImage: false,
          containsYoutube: true,
          board: { id: '4', slug: 'cbt-psat', title: 'PSAT 시험 정보방' },
        },
      ],
    };
    server.setHandler((_req, res) => sendJson(res, 200, { data: { embeddablePosts: page } }));
    await expect(getEmbeddablePosts(client(), { uri: '/community/cbt-psat', page: 1, pageSize: 5 })).resolves.toEqual(page);
    expect(sent()).toMatchObject({ query: EMBEDDABLE_POSTS_QUERY, variables: { uri: '/community/cbt-psat', page: 1, pageSize: 5 } });
  });

  it('raises "failed to load embeddable posts" for a GraphQL error, a transport error and an empty answer', async () => {
    server.setHandler((_req, res) =>
      sendJson(res, 404, { data: null, errors: [{ message: '게시판을 찾을 수 없습니다.', extensions: { code: 'BOARD_NOT_FOUND' } }] }),
    );
    await expect(getEmbeddablePosts(client(), { uri: '/community/nope' })).rejects.toThrow('failed to load embeddable posts');
    server.setHandler((_req, res) => {
      res.destroy();
    });
    await expect(getEmbeddablePosts(client(), { uri: '/community/cbt-psat' })).rejects.toThrow('failed to load embeddable posts');
    server.setHandler((_req, res) => sendJson(res, 200, { data: { embeddablePosts: null } }));
    await expect(getEmbeddablePosts(client(), { uri: '/community/cbt-psat' })).rejects.toThrow('failed to load embeddable posts');
  });
});

describe('community paths', () => {
  it('builds board and post paths with encoded segments', () => {
    expect(communityBoardPath('cbt-psat')).toBe('/community/cbt-psat');
    expect(communityPostPath({ id: '31', board: { slug: 'cbt-psat' } })).toBe('/community/cbt-psat/31');
  });
});
