import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCbtClient } from '../api/cbt-client';
import { COMMUNITY_GRAPHQL_PATH, createCommunityGraphqlClient, createPortalGraphqlClient, PORTAL_GRAPHQL_PATH } from '../api/graphql-clients';
import { type RecordedRequest, sendJson, useRecordingServer } from '../../test/recording-server';
import { bookmarkExamBoard, type ExamCommunityClients, runExamCommunitySteps } from './exam-community-steps';

const menu = { id: '12', title: 'PSAT 시험 정보방', slug: 'cbt-psat', hasNewPost: false, isShortcut: false, bookmarkable: true, viewerHasBookmarked: false };

const server = useRecordingServer();
let clients: ExamCommunityClients;

const operation = (req: RecordedRequest) => {
  if (req.url.startsWith('/apiV2/')) return `GET ${req.url}`;
  const match = /(query|mutation) (\w+)/.exec((JSON.parse(req.body) as { query: string }).query);
  return `${req.url} ${match?.[2]}`;
};
const calls = () => server.requests.map(operation);

/** A fake API: the CBT board slug, the community lookups and the chat steps, by operation. */
function answer(overrides: { boardBySlug?: unknown; communityBoard?: number; bookmarked?: boolean } = {}) {
  server.setHandler((req, res) => {
    const op = operation(req);
    if (op.startsWith('GET /apiV2/exams/7/community-board')) {
      return overrides.communityBoard
        ? sendJson(res, overrides.communityBoard, { statusCode: 404, code: 'NOT_FOUND', message: '시험 정보방을 찾을 수 없습니다.' })
        : sendJson(res, 200, { boardSlug: 'cbt-psat' });
    }
    if (op.endsWith('BoardBySlug')) {
      const board = 'boardBySlug' in overrides ? overrides.boardBySlug : { id: '4', slug: 'cbt-psat', title: 'PSAT 시험 정보방', menu: { ...menu, viewerHasBookmarked: !!overrides.bookmarked } };
      return sendJson(res, 200, { data: { boardBySlug: board } });
    }
    if (op.endsWith('AddBookmark')) return sendJson(res, 200, { data: { addBookmark: { ...menu, viewerHasBookmarked: true } } });
    if (op.endsWith('CbtExamChatRoom')) return sendJson(res, 200, { data: { cbtExamChatRoom: { id: 'room-7', title: '방', joined: false } } });
    if (op.endsWith('JoinChatRoom')) return sendJson(res, 200, { data: { joinChatRoom: { chatRoomId: 'room-7', userId: 'u1' } } });
    return sendJson(res, 500, {});
  });
}

beforeAll(() => {
  clients = {
    cbt: createCbtClient({ baseURL: server.url, getAccessToken: () => 'tok' }),
    portal: createPortalGraphqlClient({ endpoint: `${server.url}${PORTAL_GRAPHQL_PATH}` }),
    community: createCommunityGraphqlClient({ endpoint: `${server.url}${COMMUNITY_GRAPHQL_PATH}` }),
  };
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the board step', () => {
  it('bookmarks the menu of the board the page already knows', async () => {
    answer();
    await expect(bookmarkExamBoard(clients, { examIdx: 7, communityBoardId: 'cbt-psat' })).resolves.toBe('12');
    expect(calls()).toEqual(['/community/graphql BoardBySlug', '/community/graphql AddBookmark']);
    expect(JSON.parse(server.requests[1]!.body)).toMatchObject({ variables: { menuId: '12' } });
  });

  it('asks the CBT API for the board when the page does not know it (after a submit)', async () => {
    answer();
    await bookmarkExamBoard(clients, { examIdx: 7 });
    expect(calls()).toEqual(['GET /apiV2/exams/7/community-board', '/community/graphql BoardBySlug', '/community/graphql AddBookmark']);
  });

  it('does not bookmark twice, and skips exams without an information room', async () => {
    answer({ bookmarked: true });
    await bookmarkExamBoard(clients, { examIdx: 7, communityBoardId: 'cbt-psat' });
    expect(calls()).toEqual(['/community/graphql BoardBySlug']);
    server.requests.length = 0;
    await expect(bookmarkExamBoard(clients, { examIdx: 7, communityBoardId: null })).resolves.toBeNull();
    expect(calls()).toEqual([]);
  });

  it('only logs a failed lookup: "board slug not found" or a missing board', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer({ boardBySlug: null });
    await expect(bookmarkExamBoard(clients, { examIdx: 7, communityBoardId: 'cbt-psat' })).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith('bookmarking the exam board failed', expect.objectContaining({ message: 'board slug not found' }));
    answer({ communityBoard: 404 });
    await expect(bookmarkExamBoard(clients, { examIdx: 7 })).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
  });
});

describe('runExamCommunitySteps', () => {
  it('joins the exam chat room and bookmarks the board on a brand with a chat', async () => {
    answer();
    await runExamCommunitySteps(clients, { examIdx: 7, communityBoardId: 'cbt-psat' }, { joinsChatRoom: true });
    expect(calls().sort()).toEqual(
      ['/community/graphql AddBookmark', '/community/graphql BoardBySlug', '/graphql CbtExamChatRoom', '/graphql JoinChatRoom'].sort(),
    );
  });

  it('only bookmarks on a brand without a chat', async () => {
    answer();
    await runExamCommunitySteps(clients, { examIdx: 7, communityBoardId: 'cbt-psat' }, { joinsChatRoom: false });
    expect(calls()).toEqual(['/community/graphql BoardBySlug', '/community/graphql AddBookmark']);
  });
});
