/**
 * `npm run screenshots`: PNGs of the main CBT screens at 390 and 1280 px for both brands, for a person to
 * look at after a layout change. Not a test: it asserts nothing and compares nothing.
 *
 * It starts the production server on its own port and a fresh data directory (the first start after a
 * source change runs `next build`), signs up a fresh member per brand, takes a paper with shared passages
 * as a mock exam, submits it blank (so the score, solution and note pages have content), starts it again,
 * and photographs each screen. Output: screenshots/<brand>-<width>-<nn>-<screen>.png (gitignored).
 *
 * Environment:
 *   SCREENSHOTS_DIR     output folder (default screenshots)
 *   SCREENSHOTS_PORT    server port (default 3300); with SCREENSHOTS_REUSE=1 a server already listening there is used
 *   SCREENSHOTS_FONT    a .woff2/.ttf with Korean glyphs to show text in. Without one, and without a Korean
 *                       system font (fc-list :lang=ko), Hangul renders as boxes; the script says so. It also
 *                       picks up node_modules/pretendard when that package is installed.
 *   SCREENSHOTS_MAX_HEIGHT  full-page shots stop at this many px (default 4000), so they stay viewable
 *   CHROMIUM_PATH       browser binary (default /usr/bin/chromium)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page, request } from '@playwright/test';

const ROOT = path.resolve(__dirname, '..');
const OUT_DIR = path.resolve(ROOT, process.env.SCREENSHOTS_DIR ?? 'screenshots');
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3300);
const REUSE = process.env.SCREENSHOTS_REUSE === '1';
const WIDTHS = [390, 1280] as const;
const HEIGHTS: Record<number, number> = { 390: 844, 1280: 800 };
const FONT_URL_PATH = '/__screenshots-font';
const MAX_HEIGHT = Number(process.env.SCREENSHOTS_MAX_HEIGHT ?? 4000);

type Brand = 'a' | 'b';
const BRANDS: Record<Brand, { host: string; slug: string }> = {
  a: { host: `localhost:${PORT}`, slug: 'public-company' },
  b: { host: `nurse.localhost:${PORT}`, slug: 'hospital-test' },
};
const origin = (brand: Brand) => `http://${BRANDS[brand].host}`;
const LOOPBACK = `http://127.0.0.1:${PORT}`;

function fontFile(): string | undefined {
  const candidates = [
    process.env.SCREENSHOTS_FONT,
    path.join(ROOT, 'node_modules/pretendard/dist/web/variable/woff2/PretendardVariable.woff2'),
  ];
  return candidates.find((file): file is string => !!file && existsSync(file));
}

function hasKoreanSystemFont(): boolean {
  try {
    return execFileSync('fc-list', [':lang=ko'], { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
}

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${LOOPBACK}/healthz`)).ok;
  } catch {
    return false;
  }
}

/** Polls /healthz until the server answers (a build can take minutes on two cores). */
async function waitForServer(server: ChildProcess | null, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await healthy()) return;
    if (server && server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`no answer from ${LOOPBACK}/healthz within ${timeoutMs / 1000} s`);
}

function startServer(dataDir: string): ChildProcess {
  const server = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src/server/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      APP_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      REGISTER_MAX_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group, so stopping it also stops a `next build` it may have started.
    detached: true,
  });
  return server;
}

/** Stops the server's process group and resolves once it exited (its data directory is then free). */
async function stopServer(server: ChildProcess): Promise<void> {
  if (!server.pid || server.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    server.kill('SIGTERM');
  }
  await exited;
}

/** A fresh member of the brand; the session cookie goes into the context. */
async function signUp(context: BrowserContext, brand: Brand): Promise<void> {
  const api = await request.newContext();
  try {
    const response = await api.post(`${LOOPBACK}/apiV2/auth/register`, {
      headers: { 'x-forwarded-host': BRANDS[brand].host },
      data: { email: `screens-${brand}-${Date.now()}@example.com`, password: 'screens1234', username: '화면확인', type: 'NORMAL' },
    });
    if (response.status() !== 201) throw new Error(`register ${brand}: ${response.status()} ${await response.text()}`);
    const cookie = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('accessToken='));
    const token = cookie!.value.split(';')[0]!.slice('accessToken='.length);
    await context.addCookies([{ name: 'accessToken', value: token, url: origin(brand), httpOnly: true, sameSite: 'Lax' }]);
  } finally {
    await api.dispose();
  }
}

