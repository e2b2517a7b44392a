/**
 * Browser tests against the real front door (src/server/start.ts) with Debian's Chromium.
 * Each run starts the server on a fresh data directory, which the server seeds with demo accounts.
 */
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_MAIL_ENV, E2E_MAIL_HTTP_PORT, E2E_MAIL_ORIGIN, E2E_MAIL_SMTP_PORT } from './e2e/support/mail';
import { E2E_OAUTH_ENV, E2E_OAUTH_ORIGIN, E2E_OAUTH_PORT } from './e2e/support/oauth';
import { E2E_TOSS_ENV, E2E_TOSS_ORIGIN, E2E_TOSS_PORT } from './e2e/support/toss';

const port = Number(process.env.E2E_PORT ?? 3100);
// Debian's headless shell (package chromium-headless-shell: the same Blink as /usr/bin/chromium, without the full
// browser's UI process) when it is installed, as Playwright itself would pick for headless runs. Measured here: a fresh
// context loading five of our pages cost 8.5 s of browser CPU against 14.3 s with the full browser, and an idle page
// almost nothing instead of a third of a core; on two cores browser CPU is what the browser step waits on (ADR 35).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const browserPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
// Set once in the main process; workers inherit it, so every process sees the same directory.
process.env.E2E_DATA_DIR ??= `./data/e2e-${Date.now()}`;

export default defineConfig({
  testDir: './e2e',
  // Browser tests are *.spec.ts; a *.test.ts under e2e/support is a unit test of a tool (the vitest unit project).
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // The CI retry tells a flaky test from a broken one in the report; either fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  // A safety net, not a speed target: two workers, their Chromiums and the server share two cores, and the longest
  // flows (several page loads, each also loading the chat frame, or two members at once) have run past 30 s here
  // and about twice as long on the CI machine, where 60 s and 7 s cut off tests that were passing, only slowly.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    // Brand A's CBT host (ADR 44); Node-side calls use the loopback address (e2e/support/hosts.ts).
    baseURL: `http://cbt.careerroad.localhost:${port}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // Recorded only on the CI retry: recording every test (retain-on-failure) cost 45% more browser-step time for the
    // same tests here (ADR 35). A test that fails twice keeps the retry's trace; local runs (no retry) record none.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: browserPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      // Kakao's and Naver's login servers, played locally (e2e/support/fake-oauth-server.ts).
      command: 'npx tsx e2e/support/fake-oauth-server.ts',
      url: `${E2E_OAUTH_ORIGIN}/healthz`,
      timeout: 60_000,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      env: { E2E_OAUTH_PORT: String(E2E_OAUTH_PORT) },
    },
    {
      // Toss Payments' API, SDK and payment window, played locally (e2e/support/fake-toss-server.ts; ADR 28).
      command: 'npx tsx e2e/support/fake-toss-server.ts',
      url: `${E2E_TOSS_ORIGIN}/healthz`,
      timeout: 60_000,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      env: { E2E_TOSS_PORT: String(E2E_TOSS_PORT) },
    },
    {
      // A mail server that keeps what the app sends, for tests that follow a mailed link (e2e/support/mail.ts).
      command: 'npx tsx e2e/support/fake-mail-server.ts',
      url: `${E2E_MAIL_ORIGIN}/healthz`,
      timeout: 60_000,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      env: { E2E_MAIL_SMTP_PORT: String(E2E_MAIL_SMTP_PORT), E2E_MAIL_HTTP_PORT: String(E2E_MAIL_HTTP_PORT) },
    },
    {
      // server-clock.ts lets a request move the server's clock ahead for itself, so no test waits out a deadline.
      command: 'npx tsx --import ./e2e/support/server-clock.ts src/server/start.ts',
      url: `http://127.0.0.1:${port}/healthz`,
      // The first start after a source change runs `next build`.
      timeout: 600_000,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        APP_ENV: 'test',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        // Many tests log in with the same demo account within a minute; the limit itself is an API test.
        LOGIN_MAX_ATTEMPTS: '1000',
        LOGIN_CLIENT_MAX_FAILURES: '1000',
        REGISTER_MAX_PER_MINUTE: '1000',
        ...E2E_OAUTH_ENV,
        ...E2E_TOSS_ENV,
        ...E2E_MAIL_ENV,
      },
    },
  ],
});
