import { withSentryConfig } from '@sentry/nextjs/config';
import type { NextConfig } from 'next';
import { addCompileHints } from './src/build/compile-hints';
import { turbopackRoot } from './src/build/turbopack-root';

const nextConfig: NextConfig = {
  turbopack: { root: turbopackRoot(process.cwd()) },
  reactStrictMode: true,
  // Parallel worktrees or test runs can build into their own directory (NEXT_DIST_DIR).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The Fastify front door (src/server) owns compression and security headers.
  compress: false,
  compiler: {
    styledComponents: true,
    // The first load's scripts compile off the main thread (src/build/compile-hints.ts, ADR 38).
    runAfterProductionCompile: async ({ distDir }) => {
      await addCompileHints(distDir);
    },
  },
  images: {
    // Spec §9.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
  },
  // Type errors are caught by `npm run typecheck`; building should not repeat the work.
  typescript: { ignoreBuildErrors: true },
};

// Sentry only wraps the build when a DSN is configured (no DSN → reporting is off).
export default process.env.NEXT_PUBLIC_SENTRY_DSN
  ? withSentryConfig(nextConfig, { silent: true, telemetry: false, sourcemaps: { disable: true } })
  : nextConfig;