async function apiJson<T>(page: Page, url: string, method = 'GET', body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ url, method, body }) => {
      const response = await fetch(url, {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { url, method, body },
  );
}

interface Fixture {
  examIdx: number;
  examDetailIdx: number;
  submittedRecord: number;
  mockRecord: number;
  oneRecord: number;
}

/** A paper with shared passages: one blank submitted mock exam, one open mock exam, one open one-question set. */
async function prepare(page: Page, brand: Brand): Promise<Fixture> {
  await page.goto(`${origin(brand)}/mycbt/archive`);
  const exams = await apiJson<{ items: { examIdx: number }[] }>(page, `/apiV2/exams?categorySlug=${BRANDS[brand].slug}&isFree=true`);
  for (const exam of exams.body.items) {
    const papers = await apiJson<{ items: { examDetailIdx: number }[] }>(page, `/apiV2/exams/${exam.examIdx}/exam-details`);
    for (const paper of papers.body.items) {
      const start = (mode: 'MOCK' | 'ONE') =>
        apiJson<{ recordIdx: number; passages: unknown[] }>(page, '/apiV2/records', 'POST', { mode, examDetailIdx: paper.examDetailIdx });
      const first = await start('MOCK');
      if (!first.body.passages?.length) continue;
      await apiJson(page, `/apiV2/records/${first.body.recordIdx}/submit`, 'POST');
      const mock = await start('MOCK');
      const one = await start('ONE');
      return {
        examIdx: exam.examIdx,
        examDetailIdx: paper.examDetailIdx,
        submittedRecord: first.body.recordIdx,
        mockRecord: mock.body.recordIdx,
        oneRecord: one.body.recordIdx,
      };
    }
  }
  throw new Error(`brand ${brand}: no free paper with passages in ${BRANDS[brand].slug}`);
}

interface Screen {
  name: string;
  path: (f: Fixture) => string;
  /** Waits for the screen's content; then optional steps before the photo. */
  ready: string;
  after?: (page: Page) => Promise<void>;
  /** Only what is on screen (fixed bars where a user sees them) instead of the whole page. */
  viewportOnly?: boolean;
}

const SCREENS: Screen[] = [
  { name: 'home', path: () => '/', ready: 'main' },
  { name: 'category', path: () => '/exam/CATEGORY', ready: 'main' },
  { name: 'exam-detail', path: (f) => `/exam/detail/${f.examIdx}`, ready: 'main' },
  {
    name: 'share-dialog',
    path: (f) => `/exam/detail/${f.examIdx}`,
    ready: '[data-testid="share-button"]',
    after: async (page) => {
      await page.getByTestId('share-button').click();
      await page.getByTestId('share-dialog').waitFor();
    },
    viewportOnly: true,
  },
  { name: 'select', path: (f) => `/cbt/select/${f.examDetailIdx}`, ready: '[data-testid="paper-info"]' },
  { name: 'mock-exam', path: (f) => `/cbt/practice/${f.examDetailIdx}?record=${f.mockRecord}`, ready: '[data-testid="mock-exam"]', viewportOnly: true },
  { name: 'mock-exam-full', path: (f) => `/cbt/practice/${f.examDetailIdx}?record=${f.mockRecord}`, ready: '[data-testid="mock-exam"]' },
  {
    // A shared passage's table on screen: it scrolls in its own box while the page keeps the screen's width.
    name: 'mock-exam-table',
    path: (f) => `/cbt/practice/${f.examDetailIdx}?record=${f.mockRecord}`,
    ready: '[data-testid="mock-exam"]',
    after: async (page) => {
      const table = page.getByTestId('passage').locator('table').first();
      if (await table.count()) await table.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    },
    viewportOnly: true,
  },
  {
    name: 'mock-exam-submit-dialog',
    path: (f) => `/cbt/practice/${f.examDetailIdx}?record=${f.mockRecord}`,
    ready: '[data-testid="mock-exam"]',
    after: async (page) => {
      await page.getByRole('button', { name: '답안지 제출' }).filter({ visible: true }).click();
      await page.getByTestId('submit-dialog').waitFor();
    },
    viewportOnly: true,
  },
  { name: 'one-question', path: (f) => `/cbt/onequestions/${f.examDetailIdx}?record=${f.oneRecord}`, ready: '[data-testid="one-question"]' },
  {
    name: 'one-question-summary',
    path: (f) => `/cbt/onequestions/${f.examDetailIdx}?record=${f.oneRecord}`,
    ready: '[data-testid="one-question"]',
    after: async (page) => {
      await page.getByRole('navigation', { name: '문제 번호' }).getByRole('button', { name: '요약' }).click();
      await page.getByTestId('one-summary').waitFor();
    },
  },
  { name: 'score', path: (f) => `/cbt/practice/score/${f.submittedRecord}`, ready: 'main' },
  { name: 'result', path: (f) => `/cbt/practice/result/${f.submittedRecord}`, ready: 'main' },
  { name: 'solution', path: (f) => `/cbt/practice/solution/${f.submittedRecord}`, ready: '[data-testid="solution-list"]' },
  { name: 'mycbt-archive', path: () => '/mycbt/archive', ready: 'main' },
  { name: 'mycbt-review', path: () => '/mycbt/review', ready: 'main' },
  { name: 'mycbt-note', path: () => '/mycbt/note', ready: '[data-testid="note-card"]' },
];

async function photograph(browser: Browser, brand: Brand, width: number, font: string | undefined): Promise<number> {
  const isMobile = width < 768;
  const context = await browser.newContext({
    viewport: { width, height: HEIGHTS[width]! },
    isMobile,
    hasTouch: isMobile,
    deviceScaleFactor: 1,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // The injected font style is not in the page's CSP; this only affects this screenshot browser.
    bypassCSP: !!font,
  });
  if (font) {
    const body = readFileSync(font);
    const contentType = font.endsWith('.ttf') ? 'font/ttf' : 'font/woff2';
    await context.route(`**${FONT_URL_PATH}`, (route) => route.fulfill({ body, contentType }));
  }
  let count = 0;
  try {
    await signUp(context, brand);
    const page = await context.newPage();
    const fixture = await prepare(page, brand);
    for (const [index, screen] of SCREENS.entries()) {
      const url = origin(brand) + screen.path(fixture).replace('CATEGORY', BRANDS[brand].slug);
      await page.goto(url, { waitUntil: 'load' });
      await page.locator(screen.ready).first().waitFor();
      if (font) {
        await page.addStyleTag({
          content: `@font-face { font-family: Pretendard; src: url(${FONT_URL_PATH}); font-weight: 45 920; font-display: block; }`,
        });
      }
      await screen.after?.(page);
      // Settled: web fonts loaded and no layout still moving from a just-opened dialog or toast.
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      const file = path.join(OUT_DIR, `${brand}-${width}-${String(index + 1).padStart(2, '0')}-${screen.name}.png`);
      if (screen.viewportOnly) {
        await page.screenshot({ path: file, animations: 'disabled' });
      } else {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.screenshot({
          path: file,
          fullPage: true,
          clip: { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT) },
          animations: 'disabled',
        });
      }
      count += 1;
      console.log(`  ${path.relative(ROOT, file)}`);
    }
  } finally {
    await context.close();
  }
  return count;
}

