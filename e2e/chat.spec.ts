/**
 * The live-chat panel of brand A (spec §4 chat panel and frame messages, §7.3, §9; ADR 6): the frame of the chat
 * site loads lazily, the header toggles it, rooms and messages are real and live, chatOpenType links open a room
 * and leave the address bar, and the frame's messages (close, login, share, copy, link) act on the page.
 * Tests that read rooms use fresh members or hr@careerroad.kr, so the student's seeded unread count stays 3.
 */
import { type BrowserContext, expect, type FrameLocator, type Page, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { BRAND_A, E2E_PORT } from './support/hosts';
import { graphqlAsPage, PORTAL_GRAPHQL } from './support/graphql';
import { loginViaApi } from './support/session';
import { freeExamsOf, registerMember } from './support/solve';

const CHAT_ORIGIN = `http://chat.careerroad.localhost:${E2E_PORT}`;

const chatFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title="채팅"]');
const chatToggle = (page: Page) => page.getByTestId('desktop-header').getByRole('button', { name: /^채팅( [0-9+]+개)?$/ });

async function openExamRoom(page: Page, slug: string): Promise<{ examIdx: number; frame: FrameLocator }> {
  await page.goto(`${BRAND_A}/`);
  const [exam] = await freeExamsOf(page, slug);
  await page.goto(`${BRAND_A}/exam/detail/${exam!.examIdx}`);
  await page.getByTestId('exam-chat-button').click();
  await expect(page.getByTestId('chat-panel')).toBeVisible();
  return { examIdx: exam!.examIdx, frame: chatFrame(page) };
}

async function joinAndSend(frame: FrameLocator, text: string) {
  await frame.getByRole('button', { name: '참여하기' }).click();
  await send(frame, text);
}

const messageIn = (frame: FrameLocator, text: string) => frame.getByTestId('chat-message').filter({ hasText: text });

async function send(frame: FrameLocator, text: string) {
  await frame.getByPlaceholder('메시지를 입력하세요').fill(text);
  await frame.getByRole('button', { name: '보내기' }).click();
  await expect(messageIn(frame, text)).toBeVisible();
}

/** Exam rooms are shared by every test (one room per exam): a tag keeps each run's messages apart. */
const tagged = (text: string) => `${text} #${Math.random().toString(36).slice(2, 7)}`;

/** Portal GraphQL as the page's member (same origin, cookie). */
const portalGraphql = <T>(page: Page, query: string, variables: Record<string, unknown> = {}) =>
  graphqlAsPage<T>(page, PORTAL_GRAPHQL, query, variables);

async function joinExamRoomViaApi(page: Page, examIdx: number): Promise<string> {
  const { cbtExamChatRoom } = await portalGraphql<{ cbtExamChatRoom: { id: string } }>(
    page,
    'query ($id: Int!) { cbtExamChatRoom(cbtExamId: $id) { id } }',
    { id: examIdx },
  );
  await portalGraphql(page, 'mutation ($id: ID!) { joinChatRoom(chatRoomId: $id) { chatRoomId } }', { id: cbtExamChatRoom.id });
  return cbtExamChatRoom.id;
}

async function newMember(browser: import('@playwright/test').Browser, username: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await registerMember(context, 'a', username);
  return { context, page: await context.newPage() };
}

test('a visitor: the frame loads after the page, the header opens it, and its login button goes to the login page', async ({ page }) => {
  await page.goto(`${BRAND_A}/exam/psat`);
  // Loaded but closed: the frame exists, the panel is hidden.
  const panel = page.getByTestId('chat-panel');
  await expect(panel).toHaveAttribute('data-state', 'closed');
  await expect(page.locator('iframe[title="채팅"]')).toHaveAttribute(
    'src',
    `${CHAT_ORIGIN}/?parentOrigin=${encodeURIComponent(BRAND_A)}`,
  );
  await expect(panel).toBeHidden();

  await chatToggle(page).click();
  await expect(panel).toBeVisible();
  await expect(chatToggle(page)).toHaveAttribute('aria-pressed', 'true');
  const frame = chatFrame(page);
  await expect(frame.getByText('로그인이 필요한 서비스입니다.')).toBeVisible();
  await frame.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(`${BRAND_A}/login?redirect=${encodeURIComponent('/exam/psat')}`);
});

