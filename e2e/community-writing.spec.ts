/**
 * Writing on the community: a member writes a post with two images and a YouTube video in an
 * exam's information room and the exam page's embed marks both; a draft survives a reload; the author edits and
 * deletes; visitors are sent to the login; an XSS corpus in a title, a body and comments never runs in Chromium.
 * Members are fresh, and each test writes its own posts.
 */
import { expect, type Page, test } from '@playwright/test';
import { COMMUNITY, registerOnCommunity } from './support/community';
import { COMMUNITY_GRAPHQL, graphqlAsPage } from './support/graphql';
import { freeExamsOf, ORIGINS } from './support/solve';

/** A 1×1 PNG: real image bytes, which the upload pipeline sniffs before it accepts them. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function typeBody(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: '본문' });
  await editor.click();
  await page.keyboard.type(text);
}

for (const { brand, category, writer } of [
  { brand: 'a', category: 'psat', writer: '사진올리는수험생' },
  { brand: 'b', category: 'hospital-test', writer: '사진올리는간호사' },
] as const) {
  test(`brand ${brand.toUpperCase()}: a post with two images and a YouTube video in an exam's information room is marked so on the exam page`, async ({ page }) => {
    await registerOnCommunity(page, brand, writer);
    await page.goto(`${ORIGINS[brand]}/`);
    const [exam] = await freeExamsOf(page, category);
    const board = await page.evaluate(async (id) => ((await (await fetch(`/apiV2/exams/${id}/community-board`)).json()) as { boardSlug: string }).boardSlug, exam!.examIdx);

    await page.goto(`${COMMUNITY[brand]}/community/${board}`);
    await page.getByTestId('board-write').click();
    await expect(page).toHaveURL(`${COMMUNITY[brand]}/community/${board}/write`);
    const title = `자료해석 표 읽는 순서 정리 (${Date.now()})`;
    await page.getByLabel('제목', { exact: true }).fill(title);
    await typeBody(page, '표를 먼저 훑고 단위를 확인한 다음 선지로 갑니다.');
    await page.getByTestId('editor-image-input').setInputFiles([
      { name: 'table-1.png', mimeType: 'image/png', buffer: PNG },
      { name: 'table-2.png', mimeType: 'image/png', buffer: PNG },
    ]);
    const editor = page.getByRole('textbox', { name: '본문' });
    await expect(editor.locator('img')).toHaveCount(2);
    await page.getByTestId('editor-youtube-button').click();
    await page.getByLabel('유튜브 영상 주소').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.getByRole('button', { name: '넣기' }).click();
    await expect(page.getByTestId('rich-text-editor-frame').locator('iframe')).toHaveCount(1);
    await page.getByTestId('post-submit').click();

    await expect(page).toHaveURL(new RegExp(`^${COMMUNITY[brand]}/community/${board}/\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const body = page.getByTestId('post-body');
    await expect(body.locator('img[src^="/uploads/"]')).toHaveCount(2);
    await expect(body.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);

    await page.goto(`${ORIGINS[brand]}/exam/detail/${exam!.examIdx}`);
    const embedded = page.getByTestId('info-room-post').filter({ hasText: title });
    await expect(embedded).toContainText('사진');
    await expect(embedded).toContainText('영상');
  });
}

test('a draft survives a reload and can be thrown away', async ({ page }) => {
  await registerOnCommunity(page, 'b', '임시저장간호사');
  await page.goto(`${COMMUNITY.b}/community/free/write`);
  const title = `야간 근무 끝나고 공부하는 방법 (${Date.now()})`;
  await page.getByLabel('제목', { exact: true }).fill(title);
  await typeBody(page, '퇴근 후 한 시간만 정해두고 합니다.');
  // The draft is written a moment after typing stops.
  await expect
    .poll(() => page.evaluate(() => Object.entries(localStorage).some(([key, value]) => key.startsWith('community-post-draft:') && value.includes('퇴근 후'))))
    .toBe(true);

  await page.reload();
  await expect(page.getByTestId('post-draft-restored')).toBeVisible();
  await expect(page.getByLabel('제목', { exact: true })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: '본문' })).toContainText('퇴근 후 한 시간만');

  await page.getByRole('button', { name: '처음부터 다시 쓰기' }).click();
  await expect(page.getByLabel('제목', { exact: true })).toHaveValue('');
  await page.reload();
  await expect(page.getByTestId('post-draft-restored')).toHaveCount(0);
});

test('the author edits a post and then deletes it; its address is then not found', async ({ page }) => {
  await registerOnCommunity(page, 'a', '고쳐쓰는취준생');
  await page.goto(`${COMMUNITY.a}/community/free/write`);
  await page.getByLabel('제목', { exact: true }).fill(`면접 스터디 구해요 (${Date.now()})`);
  await typeBody(page, '주 2회 강남역 근처에서 모여요.');
  // Nothing is sent while the title is blank.
  await page.getByLabel('제목', { exact: true }).fill('');
  await page.getByTestId('post-submit').click();
  await expect(page.getByText('제목을 입력해주세요.')).toBeVisible();
  const title = `면접 스터디 구해요 (${Date.now()})`;
  await page.getByLabel('제목', { exact: true }).fill(title);
  await page.getByTestId('post-submit').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const postPath = new URL(page.url()).pathname;

  await page.getByTestId('post-edit').click();
  await expect(page).toHaveURL(`${COMMUNITY.a}${postPath}/edit`);
  await page.getByLabel('제목', { exact: true }).fill(`${title} — 마감`);
  await page.getByTestId('post-submit').click();
  await expect(page).toHaveURL(`${COMMUNITY.a}${postPath}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} — 마감`);
  await expect(page.getByTestId('community-post')).toContainText('수정됨');

  await page.getByTestId('post-delete').click();
  await page.getByTestId('post-delete-confirm').click();
  await expect(page).toHaveURL(`${COMMUNITY.a}/community/free`);
  await expect(page.getByTestId('board-posts')).not.toContainText(title);
  expect((await page.goto(`${COMMUNITY.a}${postPath}`))?.status()).toBe(404);
});

test("another member's post offers no edit or delete, and its edit address is not found", async ({ page, browser }) => {
  const author = await (await browser.newContext()).newPage();
  await registerOnCommunity(author, 'a', '원글작성자');
  await author.goto(`${COMMUNITY.a}/community/free/write`);
  await author.getByLabel('제목', { exact: true }).fill(`남의 글 테스트 (${Date.now()})`);
  await typeBody(author, '다른 사람이 고칠 수 없어야 해요.');
  await author.getByTestId('post-submit').click();
  await expect(author.getByTestId('community-post')).toBeVisible();
  const postPath = new URL(author.url()).pathname;
  await author.close();

  await registerOnCommunity(page, 'a', '지나가던회원');
  await page.goto(`${COMMUNITY.a}${postPath}`);
  await expect(page.getByTestId('community-post')).toBeVisible();
  await expect(page.getByTestId('post-edit')).toHaveCount(0);
  await expect(page.getByTestId('post-delete')).toHaveCount(0);
  expect((await page.goto(`${COMMUNITY.a}${postPath}/edit`))?.status()).toBe(404);
});

test('a visitor asking to write is sent to the login with next', async ({ page }) => {
  await page.goto(`${COMMUNITY.b}/community/free/write`);
  await expect(page).toHaveURL(`${COMMUNITY.b}/login?next=${encodeURIComponent('/community/free/write')}`);
});

/** Each payload sets window.__xss or opens a dialog if it ever runs. */
const XSS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=3"></svg>',
  '<svg><script>window.__xss=4</script></svg>',
  '<a href="javascript:window.__xss=5">링크</a>',
  '<a href="JaVaScRiPt:window.__xss=6">링크</a>',
  '<a href="jav&#x09;ascript:window.__xss=7">링크</a>',
  '<iframe src="javascript:window.top.__xss=8"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=9</script>"></iframe>',
  '<iframe src="https://evil.example/"></iframe>',
  '<body onload="window.__xss=10">',
  '<div style="background:url(javascript:window.__xss=11)">x</div>',
  '<div style="width: expression(window.__xss=12)">x</div>',
  '<object data="javascript:window.__xss=13"></object>',
  '<embed src="javascript:window.__xss=14">',
  '<form action="javascript:window.__xss=15"><button>보내기</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=16">',
  '<img src="data:image/svg+xml,<svg onload=window.__xss=17>">',
  '<a href="data:text/html,<script>window.__xss=18</script>">링크</a>',
  '<details open ontoggle="window.__xss=19">x</details>',
  '<input autofocus onfocus="window.__xss=20">',
  '<video><source onerror="window.__xss=21"></video>',
  '<audio src=x onerror="window.__xss=22"></audio>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=23">',
  '<p <img src=x onerror="window.__xss=24">>broken</p>',
  '<img src=x onerror=window.__xss=25//',
  '"><script>window.__xss=26</script>',
  '<scr<script>ipt>window.__xss=27</scr</script>ipt>',
  '<base href="javascript:window.__xss=28//">',
  '<link rel="import" href="data:text/html,<script>window.__xss=29</script>">',
  '<style>@import "javascript:window.__xss=30";</style>',
  '<isindex action="javascript:window.__xss=31" type="image">',
];

