/**
 * The community on the CBT pages (spec §7.3, §5; docs/CONTRACTS.md "Community", ADR 8): the exam detail page embeds
 * the newest posts of the exam's information room, and the like and answer handlers bookmark the room's menu.
 * Members here are fresh, so bookmarks and chat rooms of the demo accounts stay as the other tests expect.
 */
import { expect, type Page, test } from '@playwright/test';
import { COMMUNITY_GRAPHQL, graphqlAsPage } from './support/graphql';
import { E2E_PORT } from './support/hosts';
import { choose, freeExamsOf, ORIGINS, papersOf, registerMember, startPaper, submitSheet } from './support/solve';

const COMMUNITY_ORIGINS = { a: `http://community.careerroad.localhost:${E2E_PORT}`, b: `http://community.nursepass.localhost:${E2E_PORT}` };

interface PostNode {
  id: string;
  title: string;
  nickname: string;
  commentCount: number;
  board: { slug: string };
}

/** Community GraphQL as the page's visitor or member (same origin, cookie). */
const communityGraphql = <T>(page: Page, query: string, variables: Record<string, unknown>) =>
  graphqlAsPage<T>(page, COMMUNITY_GRAPHQL, query, variables);

async function latestPosts(page: Page, boardSlug: string): Promise<{ totalCount: number; nodes: PostNode[] }> {
  const data = await communityGraphql<{ embeddablePosts: { totalCount: number; nodes: PostNode[] } }>(
    page,
    'query ($uri: String!) { embeddablePosts(uri: $uri, page: 1, pageSize: 5) { totalCount nodes { id title nickname commentCount board { slug } } } }',
    { uri: `/community/${boardSlug}` },
  );
  return data.embeddablePosts;
}

async function menuBookmarked(page: Page, boardSlug: string): Promise<boolean> {
  const data = await communityGraphql<{ boardBySlug: { menu: { viewerHasBookmarked: boolean } } }>(
    page,
    'query ($slug: String!) { boardBySlug(boardSlug: $slug) { menu { viewerHasBookmarked } } }',
    { slug: boardSlug },
  );
  return data.boardBySlug.menu.viewerHasBookmarked;
}

async function boardSlugOf(page: Page, examIdx: number): Promise<string> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/apiV2/exams/${id}/community-board`);
    return ((await response.json()) as { boardSlug: string }).boardSlug;
  }, examIdx);
}

for (const { brand, slug } of [
  { brand: 'a', slug: 'psat' },
  { brand: 'b', slug: 'hospital-test' },
] as const) {
  const origin = ORIGINS[brand];

  test(`brand ${brand.toUpperCase()}: the exam detail page embeds the information room's newest posts`, async ({ page }) => {
    await page.goto(`${origin}/`);
    const [exam] = await freeExamsOf(page, slug);
    const boardSlug = await boardSlugOf(page, exam!.examIdx);
    const expected = await latestPosts(page, boardSlug);
    expect(expected.nodes.length).toBeGreaterThan(0);

    await page.goto(`${origin}/exam/detail/${exam!.examIdx}`);
    const room = page.getByTestId('info-room');
    await expect(room.getByRole('heading', { name: '시험 정보방' })).toBeVisible();
    await expect(room.getByTestId('info-room-count')).toHaveText(String(expected.totalCount));
    const items = room.getByTestId('info-room-post');
    await expect(items).toHaveCount(expected.nodes.length);
    for (const [index, post] of expected.nodes.entries()) {
      const item = items.nth(index);
      await expect(item).toContainText(post.title);
      await expect(item).toContainText(post.nickname);
      await expect(item.getByRole('link')).toHaveAttribute('href', `${COMMUNITY_ORIGINS[brand]}/community/${boardSlug}/${post.id}`);
    }
    await expect(room.getByRole('link', { name: '전체 보기' })).toHaveAttribute('href', `${COMMUNITY_ORIGINS[brand]}/community/${boardSlug}`);
  });
}

// The section's own failure and retry (when the server could not load the posts) is a unit test beside it.
test('the information room is part of the server-rendered exam detail page, before any script runs', async ({ page, browser }) => {
  await page.goto(`${ORIGINS.a}/`);
  const [exam] = await freeExamsOf(page, 'korean-history');
  const expected = await latestPosts(page, await boardSlugOf(page, exam!.examIdx));
  expect(expected.nodes.length).toBeGreaterThan(0);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await noScript.newPage();
  await visitor.goto(`${ORIGINS.a}/exam/detail/${exam!.examIdx}`);
  const room = visitor.getByTestId('info-room');
  await expect(room.getByTestId('info-room-count')).toHaveText(String(expected.totalCount));
  await expect(room.getByTestId('info-room-post')).toHaveCount(expected.nodes.length);
  await expect(room.getByTestId('info-room-post').first()).toContainText(expected.nodes[0]!.title);
  await noScript.close();
});

test('liking an exam bookmarks its information room for the member (brand A, with the chat step)', async ({ page, context }) => {
  await registerMember(context, 'a', '정보방수험생');
  await page.goto(`${ORIGINS.a}/`);
  const [exam] = await freeExamsOf(page, 'major-company');
  const boardSlug = await boardSlugOf(page, exam!.examIdx);
  expect(await menuBookmarked(page, boardSlug)).toBe(false);

  await page.goto(`${ORIGINS.a}/exam/detail/${exam!.examIdx}`);
  const bookmarked = page.waitForResponse(
    (r) => r.url().endsWith('/community/graphql') && (r.request().postData() ?? '').includes('AddBookmark'),
  );
  await page.getByTestId('like-button').click();
  await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
  expect((await bookmarked).status()).toBe(200);
  expect(await menuBookmarked(page, boardSlug)).toBe(true);

  // Unliking and liking again keeps the one bookmark: the step sees it and does not add it twice.
  await page.getByTestId('like-button').click();
  await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('like-button').click();
  await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
  expect(await menuBookmarked(page, boardSlug)).toBe(true);
});

test('submitting an answer sheet bookmarks the exam’s information room (brand B, no chat)', async ({ page, context }) => {
  await registerMember(context, 'b', '정보방간호사');
  await page.goto(`${ORIGINS.b}/`);
  const [exam] = await freeExamsOf(page, 'academic-test');
  const boardSlug = await boardSlugOf(page, exam!.examIdx);
  expect(await menuBookmarked(page, boardSlug)).toBe(false);
  const [paper] = await papersOf(page, exam!.examIdx);

  const chatCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && !request.url().endsWith('/community/graphql')) chatCalls.push(request.postData() ?? '');
  });
  await startPaper(page, ORIGINS.b, paper!, 'MOCK');
  await choose(page, 1, 1);
  const bookmarked = page.waitForResponse(
    (r) => r.url().endsWith('/community/graphql') && (r.request().postData() ?? '').includes('AddBookmark'),
  );
  await submitSheet(page, paper!.problemCount - 1);
  await expect(page).toHaveURL(/\/cbt\/practice\/score\/\d+$/);
  expect((await bookmarked).status()).toBe(200);
  expect(await menuBookmarked(page, boardSlug)).toBe(true);
  // Brand B has no chat: the chat-room step does not run.
  expect(chatCalls.filter((body) => body.includes('JoinChatRoom') || body.includes('CbtExamChatRoom'))).toEqual([]);
});
