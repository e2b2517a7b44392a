/**
 * `npm run bench:pages`: Lighthouse (lighthouse@12.8, default config = mobile preset with simulated throttling) on
 * the production build, every site's main pages beside two baselines measured in the same run with the same flags:
 * - `static page`: bench/static-page.html (Korean text, no script) from a bare node:http server (bench/static-page.ts);
 * - `bare Next page`: the pages-router page of bench/bare-next (one stateful component, getServerSideProps), built
 *   from the project's own node_modules and started with `next start` (bench/bare-next-build.ts; the build is cached).
 * Order: the static page, the bare page, the product's pages, and the bare page again, so drift during the run shows
 * as a difference between the two bare rows. The ratios (`TBT ÷ bare`, `score − bare`) and the rule under the table
 * use the median of all the bare page's runs, first and last together (bench/baseline-rules.ts).
 *
 * The pages (bench/pages-targets.ts): both brands' CBT home, exam detail and a mock exam in progress; the portal's
 * home, postings list, a posting, a search and the calendar; brand A's community home and a post; the shop's home, a
 * product and brand B's 채용공고; the corporate home; the console's 시험지 관리 list. Ids come from the API.
 *
 * The front door (src/server/start.ts, which runs `next build` first when there is no build or the sources changed)
 * starts on a scratch embedded database that it seeds with the demo content. Pages are measured as an anonymous visitor
 * sees them, except the mock exam (the brand's demo member who just started it) and the console (the seed's ADMIN),
 * whose session cookie reaches Lighthouse through `extraHeaders`. Each page runs BENCH_PAGES_RUNS times (default 3)
 * and every column is the median of its runs. "JS gz" is the gzip size of the scripts of the page's origin that the
 * report's network requests show requested before the load event (its first load; not the chat frame's own scripts,
 * nor chunks fetched on demand or prefetched later), which is what a compressing server or CDN would send for them;
 * "JS wire" is what the server actually sent for the same scripts.
 *
 * Under the table, the rule: when the bare page scores ≥ 95, every page scores ≥ 90 with TBT ≤ 2 × the bare
 * page's; the pages that miss are named. A miss is printed, not an error: the bench exits non-zero when a page fails
 * to load (a Lighthouse runtime error, a status other than 200, or a redirect away from the page, e.g. to the login
 * screen), and with BENCH_PAGES_STRICT=1 also when the rule is missed or could not be judged.
 *
 * Chromium renders the pages' Hangul with the machine's fonts: install a Korean font (Debian: fonts-noto-cjk), as every
 * phone and desktop of our users has one; the bench warns when there is none.
 *
 * Env: BENCH_PAGES_RUNS (default 3), BENCH_PAGES_PORT (default 3320; screenshots use 3300), BENCH_PAGES_BARE_PORT (the
 * bare Next app's, default BENCH_PAGES_PORT + 20; the static page takes a port the system picks),
 * CHROMIUM_PATH (default /usr/bin/chromium),
 * BENCH_PAGES_ONLY (measure only the pages whose label contains it, e.g. `a home` or `portal`, with both baselines
 * unless it names one of them, e.g. `bare`), BENCH_PAGES_STRICT=1 (a missed rule fails the run),
 * NEXT_DIST_DIR (the build to measure, default .next), BENCH_PAGES_REPORTS (a directory: each page's last report is
 * written there as JSON, to see the LCP element and what blocked the main thread).
 *
 * Below the table, the machine's cost of fresh memory (measureFreshMemory) and Lighthouse's benchmarkIndex: figures of
 * runs on different days compare only when those are alike.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Flags, Result } from 'lighthouse';
import { ensureBareNextBuild, startBareNext, stopProcessGroup } from './bare-next-build';
import {
  judgePages,
  median,
  pageVerdictLines,
  pooledBaseline,
  type ScoreAndTbt,
  selectTargets,
  tbtRatio,
  verdictFails,
} from './baseline-rules';
import { type PageTarget, pageTargets } from './pages-targets';
import { startStaticPage, stopStaticPage } from './static-page';

const RUNS = Number(process.env.BENCH_PAGES_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PAGES_PORT ?? 3320);
const BARE_PORT = Number(process.env.BENCH_PAGES_BARE_PORT ?? PORT + 20);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REPORTS_DIR = process.env.BENCH_PAGES_REPORTS;
const STRICT = process.env.BENCH_PAGES_STRICT === '1';
const ROOT = path.resolve(__dirname, '..');
/** The first start may build; later ones take seconds. */
const START_TIMEOUT_MS = 15 * 60_000;
/** Runtime errors of Lighthouse's own trace recording, not of the page. */
const TRACE_ERRORS: ReadonlySet<string> = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST']);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