test('an XSS corpus in a title, a body and comments never runs on the post page', async ({ page }) => {
  await registerOnCommunity(page, 'a', '보안점검회원');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${COMMUNITY.a}/community/free`);
  const created = await graphqlAsPage<{ createCommunityPost: { id: string } }>(
    page,
    COMMUNITY_GRAPHQL,
    'mutation ($input: CommunityPostInput!) { createCommunityPost(boardSlug: "free", input: $input) { id } }',
    { input: { title: `<script>window.__xss=100</script>보안 점검 ${Date.now()}`, bodyHtml: `<p>본문</p>${XSS.join('\n')}` } },
  );
  const postId = created.createCommunityPost.id;
  for (let i = 0; i < XSS.length; i += 11) {
    await graphqlAsPage(page, COMMUNITY_GRAPHQL, 'mutation ($input: CreateCommunityCommentInput!) { createCommunityComment(input: $input) { commentCount } }', {
      input: { postId, body: XSS.slice(i, i + 11).join(' ') },
    });
  }

  await page.goto(`${COMMUNITY.a}/community/free/${postId}`);
  await expect(page.getByTestId('comment-count')).toBeVisible();
  await expect(page.getByTestId('comment-thread').getByTestId('comment-item')).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('보안 점검');
  // Let anything that would run (onerror, onload, autofocus) have its chance.
  await page.waitForLoadState('load');
  await page.getByLabel('댓글 쓰기').focus();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const html = await page.getByTestId('post-body').innerHTML();
  expect(html).not.toMatch(/<script|\son\w+=|javascript:|<iframe(?![^>]*youtube-nocookie)|<object|<embed|<form|<meta|<base|<style/i);
});
