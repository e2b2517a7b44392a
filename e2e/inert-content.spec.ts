/**
 * What members and companies write cannot act on those who read it: a posting, a channel page, a community post and a
 * cover letter whose bodies were sent with an image that signs the reader out (`/logout?next=/`), images that report
 * the reader to another host (absolute and protocol-relative) and a link to /logout are opened by a member, and no
 * request goes to /logout, /sso/sign-out or the outside host; the member is still logged in afterwards. A GET of
 * /logout only asks; its button logs out.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { kstDayKey } from '../src/config/kst';
import { COMMUNITY, registerOnCommunity } from './support/community';
import { approveCompany, approvePostingAsAdmin, registerCompany } from './support/corporate';
import { COMMUNITY_GRAPHQL, graphqlAsPage, PORTAL_GRAPHQL } from './support/graphql';
import { PORTAL, registerOnPortal } from './support/portal';

const OUTSIDE_HOST = 'outside.example';
const ACTING = [
  '<img src="/logout?next=/" alt="">',
  `<img src="https://${OUTSIDE_HOST}/track.png" alt="">`,
  `<img src="//${OUTSIDE_HOST}/x.png" alt="">`,
  '<a href="/logout">로그아웃</a>',
].join('');
const BODY = `<p>무해한 본문입니다.</p>${ACTING}`;

/** Every request the context's pages make to sign-out or to the outside host, as `METHOD url`. */
function recordActingRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname === OUTSIDE_HOST || /^\/(?:logout|sso\/sign-out)(?:[/?]|$)/.test(`${url.pathname}${url.search}`)) {
      seen.push(`${request.method()} ${request.url()}`);
    }
  });
  return seen;
}

/** Whether the page's host still knows the member (its own host-only session cookie). */
async function profileStatus(page: Page): Promise<number> {
  return page.evaluate(async () => (await fetch('/apiV2/auth/profile')).status);
}

/**
 * Waits until the page has fetched what its content names: the load event (images and frames of the server's markup),
 * then every image in the document answered or failed (those hydration added). Not network idle: brand A pages hold
 * the chat's event stream open, so the network never goes quiet.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

const day = (offsetDays: number) => kstDayKey(Date.now() + offsetDays * 86_400_000);

/** A company whose channel introduction and published posting carry the payload; returns the channel url and posting id. */
async function publishActingPosting(page: Page, playwright: Parameters<typeof approveCompany>[0]): Promise<{ channelUrl: string; postingId: string }> {
  const { userId } = await registerCompany(page, '(주)무해한내용');
  await approveCompany(playwright, userId);
  const channelUrl = `e2e-inert-${Date.now().toString(36)}`;
  await graphqlAsPage(page, PORTAL_GRAPHQL, 'mutation ($input: ChannelInput!) { createChannel(input: $input) { id } }', {
    input: { url: channelUrl, title: '무해한내용', introduction: `채널 소개 ${ACTING}`, industry: 'IT', companySize: 'STARTUP' },
  });
  const draft = await graphqlAsPage<{ createPostingDraft: { id: string } }>(
    page,
    PORTAL_GRAPHQL,
    'mutation ($input: ManagedPostingInput!) { createPostingDraft(input: $input) { id } }',
    {
      input: {
        kind: 'CONTEST',
        title: `E2E 무해한 공모전 ${Date.now().toString(36)}`,
        organiserType: 'STARTUP',
        fields: ['IDEA'],
        targets: ['UNIVERSITY'],
        region: 'ONLINE',
        benefits: ['PRIZE'],
        prizeMoney: '1000000',
        applyUrl: 'https://saesol.example.com/apply',
        receptionStartDay: day(0),
        receptionEndDay: day(14),
        bodyHtml: BODY,
      },
    },
  );
  const postingId = draft.createPostingDraft.id;
  await graphqlAsPage(page, PORTAL_GRAPHQL, 'mutation ($id: ID!) { submitPostingForReview(id: $id) { id } }', { id: postingId });
  await approvePostingAsAdmin(playwright, postingId);
  return { channelUrl, postingId };
}

