/**
 * Writes src/web/styles/pretendard-subsets.ts: the unicode range of each of the `pretendard` package's variable dynamic
 * subsets, read from the package's own stylesheet, for the `@font-face` rules pages/_document.tsx inlines (ADR 50).
 * Run after upgrading `pretendard` (its unit test fails until the ranges match the installed package):
 *
 *   npx tsx scripts/pretendard-subsets.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pretendardSubsetFile } from '../src/config/pretendard';

const ROOT = path.resolve(__dirname, '..');
const PACKAGE_CSS = path.join(ROOT, 'node_modules/pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');
const OUT = path.join(ROOT, 'src/web/styles/pretendard-subsets.ts');

/** Each subset's unicode-range, indexed by its number; the package's file names must be the ones the URLs use. */
export function subsetRanges(css: string): string[] {
  const ranges: string[] = [];
  for (const face of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const body = face[1]!;
    const file = /url\(\.\/woff2-dynamic-subset\/([^)]+)\)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    const index = Number(/subset\.(\d+)\.woff2$/.exec(file ?? '')?.[1]);
    if (!file || !range || file !== pretendardSubsetFile(index)) throw new Error(`unexpected @font-face: ${body.trim()}`);
    ranges[index] = range.replace(/\s+/g, '');
  }
  if (ranges.length === 0 || ranges.some((range) => range === undefined)) throw new Error('subsets missing from the package CSS');
  return ranges;
}

function main() {
  const ranges = subsetRanges(readFileSync(PACKAGE_CSS, 'utf8'));
  const lines = [
    '/**',
    " * The unicode range of each of the `pretendard` package's variable dynamic subsets, by subset number. Written by",
    ' * scripts/pretendard-subsets.ts from the package\'s stylesheet: do not edit.',
    ' */',
    'export const PRETENDARD_SUBSET_RANGES: readonly string[] = [',
    ...ranges.map((range) => `  '${range}',`),
    '];',
    '',
  ];
  writeFileSync(OUT, lines.join('\n'));
  console.log(`${path.relative(ROOT, OUT)}: ${ranges.length} subsets`);
}

main();
