import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(__dirname, 'src') };

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on this 2-core machine and in CI, where
    // the unit and API steps then ran their files one at a time. Each API file has its own database copy, so two
    // at once is safe, and the files spend part of their time waiting on the database.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // e2e/support: the pure parts of browser-test tools (the link crawler's decisions), tested without a browser;
          // bench/*.test.ts: the benches' pure rules (bench/scale's *.scale.test.ts are the scale project's, one level down).
          include: ['src/**/*.test.{ts,tsx}', 'pages/**/*.test.{ts,tsx}', 'proxy.test.ts', 'e2e/support/**/*.test.ts', 'bench/*.test.ts'],
          // As the API project (ADR 35): 1,272 tests in 113 s against 235 s isolated, on the same loaded machine.
          isolate: false,
          exclude: ['src/server/**/*.api.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['src/server/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['src/test/global-setup.ts'],
          // One module graph per worker instead of one per file: every file builds its own app (buildApp) on its own
          // database copy, so nothing a test reaches lives in module state, and re-importing the server's whole graph
          // for each of ~90 files was most of the step. Measured on PostgreSQL, quiet machine, 881 tests: 2.5 min
          // (import 20 s summed) against 5.2 min isolated; PGlite 6.6 min, where the WASM database is the cost.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Three instances behind nginx on PostgreSQL, Redis and S3 (bench/scale/scale-set.ts). Its own
        // step of `npm test` (alone: `npx vitest run --project scale`); the start-up may build Next once.
        resolve: { alias },
        test: {
          name: 'scale',
          include: ['bench/scale/**/*.scale.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 900_000,
        },
      },
    ],
  },
});