async function main(): Promise<void> {
  const font = fontFile();
  if (!font && !hasKoreanSystemFont()) {
    console.warn(
      'No Korean font: Hangul will render as boxes. Set SCREENSHOTS_FONT to a .woff2/.ttf with Korean glyphs, ' +
        'or install one (e.g. the Debian package fonts-noto-cjk).',
    );
  }
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });

  let server: ChildProcess | null = null;
  const dataDir = path.join(ROOT, 'data', `screenshots-${Date.now()}`);
  if (REUSE && (await healthy())) {
    console.log(`Using the server on port ${PORT}.`);
  } else {
    if (await healthy()) throw new Error(`port ${PORT} is taken; set SCREENSHOTS_PORT or SCREENSHOTS_REUSE=1`);
    server = startServer(dataDir);
    await waitForServer(server, 600_000);
  }

  const started = Date.now();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
  });
  let total = 0;
  try {
    for (const brand of ['a', 'b'] as const) {
      for (const width of WIDTHS) {
        console.log(`brand ${brand.toUpperCase()} at ${width} px`);
        total += await photograph(browser, brand, width, font);
      }
    }
  } finally {
    await browser.close();
    if (server) {
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(`${total} screenshots in ${path.relative(ROOT, OUT_DIR)}/ (${Math.round((Date.now() - started) / 1000)} s)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