test('a posting page and a channel page whose company wrote acting content make no such request', async ({ browser, page, playwright }) => {
  test.slow();
  const { channelUrl, postingId } = await publishActingPosting(page, playwright);

  const reader = await browser.newContext();
  try {
    const member = await reader.newPage();
    await registerOnPortal(member, '무해독자');
    const acting = recordActingRequests(reader);

    await member.goto(`${PORTAL}/activity/${postingId}`);
    await expect(member.getByTestId('posting-body')).toContainText('무해한 본문입니다.');
    await settle(member);
    expect(await member.getByTestId('posting-body').locator('img').count()).toBe(0);

    await member.goto(`${PORTAL}/channel/${channelUrl}`);
    await expect(member.getByTestId('channel-introduction')).toContainText('채널 소개');
    // The introduction is text: its markup shows as written, never as elements.
    expect(await member.getByTestId('channel-introduction').locator('img, a').count()).toBe(0);
    await settle(member);

    expect(acting).toEqual([]);
    expect(await profileStatus(member)).toBe(200);
  } finally {
    await reader.close();
  }
});

test('a community post with acting content makes no such request', async ({ page }) => {
  await registerOnCommunity(page, 'a', '무해작성자');
  await page.goto(`${COMMUNITY.a}/community/free`);
  const created = await graphqlAsPage<{ createCommunityPost: { id: string } }>(
    page,
    COMMUNITY_GRAPHQL,
    'mutation ($input: CommunityPostInput!) { createCommunityPost(boardSlug: "free", input: $input) { id } }',
    { input: { title: `무해한 글 ${Date.now()}`, bodyHtml: BODY } },
  );
  const acting = recordActingRequests(page.context());

  await page.goto(`${COMMUNITY.a}/community/free/${created.createCommunityPost.id}`);
  await expect(page.getByTestId('post-body')).toContainText('무해한 본문입니다.');
  await settle(page);
  expect(await page.getByTestId('post-body').locator('img').count()).toBe(0);
  expect(await page.getByTestId('post-body').locator('a[href*="logout"]').count()).toBe(0);

  expect(acting).toEqual([]);
  expect(await profileStatus(page)).toBe(200);
});

test('a cover letter with acting content makes no such request', async ({ page }) => {
  await registerOnPortal(page, '무해지원자');
  const created = await graphqlAsPage<{ createCoverLetter: { id: string; version: number } }>(
    page,
    PORTAL_GRAPHQL,
    'mutation ($title: String) { createCoverLetter(title: $title) { id version } }',
    { title: '무해한 자기소개서' },
  );
  const { id, version } = created.createCoverLetter;
  await graphqlAsPage(page, PORTAL_GRAPHQL, 'mutation ($input: SaveCoverLetterInput!) { saveCoverLetter(input: $input) { id } }', {
    input: {
      id,
      baseVersion: version,
      title: '무해한 자기소개서',
      company: '무해한내용',
      job: '마케팅',
      postingId: null,
      questions: [{ question: '지원 동기를 적어주세요.', charLimit: 2000, answer: `지원 동기 ${ACTING}` }],
    },
  });
  const acting = recordActingRequests(page.context());

  await page.goto(`${PORTAL}/self-introduction/${id}`);
  await expect(page.getByTestId('question-block')).toHaveCount(1);
  await settle(page);

  expect(acting).toEqual([]);
  expect(await profileStatus(page)).toBe(200);
});

test('a GET of /logout only asks; its 로그아웃 button signs out and returns to next', async ({ page }) => {
  await registerOnPortal(page, '확인후로그아웃');
  await page.goto(`${PORTAL}/logout?next=${encodeURIComponent(`${PORTAL}/calendar`)}`);
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  expect(await profileStatus(page)).toBe(200);

  const post = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/logout');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await post;
  await expect(page).toHaveURL(`${PORTAL}/calendar`);
  expect(await profileStatus(page)).toBe(401);
});
