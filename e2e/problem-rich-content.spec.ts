/**
 * Rich problem content for takers (ADR 34): problems and passages written in the console's editor are stored
 * as the server's sanitised HTML (tables, our own uploaded images, formulas as KaTeX MathML) and every solving screen
 * shows them as they are, while TEXT problems look as before.
 *
 * Brand A's operator, logged in on the console host (admin.careerroad.localhost), uploads an image through the signed pipeline
 * from that host and, through the authoring API, makes a draft exam (title prefix `가져오기 시험 `, so other specs'
 * freeExamsOf skips it; unpublished at the end) with one paper: an HTML passage, an HTML problem with a wide table,
 * inline math in the stem, a choice and the explanation, and the image, and a TEXT problem with the pipe-table
 * convention. A fresh member solves it in mock mode (also on a 390 px phone: the table scrolls in its own box, the
 * page does not), opens the solution and the wrong-answer note, and solves it in one-question mode; axe on each
 * screen. Brand B's content editor publishes an HTML problem on cbt.nursepass.localhost, which a visitor reads on the
 * single-problem page.
 */
import { type APIRequestContext, expect, type Locator, type Page, request, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts';
import { expectNoWcagViolations } from './support/axe';
import { ADMIN } from './support/corporate';
import { BRAND_A, BRAND_B, E2E_PORT, LOOPBACK } from './support/hosts';
import { fillLoginForm, postAsSite } from './support/session';
import {
  apiJson,
  choose,
  expectAllSaved,
  IMPORTED_EXAM_TITLE_PREFIX,
  papersOf,
  problemCard,
  registerMember,
  startPaper,
  submitSheet,
} from './support/solve';

const CONSOLE_A = `http://admin.careerroad.localhost:${E2E_PORT}`;
const EDITOR_B = { email: 'editor@nursepass.co.kr', password: DEMO_PASSWORD };

// A 12×8 PNG (a solid block): big enough to see, small enough to inline.
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAwAAAAICAIAAABChommAAAAEUlEQVR4nGOQj/tPEDGMKgIAE/aOgV/wB8wAAAAASUVORK5CYII=';

/** Eight columns of unbreakable headings: about 900 px wide, far wider than a phone. */
const WIDE_TABLE =
  '<table><tbody><tr>' +
  ['구분', '2019년 상반기', '2019년 하반기', '2020년 상반기', '2020년 하반기', '2021년 상반기', '2021년 하반기', '합계'].map((h) => `<th>${h}</th>`).join('') +
  '</tr><tr>' +
  ['매출액', '1,204,000', '1,318,500', '1,122,700', '1,450,300', '1,502,900', '1,611,200', '8,209,600'].map((c) => `<td>${c}</td>`).join('') +
  '</tr></tbody></table>';

const SUBJECT = '수리능력';

interface Prepared {
  attachment: { id: string; url: string };
  signedURL: string;
}

/** The console page's own same-origin call to the portal GraphQL (the operator's cookie on the console host). */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const { status, body } = await apiJson<{ data?: T; errors?: unknown }>(page, '/graphql', { method: 'POST', body: { query, variables } });
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** Uploads the PNG as the editor does: prepare → PUT to the signed URL → complete; resolves to `/uploads/<key>`. */
async function uploadImageFromConsole(page: Page): Promise<string> {
  const size = Buffer.from(PNG_BASE64, 'base64').length;
  const { attachmentPrepareUpload: prepared } = await graphql<{ attachmentPrepareUpload: Prepared }>(
    page,
    'mutation ($name: String!, $size: Int!, $type: String!) { attachmentPrepareUpload(name: $name, size: $size, type: $type) { attachment { id url } signedURL } }',
    { name: '그래프.png', size, type: 'image/png' },
  );
  const put = await page.evaluate(
    async ({ url, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const response = await fetch(url, { method: 'PUT', body: bytes, headers: { 'content-type': 'image/png' }, credentials: 'same-origin' });
      return response.status;
    },
    { url: prepared.signedURL, base64: PNG_BASE64 },
  );
  expect(put).toBe(200);
  const { attachmentCompleteUpload: done } = await graphql<{ attachmentCompleteUpload: { url: string } }>(
    page,
    'mutation ($id: ID!) { attachmentCompleteUpload(attachmentID: $id) { url } }',
    { id: prepared.attachment.id },
  );
  expect(done.url).toMatch(/^\/uploads\//);
  return done.url;
}

async function created<T>(result: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await result;
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

/** A sub-type of the brand's catalogue (any type of the brand takes exams). */
async function someExamTypeId(page: Page): Promise<number> {
  const { body } = await apiJson<{ items: Array<{ id: number; parentId: number | null }> }>(page, '/apiV2/exam-types');
  const leaf = body.items.find((item) => item.parentId !== null);
  expect(leaf).toBeTruthy();
  return leaf!.id;
}

/** The rendered HTML content of one field: what the server stored, shown through ProblemText. */
function htmlIn(scope: Locator): Locator {
  return scope.locator('[data-format="HTML"]');
}

async function expectImageLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

/** Problem 1 as written: the wide table's cells, the stem's and a choice's formula as MathML, the uploaded image. */
async function expectRichProblem(card: Locator): Promise<void> {
  const stem = htmlIn(card).first();
  await expect(stem.locator('th')).toHaveCount(8);
  await expect(stem.locator('td')).toHaveCount(8);
  await expect(stem.locator('td').first()).toHaveText('매출액');
  await expect(stem.locator('.math-inline math')).toHaveCount(1);
  await expect(stem.locator('.math-inline')).toHaveAttribute('data-latex', 'x^2+1');
  await expectImageLoaded(stem.locator('img'));
  // The choice holds phrasing content only, its formula as MathML too.
  const choice = card.locator('label[data-choice="1"]');
  await expect(choice.locator('[data-format="HTML"] math')).toHaveCount(1);
  await expect(choice).toContainText('만큼 증가');
}

/** Problem 2 is TEXT and looks as before: paragraphs, the pipe table with column headings, markup shown as text. */
async function expectTextProblem(card: Locator): Promise<void> {
  await expect(card.locator('[data-format="HTML"]')).toHaveCount(0);
  await expect(card.locator('thead th[scope="col"]')).toHaveText(['항목', '값']);
  await expect(card.locator('tbody td')).toHaveText(['pH', '7.32']);
  await expect(card).toContainText('<b>그대로</b>');
  await expect(card.locator('b')).toHaveCount(0);
}

test('brand A: an HTML problem with a table, math and an uploaded image, beside a TEXT one, on every solving screen', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const examTitle = `${IMPORTED_EXAM_TITLE_PREFIX}서식 ${Date.now() % 1e6}`;

  // 1. The operator, on the console host: an upload through the signed pipeline, then the paper through the API.
  await page.goto(`${CONSOLE_A}/exams`);
  await expect(page).toHaveURL(/\/login\?next=/);
  await fillLoginForm(page, ADMIN);
  await expect(page).toHaveURL(`${CONSOLE_A}/exams`);
  const imageUrl = await uploadImageFromConsole(page);
  const examTypeId = await someExamTypeId(page);
  const exam = await created(apiJson<{ examIdx: number }>(page, '/apiV2/admin/exams', { method: 'POST', body: { examTypeId, title: examTitle } }));
  const paper = await created(
    apiJson<{ examDetailIdx: number }>(page, `/apiV2/admin/exams/${exam.examIdx}/exam-details`, {
      method: 'POST',
      body: { title: '서식 회차', timeLimitMinutes: 30 },
    }),
  );
  const passage = await created(
    apiJson<{ passageId: number }>(page, `/apiV2/admin/exam-details/${paper.examDetailIdx}/passages`, {
      method: 'POST',
      body: {
        title: '매출 자료',
        format: 'HTML',
        body: '<p>다음은 <strong>A 회사</strong>의 반기별 매출액이다.</p><ul><li>단위: 천 원</li></ul>',
      },
    }),
  );
  const rich = await created(
    apiJson<{ multipleProblemIdx: number; stem: string }>(page, `/apiV2/admin/exam-details/${paper.examDetailIdx}/problems`, {
      method: 'POST',
      body: {
        format: 'HTML',
        passageId: passage.passageId,
        subject: SUBJECT,
        stem: `<p>표를 보고 <span data-latex="x^2+1"></span>의 값으로 옳은 것을 고르시오.</p>${WIDE_TABLE}<p><img src="${imageUrl}" alt="매출 그래프"></p>`,
        choices: ['<span data-latex="\\frac{1}{2}"></span> 만큼 증가', '<strong>변화 없음</strong>', '감소<br>(전년 대비)', '알 수 없음'],
        answer: 1,
        explanation: '<p>증가분은 <span data-latex="\\frac{1}{2}"></span>이다.</p>',
      },
    }),
  );
  // The server filled the formula with MathML itself (the input span was empty).
  expect(rich.stem).toContain('<math');
  await created(
    apiJson(page, `/apiV2/admin/exam-details/${paper.examDetailIdx}/problems`, {
      method: 'POST',
      body: {
        subject: SUBJECT,
        stem: 'TEXT 문제: 다음 결과에서 옳은 것은? <b>그대로</b>\n\n| 항목 | 값 |\n| --- | --- |\n| pH | 7.32 |',
        choices: ['산증', '알칼리증', '정상', '판단 불가'],
        answer: 1,
        explanation: 'pH가 7.35보다 낮다.',
      },
    }),
  );
  const publish = await apiJson(page, `/apiV2/admin/exams/${exam.examIdx}/publish`, { method: 'POST' });
  expect(publish.status, JSON.stringify(publish.body)).toBe(200);

  try {
    // 2. Mock mode: the passage, both problems, axe; then the phone.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await registerMember(memberContext, 'a', '서식응시자');
    await member.goto(`${BRAND_A}/`);
    const [takerPaper] = await papersOf(member, exam.examIdx);
    await startPaper(member, BRAND_A, takerPaper!, 'MOCK');
    const passageBox = member.getByTestId('passage').first();
    await expect(htmlIn(passageBox).locator('strong')).toHaveText('A 회사');
    await expect(htmlIn(passageBox).locator('li')).toHaveText('단위: 천 원');
    await expectRichProblem(problemCard(member, 1));
    await expectTextProblem(problemCard(member, 2));
    await expectNoWcagViolations(member, { label: 'mock exam with HTML content', seriousOnly: true });

    await member.setViewportSize({ width: 390, height: 844 });
    const table = problemCard(member, 1).locator('table');
    await table.scrollIntoViewIfNeeded();
    const box = await table.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect(box.scrollWidth, 'the table is wider than its box').toBeGreaterThan(box.clientWidth);
    expect(box.clientWidth).toBeLessThanOrEqual(390);
    // The box scrolls; the page does not.
    await table.evaluate((element) => element.scrollBy({ left: 200, behavior: 'instant' }));
    expect(await table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await member.setViewportSize({ width: 1280, height: 900 });

    // Problem 1 wrong, so it becomes a wrong-answer note; problem 2 right.
    await choose(member, 1, 2);
    await choose(member, 2, 1);
    await expectAllSaved(member);
    await submitSheet(member, 0);
    await expect(member).toHaveURL(new RegExp(`${BRAND_A}/cbt/practice/score/\\d+$`));
    const recordIdx = Number(/score\/(\d+)$/.exec(member.url())![1]);

    // 3. The solution: the same content, and the explanation's formula.
    await member.goto(`${BRAND_A}/cbt/practice/solution/${recordIdx}`);
    const [richSolution, textSolution] = [member.getByTestId('solution-problem').nth(0), member.getByTestId('solution-problem').nth(1)];
    await expectRichProblem(richSolution);
    await expect(htmlIn(richSolution.getByTestId('explanation')).locator('math')).toHaveCount(1);
    await expectTextProblem(textSolution);
    await expect(textSolution.getByTestId('explanation')).toContainText('pH가 7.35보다 낮다.');
    await expectNoWcagViolations(member, { label: 'solution with HTML content', seriousOnly: true });

    // The wrong-answer note of problem 1: passage, stem, choices and explanation in HTML.
    await member.goto(`${BRAND_A}/mycbt/note`);
    const note = member.locator(`[data-testid="note-card"][data-problem-idx="${rich.multipleProblemIdx}"]`);
    await expect(htmlIn(note.getByTestId('passage')).locator('strong')).toHaveText('A 회사');
    const noteStem = note.getByTestId('note-stem');
    await expect(noteStem.locator('th')).toHaveCount(8);
    await expect(noteStem.locator('.math-inline math')).toHaveCount(1);
    await expectImageLoaded(noteStem.locator('img'));
    await expect(htmlIn(note).filter({ hasText: '만큼 증가' }).locator('math')).toHaveCount(1);
    await expect(note.getByTestId('note-my-choice')).toHaveText('②');
    await expectNoWcagViolations(member, { label: 'wrong-answer note with HTML content', seriousOnly: true });

    // 4. One-question mode: problem 1 checked shows the explanation's formula; problem 2 as before.
    await startPaper(member, BRAND_A, takerPaper!, 'ONE');
    const screen = member.getByTestId('one-question');
    await expect(htmlIn(screen.getByTestId('passage')).locator('strong')).toHaveText('A 회사');
    await expectRichProblem(problemCard(member, 1));
    await problemCard(member, 1).locator('label[data-choice="1"]').click();
    await screen.getByRole('button', { name: '정답 확인' }).click();
    await expect(screen.getByTestId('verdict')).toHaveAttribute('data-correct', 'true');
    await expect(htmlIn(screen.getByTestId('explanation')).locator('math')).toHaveCount(1);
    await expectNoWcagViolations(member, { label: 'one question with HTML content', seriousOnly: true });
    await screen.getByRole('button', { name: '다음 문제' }).click();
    await expectTextProblem(problemCard(member, 2));
    await memberContext.close();
  } finally {
    const unpublish = await apiJson(page, `/apiV2/admin/exams/${exam.examIdx}/unpublish`, { method: 'POST' });
    expect(unpublish.status).toBe(200);
  }
});

/**
 * An API client of brand B's operator: loopback, with brand B's CBT host forwarded (Node cannot resolve it) and the
 * session cookie sent by hand, since the request context keeps no cookie for nursepass.localhost on 127.0.0.1.
 */
async function brandBOperator(): Promise<APIRequestContext> {
  const login = await postAsSite(BRAND_B, '/apiV2/auth/login', EDITOR_B);
  expect(login.status, login.body).toBe(200);
  return request.newContext({
    baseURL: LOOPBACK,
    extraHTTPHeaders: { 'x-forwarded-host': new URL(BRAND_B).host, cookie: `accessToken=${login.token}` },
  });
}

async function createdBy<T>(api: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await api.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

test('brand B: an HTML problem reads the same on cbt.nursepass.localhost, and its description is words', async ({ page }) => {
  test.setTimeout(120_000);
  const api = await brandBOperator();
  const types = (await (await api.get('/apiV2/exam-types')).json()) as { items: Array<{ id: number; parentId: number | null }> };
  const examTypeId = types.items.find((item) => item.parentId !== null)!.id;
  const exam = await createdBy<{ examIdx: number }>(api, '/apiV2/admin/exams', {
    examTypeId,
    title: `${IMPORTED_EXAM_TITLE_PREFIX}서식 B ${Date.now() % 1e6}`,
  });
  try {
    const paper = await createdBy<{ examDetailIdx: number }>(api, `/apiV2/admin/exams/${exam.examIdx}/exam-details`, {
      title: '서식 회차',
      timeLimitMinutes: 20,
    });
    const problem = await createdBy<{ multipleProblemIdx: number }>(api, `/apiV2/admin/exam-details/${paper.examDetailIdx}/problems`, {
      format: 'HTML',
      subject: '기본간호학',
      stem: '<p>체질량지수 <span data-latex="\\frac{kg}{m^2}"></span>로 옳은 것은?</p><table><tbody><tr><th>키</th><th>몸무게</th></tr><tr><td>160 cm</td><td>64 kg</td></tr></tbody></table>',
      choices: ['<span data-latex="25"></span>', '20', '30', '35'],
      answer: 1,
      explanation: '<p>64 ÷ 1.6² = 25</p>',
    });
    const published = await api.post(`/apiV2/admin/exams/${exam.examIdx}/publish`);
    expect(published.status(), await published.text()).toBe(200);

    await page.goto(`${BRAND_B}/cbt/problem/${problem.multipleProblemIdx}`);
    const card = problemCard(page, 1);
    const stem = htmlIn(card).first();
    await expect(stem.locator('th')).toHaveText(['키', '몸무게']);
    await expect(stem.locator('td')).toHaveText(['160 cm', '64 kg']);
    await expect(stem.locator('.math-inline math')).toHaveCount(1);
    await expect(card.locator('label[data-choice="1"] math')).toHaveCount(1);
    // problemPlainText: the description is the stem's words, the formula as its LaTeX.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^체질량지수 \\frac\{kg\}\{m\^2\} 로 옳은 것은\? 키 몸무게/);
    await expectNoWcagViolations(page, { label: 'brand B single problem with HTML content', seriousOnly: true });
  } finally {
    expect((await api.post(`/apiV2/admin/exams/${exam.examIdx}/unpublish`)).status()).toBe(200);
    await api.dispose();
  }
});