interface PageFigures extends ScoreAndTbt {
  fcpMs: number;
  lcpMs: number;
  cls: number;
  jsGzKb: number;
  jsWireKb: number;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  statusCode: number;
  transferSize?: number;
  /** Milliseconds from the navigation's start, like the metrics' observed times. */
  networkRequestTime?: number;
}

const gzipSizes = new Map<string, number>();
let lighthouseVersion = '';

/**
 * Gzip size of a script as served, fetched once per URL (chunk names carry their content hash). A `*.localhost` URL is
 * asked of the front door at loopback with its host forwarded (Node cannot resolve those names); the baselines'
 * URLs already name 127.0.0.1.
 */
async function gzipSizeOf(url: string): Promise<number> {
  const known = gzipSizes.get(url);
  if (known !== undefined) return known;
  const { pathname, search, host, hostname } = new URL(url);
  const response = hostname.endsWith('.localhost')
    ? await fetch(`http://127.0.0.1:${PORT}${pathname}${search}`, { headers: { 'x-forwarded-host': host } })
    : await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const size = gzipSync(Buffer.from(await response.arrayBuffer())).length;
  gzipSizes.set(url, size);
  return size;
}

/** The run's figures, or why the page did not load. */
async function figuresOf(lhr: Result, target: PageTarget): Promise<PageFigures> {
  if (lhr.runtimeError) throw new Error(`${target.label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const finalUrl = new URL(lhr.finalDisplayedUrl);
  if (finalUrl.pathname !== target.pathname) throw new Error(`${target.label}: ended on ${lhr.finalDisplayedUrl}, not ${target.url}`);
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []);
  const documentRequest = requests.find((r) => r.resourceType === 'Document');
  if (documentRequest?.statusCode !== 200) throw new Error(`${target.label}: document answered ${documentRequest?.statusCode}`);
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`${target.label}: no performance score`);
  const origin = new URL(target.url).origin;
  const loadEvent = (lhr.audits.metrics?.details as { items?: Array<{ observedLoad?: number }> } | undefined)?.items?.[0]?.observedLoad;
  if (loadEvent === undefined) throw new Error(`${target.label}: the report has no load event time`);
  const scripts = requests.filter(
    (r) => r.resourceType === 'Script' && new URL(r.url).origin === origin && (r.networkRequestTime ?? Infinity) < loadEvent,
  );
  let jsGz = 0;
  let jsWire = 0;
  for (const script of scripts) {
    jsGz += await gzipSizeOf(script.url);
    jsWire += script.transferSize ?? 0;
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round(score * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    jsGzKb: jsGz / 1024,
    jsWireKb: jsWire / 1024,
  };
}

function startServer(dataDir: string): ChildProcess {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(ROOT, 'src/server/start.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', APP_ENV: 'test', PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    // Own process group, so stopping it also stops a `next build` it may be running.
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The server's (and the build's) output goes to stderr: stdout carries only the table.
  child.stdout!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

async function waitUntilUp(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  for (;;) {
    if (exited !== null) throw new Error(`the server exited with ${exited} before answering /healthz`);
    if (Date.now() > deadline) throw new Error(`the server did not answer /healthz within ${START_TIMEOUT_MS / 60_000} minutes`);
    const up = await fetch(`http://127.0.0.1:${PORT}/healthz`).then((r) => r.ok, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

interface Row {
  target: PageTarget;
  figures: PageFigures;
}

function printTable(rows: Row[], bare: ScoreAndTbt | null) {
  const header = ['page', 'perf', 'score − bare', 'FCP s', 'LCP s', 'TBT ms', 'TBT ÷ bare', 'CLS', 'JS gz KB', 'JS wire KB'];
  const lines = rows.map(({ target, figures: f }) => {
    const ratio = bare ? tbtRatio(f.tbtMs, bare.tbtMs) : null;
    const difference = bare ? f.score - bare.score : null;
    return [
      target.label,
      String(f.score),
      difference === null ? '—' : `${difference > 0 ? '+' : ''}${difference}`,
      (f.fcpMs / 1000).toFixed(1),
      (f.lcpMs / 1000).toFixed(1),
      f.tbtMs.toFixed(0),
      ratio === null ? '—' : ratio.toFixed(2),
      f.cls.toFixed(3),
      f.jsGzKb.toFixed(0),
      f.jsWireKb.toFixed(0),
    ];
  });
  console.log(`Lighthouse ${lighthouseVersion}, mobile preset (simulated throttling), production build; median of ${RUNS} runs`);
  console.log(
    bare
      ? `Ratios against the bare Next page's median over its first and last runs: score ${bare.score}, TBT ${bare.tbtMs.toFixed(0)} ms\n`
      : 'No bare Next page figures: no ratios\n',
  );
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
}


/**
 * The pages are Korean; a machine without a Korean font makes Chromium search its fallback fonts for every Hangul
 * glyph and paint boxes, which is neither what users see nor what they wait for (the first layout of A home took
 * 75 ms without one and 37 ms with Debian's fonts-noto-cjk).
 */
function warnWithoutKoreanFont() {
  let fonts = '';
  try {
    fonts = execFileSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' });
  } catch {
    // No fontconfig tools: nothing to check with.
  }
  if (!fonts.trim()) process.stderr.write('warning: no Korean font (fc-list :lang=ko); install fonts-noto-cjk for figures users would see\n');
}

/**
 * How dear fresh memory is on this machine. Every Lighthouse run loads the page in a new renderer process, and its
 * first touch of each memory page is a page fault that this VM's host may serve lazily. On 2026-11-28 at 19:00 UTC,
 * on a machine just started, first touching 256 MB took about 1 s (60 times as long as writing it again), and A
 * home's TBT was 2.2–2.6 s, against 339–385 ms at 16:55 UTC on the machine before it with nearly the same code;
 * Lighthouse's benchmarkIndex (a small loop of JS that allocates little) was alike in both. The 16:55 figure was not
 * recorded, so fresh memory is the suspect, not a proven cause: the table is printed with it, and runs compare only
 * when it is alike.
 */
function measureFreshMemory(): { firstTouchMs: number; rewriteMs: number } {
  const script = `
    const size = 256 * 1024 * 1024;
    let start = process.hrtime.bigint();
    const bytes = Buffer.allocUnsafe(size);
    bytes.fill(1);
    const firstTouch = Number(process.hrtime.bigint() - start) / 1e6;
    start = process.hrtime.bigint();
    bytes.fill(2);
    const rewrite = Number(process.hrtime.bigint() - start) / 1e6;
    process.stdout.write(JSON.stringify({ firstTouchMs: firstTouch, rewriteMs: rewrite }));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as { firstTouchMs: number; rewriteMs: number };
}

async function main() {
  warnWithoutKoreanFont();
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');

  // Built before the app's server starts, which may build the app: two builds at once would starve both on 2 cores.
  ensureBareNextBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careerroad-pages-'));
  const server = startServer(dataDir);
  let bareServer: ChildProcess | undefined;
  let staticServer: Server | undefined;
  let chrome: Awaited<ReturnType<typeof chromeLauncher.launch>> | undefined;
  const failures: string[] = [];
  let strictFailure = false;
  try {
    await waitUntilUp(server);
    bareServer = await startBareNext(BARE_PORT);
    const staticPage = await startStaticPage();
    staticServer = staticPage.server;
    const targets = selectTargets(
      await pageTargets(PORT, { staticOrigin: staticPage.origin, bareOrigin: `http://127.0.0.1:${BARE_PORT}` }),
      process.env.BENCH_PAGES_ONLY,
    );
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    if (REPORTS_DIR) mkdirSync(REPORTS_DIR, { recursive: true });

    const rows: Row[] = [];
    const bareRuns: ScoreAndTbt[] = [];
    const benchmarkIndexes: number[] = [];
    for (const target of targets) {
      const runs: PageFigures[] = [];
      for (let run = 1; run <= RUNS; run++) {
        process.stderr.write(`${target.label}: run ${run}/${RUNS}\n`);
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          ...(target.cookie ? { extraHeaders: { Cookie: target.cookie } } : {}),
        };
        let result = await lighthouse(target.url, flags);
        // Lighthouse now and then loses the trace of a load that went fine: that run is measured again.
        for (let retry = 0; retry < 2 && TRACE_ERRORS.has(result?.lhr.runtimeError?.code ?? ''); retry++) {
          process.stderr.write(`${target.label}: ${result!.lhr.runtimeError!.code}, measuring again\n`);
          result = await lighthouse(target.url, flags);
        }
        if (!result) throw new Error(`${target.label}: Lighthouse returned no result`);
        lighthouseVersion = result.lhr.lighthouseVersion;
        if (result.lhr.environment.benchmarkIndex) benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
        try {
          runs.push(await figuresOf(result.lhr, target));
        } catch (error) {
          failures.push((error as Error).message);
          break;
        }
        if (REPORTS_DIR && run === RUNS) {
          const file = `${target.label.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}.json`;
          writeFileSync(path.join(REPORTS_DIR, file), JSON.stringify(result.lhr));
        }
      }
      if (runs.length < RUNS) continue;
      if (target.baseline === 'bare') bareRuns.push(...runs);
      const pick = (key: keyof PageFigures) => median(runs.map((r) => r[key]));
      rows.push({
        target,
        figures: {
          score: pick('score'),
          fcpMs: pick('fcpMs'),
          lcpMs: pick('lcpMs'),
          tbtMs: pick('tbtMs'),
          cls: pick('cls'),
          jsGzKb: pick('jsGzKb'),
          jsWireKb: pick('jsWireKb'),
        },
      });
    }
    const bare = pooledBaseline(bareRuns);
    printTable(rows, bare);
    const verdict = judgePages(
      rows.map(({ target, figures }) => ({ label: target.label, baseline: target.baseline, score: figures.score, tbtMs: figures.tbtMs })),
      bare,
    );
    console.log('');
    for (const line of pageVerdictLines(verdict)) console.log(line);
    strictFailure = STRICT && verdictFails(verdict);
    const memory = measureFreshMemory();
    const [low, high] = [Math.min(...benchmarkIndexes), Math.max(...benchmarkIndexes)];
    console.log(
      `\nMachine: 256 MB of fresh memory first touched in ${memory.firstTouchMs.toFixed(0)} ms, written again in ` +
        `${memory.rewriteMs.toFixed(0)} ms; Lighthouse benchmarkIndex ${low.toFixed(0)}–${high.toFixed(0)}.`,
    );
  } finally {
    chrome?.kill();
    if (staticServer) await stopStaticPage(staticServer);
    if (bareServer) await stopProcessGroup(bareServer);
    await stopProcessGroup(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    for (const failure of failures) console.error(`FAILED ${failure}`);
    process.exit(1);
  }
  if (strictFailure) {
    console.error('BENCH_PAGES_STRICT=1: the rule was missed or could not be judged');
    process.exit(1);
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