test('the header toggles the panel, and the frame close button and Escape close it', async ({ page }) => {
  await page.goto(`${BRAND_A}/`);
  const panel = page.getByTestId('chat-panel');
  await chatToggle(page).click();
  await expect(panel).toBeVisible();
  await chatToggle(page).click();
  await expect(panel).toBeHidden();
  await chatToggle(page).click();
  await chatFrame(page).getByTestId('chat-close').first().click();
  await expect(panel).toBeHidden();
  await chatToggle(page).click();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('a member sees their rooms with unread counts; opening one reads it and the header badge follows', async ({ browser }) => {
  const reader = await newMember(browser, '읽는수험생');
  const writer = await newMember(browser, '쓰는수험생');
  try {
    await writer.page.goto(`${BRAND_A}/`);
    const exams = await freeExamsOf(writer.page, 'psat');
    const exam = exams[exams.length - 1]!;
    await reader.page.goto(`${BRAND_A}/`);
    const roomId = await joinExamRoomViaApi(reader.page, exam.examIdx);
    await joinExamRoomViaApi(writer.page, exam.examIdx);
    const text = tagged('오늘 자료해석 10문제 같이 풀어요');
    await portalGraphql(writer.page, 'mutation ($id: ID!, $body: String!) { sendChatMessage(chatRoomId: $id, body: $body) { id } }', {
      id: roomId,
      body: text,
    });

    const page = reader.page;
    await page.reload();
    const badge = page.getByTestId('desktop-header').getByTestId('desktop-chat-count');
    await expect(badge).toHaveText(/^[1-9]/);
    await chatToggle(page).click();
    const frame = chatFrame(page);
    const room = frame.getByTestId('chat-room-item').filter({ hasText: `${exam.title} 채팅방` });
    await expect(room.getByTestId('chat-room-unread')).toBeVisible();
    await room.click();
    await expect(messageIn(frame, text)).toContainText('쓰는수험생');
    // Reading the room clears the header badge (the frame tells the page the unread total changed).
    await expect(badge).toHaveCount(0);
    await frame.getByTestId('chat-back').click();
    await expect(room.getByTestId('chat-room-unread')).toHaveCount(0);
  } finally {
    await reader.context.close();
    await writer.context.close();
  }
});

test('the seeded study room is in the list of its members', async ({ page, context }) => {
  await loginViaApi(context, BRAND_A, ACCOUNTS.corporate);
  await page.goto(`${BRAND_A}/`);
  await chatToggle(page).click();
  await expect(chatFrame(page).getByTestId('chat-room-item').filter({ hasText: '공기업 NCS 스터디방' })).toBeVisible();
});

test('two members talk live in an exam room opened from the exam page', async ({ browser }) => {
  const first = await newMember(browser, '첫째수험생');
  const second = await newMember(browser, '둘째수험생');
  try {
    const a = await openExamRoom(first.page, 'korean-history');
    // only-room: the exam room alone, no way back to a list.
    await expect(a.frame.getByText('이 시험을 준비하는 사람들과 이야기해 보세요.')).toBeVisible();
    await expect(a.frame.getByTestId('chat-back')).toHaveCount(0);
    const hello = tagged('한국사 3회차 같이 풀어요');
    const reply = tagged('좋아요, 저녁 8시 어때요?');
    const bye = tagged('네 8시에 봬요');
    await joinAndSend(a.frame, hello);

    const b = await openExamRoom(second.page, 'korean-history');
    // Not a member yet: the invitation, no messages. Once joined, the room's history is there.
    await expect(b.frame.getByText('이 시험을 준비하는 사람들과 이야기해 보세요.')).toBeVisible();
    await expect(messageIn(b.frame, hello)).toHaveCount(0);
    await joinAndSend(b.frame, reply);
    await expect(messageIn(b.frame, hello)).toBeVisible();
    // Live: the first member sees the reply without reloading, with the sender's name.
    await expect(messageIn(a.frame, reply)).toContainText('둘째수험생');
    await send(a.frame, bye);
    await expect(messageIn(b.frame, bye)).toBeVisible();
  } finally {
    await first.context.close();
    await second.context.close();
  }
});

test('a chatOpenType link opens the room after a second, then leaves the address bar', async ({ page, context }) => {
  await registerMember(context, 'a', '링크수험생');
  const { frame } = await openExamRoom(page, 'major-company');
  const text = tagged('링크로 들어오세요');
  await joinAndSend(frame, text);
  const { chatRooms } = await portalGraphql<{ chatRooms: Array<{ id: string; kind: string }> }>(page, '{ chatRooms { id kind } }');
  const roomId = chatRooms.find((room) => room.kind === 'EXAM')!.id;

  await page.goto(`${BRAND_A}/exam/psat?page=1&chatOpenType=only-room&chatRoomId=${roomId}`);
  const panel = page.getByTestId('chat-panel');
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(`${BRAND_A}/exam/psat?page=1`);
  await expect(messageIn(chatFrame(page), text)).toBeVisible();
});

test('frame messages: copying shows 복사되었습니다., a link opens a new window, share opens the dialog with the room link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BRAND_A });
  await registerMember(context, 'a', '공유수험생');
  const { frame } = await openExamRoom(page, 'public-company');
  const text = tagged('참고 자료 https://example.com/ncs-guide 확인해 보세요');
  await joinAndSend(frame, text);

  await messageIn(frame, text).getByRole('button', { name: '메시지 복사' }).click();
  await expect(page.getByText('복사되었습니다.')).toBeVisible();

  // No internet in CI: the outside page is answered locally; what matters is which URL the new window opens.
  await context.route('https://example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>외부 페이지</p>' }));
  const popup = context.waitForEvent('page');
  await messageIn(frame, text).getByRole('link', { name: 'https://example.com/ncs-guide' }).click();
  expect((await popup).url()).toBe('https://example.com/ncs-guide');

  await frame.getByTestId('chat-share').click();
  const dialog = page.getByTestId('share-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: '공유 주소' })).toHaveValue(
    new RegExp(`^${BRAND_A.replace(/[.]/g, '\\.')}/\\?chatOpenType=only-room&chatRoomId=[0-9a-f-]+$`),
  );
});

test('liking an exam joins its chat room, so the room is in the member’s list', async ({ page, context }) => {
  await registerMember(context, 'a', '관심수험생');
  await page.goto(`${BRAND_A}/`);
  const [exam] = await freeExamsOf(page, 'psat');
  await page.goto(`${BRAND_A}/exam/detail/${exam!.examIdx}`);
  await page.getByTestId('like-button').click();
  await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
  await chatToggle(page).click();
  await expect(chatFrame(page).getByTestId('chat-room-list')).toContainText(`${exam!.title} 채팅방`);
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the mobile header chat icon opens the panel full screen', async ({ page }) => {
    await page.goto(`${BRAND_A}/`);
    await page.getByTestId('mobile-header').getByRole('button', { name: /^채팅( [0-9+]+개)?$/ }).click();
    const panel = page.getByTestId('chat-panel');
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390 });
    await expect(chatFrame(page).getByText('로그인이 필요한 서비스입니다.')).toBeVisible();
  });
});
