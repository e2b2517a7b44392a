/**
 * The bare baseline's Next config: nothing of the product's (no compile hints, no styled-components, no Sentry) —
 * only what it takes to build here. Built and started from this folder by bench/bare-next-build.ts.
 */
import path from 'node:path';
import type { NextConfig } from 'next';
import { turbopackRoot } from '../../src/build/turbopack-root';

// The bench runs `next` with this folder as its working directory; the packages are the repository's.
const project = process.cwd();
const repository = path.resolve(project, '../..');

const nextConfig: NextConfig = {
  turbopack: { root: turbopackRoot(project, repository) },
  distDir: '.next',
  poweredByHeader: false,
  // A page of bench:pages is gzipped by the product's front door; `next start` compresses the bare page the same way.
  compress: true,
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
