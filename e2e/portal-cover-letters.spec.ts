/**
 * 자기소개서 as student@careerroad.kr, each test on a letter of its own (created in the test, so
 * nothing another spec reads changes): an answer of exactly 500 characters shows 공백 포함 500, 공백 제외 and UTF-8
 * bytes as counted here independently; autosave reaches "저장됨", a reload finds the text, an older version is
 * compared and restored; a save failing on the network keeps the text in the browser and goes through on retry; a
 * second tab's stale save shows the Korean conflict message, keeps its text and loads the
 * latest; the list deletes after a Korean confirm; another member's letter is the not-found page; visitors go to the
 * login with `next`; axe finds no WCAG 2.1 AA violation on the list and the editor.
 *
 * Members log in on the portal page itself, whose fetch sets brand A's session cookie in the browser (ADR 44).
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoWcagViolations } from './support/axe';
import { ACCOUNTS } from './support/accounts';
import { PORTAL, loginOnPortal } from './support/portal';
import { REQUIRED_CONSENTS } from './support/sign-up';

const STALE_MESSAGE = '다른 창에서 먼저 저장된 내용이 있습니다. 최신 내용을 불러온 뒤 다시 저장해주세요.';

/** A letter of the logged-in member, made through the API (the UI's 새 자기소개서 is its own test). */
async function createLetter(page: Page, title: string): Promise<string> {
  const id = await page.evaluate(async (title) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation ($title: String) { createCoverLetter(title: $title) { id } }', variables: { title } }),
    });
    return (await response.json()).data.createCoverLetter.id as string;
  }, title);
  return id;
}

/** Exactly 500 characters (code points) with spaces and line breaks. */
const ANSWER = [...'저는 데이터로 고객을 이해하는 마케터가 되고 싶습니다. 작은 실험을 꾸준히 반복했습니다.\n'.repeat(12)].slice(0, 500).join('');
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

