import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(__dirname, 'src') };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'pages/**/*.test.{ts,tsx}', 'proxy.test.ts'],
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
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Issue 20: three instances behind nginx on PostgreSQL, Redis and S3 (bench/scale/scale-set.ts). Its own
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