test('a 500-character answer shows the three counts, autosaves, survives a reload, and an older version is restored', async ({ page }) => {
  expect([...ANSWER]).toHaveLength(500);
  expect(ANSWER).toContain('\n');
  const withoutSpaces = [...ANSWER].filter((c) => !/\s/u.test(c)).length;
  const bytes = Buffer.byteLength(ANSWER, 'utf8');

  await loginOnPortal(page, ACCOUNTS.student);
  await page.goto(`${PORTAL}/self-introduction/manage`);
  await page.getByTestId('cover-letter-new').click();
  await expect(page).toHaveURL(/\/self-introduction\/[0-9a-f-]{36}$/);
  const letterUrl = page.url();

  const title = `마케팅 지원서 ${Date.now()}`;
  await page.getByTestId('letter-title').fill(title);
  await page.getByTestId('letter-company').fill('커리어로드');
  await page.getByTestId('letter-job').fill('마케팅');
  const block = page.getByTestId('question-block').first();
  await block.getByTestId('question-text').fill('지원 동기를 적어주세요.');
  await block.getByTestId('question-limit').fill('1000');
  await block.getByTestId('answer-text').fill(ANSWER);

  await expect(block.getByTestId('count-with-spaces')).toHaveText('500자 / 1,000자');
  await expect(block.getByTestId('count-without-spaces')).toHaveText(`${grouped(withoutSpaces)}자`);
  await expect(block.getByTestId('count-bytes')).toHaveText(`${grouped(bytes)} byte`);
  await expect(block.getByTestId('answer-counts')).toHaveAttribute('data-over', 'false');
  // Over a lower limit the count turns red and says by how much.
  await block.getByTestId('question-limit').fill('400');
  await expect(block.getByTestId('answer-counts')).toHaveAttribute('data-over', 'true');
  await expect(block.getByTestId('answer-counts')).toContainText('500자 / 400자 (100자 초과)');
  await block.getByTestId('question-limit').fill('1000');

  // 복사 puts the answer on the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: PORTAL });
  await block.getByTestId('answer-copy').click();
  await expect(page.getByText('복사되었습니다.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ANSWER);

  // Autosave a few seconds after typing stops.
  await expect(page.getByTestId('save-state')).toHaveText(/^저장됨 오[전후] \d{1,2}:\d{2}$/, { timeout: 15_000 });
  // 저장 keeps this text in the version history.
  await page.getByTestId('letter-save').click();
  await expect(page.getByText('저장했습니다. 버전 기록에 남겼어요.')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('question-block').first().getByTestId('answer-text')).toHaveValue(ANSWER);
  await expect(page.getByTestId('letter-title')).toHaveValue(title);
  await expect(page.getByTestId('recovered-box')).toHaveCount(0);

  // Rewrite the answer and keep that too.
  await block.getByTestId('answer-text').fill('고쳐 쓴 짧은 답변입니다.');
  await expect(block.getByTestId('count-with-spaces')).toHaveText('14자 / 1,000자');
  await page.getByTestId('letter-save').click();
  await expect(page.getByText('저장했습니다. 버전 기록에 남겼어요.').first()).toBeVisible();
  await expect(page.getByTestId('save-state')).toHaveText(/^저장됨/);

  // The history: newest first; the one before the rewrite holds the 500 characters.
  await page.getByTestId('history-toggle').click();
  const items = page.getByTestId('version-history').getByTestId('version-item');
  await expect(items.first()).toContainText('(현재)');
  // Kept versions are 버전 1, 2, 3… newest first, without the gaps autosaves between them used to leave.
  const numbers = (await items.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-number'))))).reverse();
  expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  await expect(items.first()).toContainText(`버전 ${numbers.length}`);
  const older = items.nth(1);
  await older.getByRole('button', { name: /비교$/ }).click();
  const compare = page.getByTestId('version-compare');
  await expect(compare.getByTestId('diff-text').locator('ins')).toHaveText(['고쳐 쓴 짧은 답변입니다.']);
  await expect(compare.getByTestId('diff-text').locator('del').first()).toContainText('저는 데이터로');
  await older.getByRole('button', { name: /복원$/ }).click();
  await expect(page.getByTestId('version-restore-dialog')).toContainText('되돌릴까요?');
  await page.getByTestId('version-restore-dialog-confirm').click();
  await expect(block.getByTestId('answer-text')).toHaveValue(ANSWER);
  await expect(block.getByTestId('count-with-spaces')).toHaveText('500자 / 1,000자');

  // The restore is saved on the server.
  await page.goto(letterUrl);
  await expect(page.getByTestId('question-block').first().getByTestId('answer-text')).toHaveValue(ANSWER);
});

test("a second tab's stale save shows the Korean conflict message, keeps its text and loads the latest", async ({ page, context }) => {
  await loginOnPortal(page, ACCOUNTS.student);
  const id = await createLetter(page, `충돌 확인 ${Date.now()}`);
  const url = `${PORTAL}/self-introduction/${id}`;
  await page.goto(url);
  const second = await context.newPage();
  await second.goto(url);
  const answerOf = (p: Page) => p.getByTestId('question-block').first().getByTestId('answer-text');
  await expect(answerOf(second)).toHaveValue('');

  await answerOf(page).fill('첫 번째 창에서 쓴 글');
  await page.getByTestId('letter-save').click();
  await expect(page.getByText('저장했습니다. 버전 기록에 남겼어요.')).toBeVisible();

  // The second tab still holds the version before that save.
  await answerOf(second).fill('두 번째 창에서 쓴 글');
  await answerOf(second).blur();
  await expect(second.getByTestId('save-error')).toContainText(STALE_MESSAGE, { timeout: 15_000 });
  await expect(second.getByTestId('save-state')).toHaveText('저장 충돌');
  await expect(answerOf(second)).toHaveValue('두 번째 창에서 쓴 글');

  await second.getByTestId('load-latest').click();
  await expect(answerOf(second)).toHaveValue('첫 번째 창에서 쓴 글');
  await expect(second.getByTestId('mine-box')).toContainText('두 번째 창에서 쓴 글');
  await expect(second.getByTestId('save-error')).toHaveCount(0);

  // Nothing was overwritten on the server.
  await page.reload();
  await expect(answerOf(page)).toHaveValue('첫 번째 창에서 쓴 글');
  // The second tab's text is still kept in the browser (it is on no server): opened again, the letter offers it back.
  await expect(page.getByTestId('recovered-box')).toBeVisible();
  await second.close();
  await page.getByTestId('recovered-apply').click();
  await expect(answerOf(page)).toHaveValue('두 번째 창에서 쓴 글');
  await expect(page.getByTestId('save-state')).toHaveText(/^저장됨/, { timeout: 15_000 });
});

test('a save that fails on the network keeps the text, says so, goes through on retry or reconnect, and survives a closed tab', async ({ page }) => {
  await loginOnPortal(page, ACCOUNTS.student);
  const id = await createLetter(page, `네트워크 오류 ${Date.now()}`);
  await page.goto(`${PORTAL}/self-introduction/${id}`);
  const answer = page.getByTestId('question-block').first().getByTestId('answer-text');
  await expect(answer).toHaveValue('');

  // Saves fail as if the connection dropped.
  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('SaveCoverLetter') ? route.abort('internetdisconnected') : route.fallback(),
  );
  await answer.fill('연결이 끊겨도 남아야 하는 글');
  await answer.blur();
  await expect(page.getByTestId('save-state')).toHaveText('저장 실패 — 다시 시도', { timeout: 15_000 });
  const kept = await page.evaluate((key) => localStorage.getItem(key), `careerroad:cover-letter-draft:${id}`);
  expect(kept).toContain('연결이 끊겨도 남아야 하는 글');

  await page.unroute('**/graphql');
  await page.getByTestId('save-state').getByRole('button', { name: '저장 실패 — 다시 시도' }).click();
  await expect(page.getByTestId('save-state')).toHaveText(/^저장됨/);
  expect(await page.evaluate((key) => localStorage.getItem(key), `careerroad:cover-letter-draft:${id}`)).toBeNull();
  await page.reload();
  await expect(answer).toHaveValue('연결이 끊겨도 남아야 하는 글');

  // Offline the state says so, and the save goes through by itself once the connection is back.
  await page.context().setOffline(true);
  await answer.fill('오프라인에서 쓴 글');
  await answer.blur();
  await expect(page.getByTestId('save-state')).toHaveText('오프라인 — 연결되면 저장합니다', { timeout: 15_000 });
  await page.context().setOffline(false);
  await expect(page.getByTestId('save-state')).toHaveText(/^저장됨/);
  await page.reload();
  await expect(answer).toHaveValue('오프라인에서 쓴 글');

  // Offline, a tab is closed before its save could go through (the one sent as the tab is hidden fails too): the
  // next visit offers the text back.
  const context = page.context();
  await context.setOffline(true);
  await answer.fill('창을 닫기 전에 쓴 글');
  await answer.blur();
  await expect(page.getByTestId('save-state')).toHaveText('오프라인 — 연결되면 저장합니다', { timeout: 15_000 });
  await page.close();
  await context.setOffline(false);
  const reopened = await context.newPage();
  await reopened.goto(`${PORTAL}/self-introduction/${id}`);
  const answerAgain = reopened.getByTestId('question-block').first().getByTestId('answer-text');
  await expect(answerAgain).toHaveValue('오프라인에서 쓴 글');
  await expect(reopened.getByTestId('recovered-box')).toContainText('저장되지 않은 내용이 있습니다');
  await reopened.getByTestId('recovered-apply').click();
  await expect(answerAgain).toHaveValue('창을 닫기 전에 쓴 글');
  await expect(reopened.getByTestId('save-state')).toHaveText(/^저장됨/, { timeout: 15_000 });
  await reopened.reload();
  await expect(answerAgain).toHaveValue('창을 닫기 전에 쓴 글');
  await expect(reopened.getByTestId('recovered-box')).toHaveCount(0);
});

test("the list deletes after a Korean confirm; another member's letter is the not-found page; axe on list and editor", async ({ page, browser }) => {
  await loginOnPortal(page, ACCOUNTS.student);
  const title = `삭제할 자기소개서 ${Date.now()}`;
  const id = await createLetter(page, title);

  await page.goto(`${PORTAL}/self-introduction/${id}`);
  await expect(page.getByTestId('question-block')).toHaveCount(1);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoWcagViolations(page);
  await page.getByTestId('history-toggle').click();
  await expect(page.getByTestId('version-item')).toHaveCount(1);
  await expectNoWcagViolations(page);

  // Another member: the not-found page.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto(`${PORTAL}/nav`);
  const email = `letters-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.kr`;
  const registered = await other.evaluate(
    async (body) =>
      (await fetch('/apiV2/auth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    { email, password: 'letters123', username: '다른회원', type: 'NORMAL', ...REQUIRED_CONSENTS },
  );
  expect(registered).toBe(201);
  const response = await other.goto(`${PORTAL}/self-introduction/${id}`);
  expect(response?.status()).toBe(404);
  await otherContext.close();

  await page.goto(`${PORTAL}/self-introduction/manage`);
  const list = page.getByTestId('cover-letter-list');
  await expect(list).toContainText(title);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoWcagViolations(page);
  const row = list.getByTestId('cover-letter-item').filter({ hasText: title });
  await expect(row).toContainText('문항 1개');
  await row.getByRole('button', { name: `${title} 삭제` }).click();
  const dialog = page.getByTestId('cover-letter-delete-dialog');
  await expect(dialog).toContainText('자기소개서를 삭제할까요?');
  await expectNoWcagViolations(page);
  await page.getByTestId('cover-letter-delete-dialog-confirm').click();
  await expect(page.getByText('자기소개서를 삭제했습니다.')).toBeVisible();
  await expect(list.getByTestId('cover-letter-item').filter({ hasText: title })).toHaveCount(0);
});

test('visitors are sent to the login with next', async ({ page }) => {
  for (const path of ['/self-introduction/manage', '/self-introduction/3f2504e0-4f89-11d3-9a0c-0305e82c3301']) {
    await page.goto(`${PORTAL}${path}`);
    await expect(page).toHaveURL(`${PORTAL}/login?next=${encodeURIComponent(path)}`);
  }
});
