/**
 * The inlined `@font-face` rules name every subset the package has, with the package's own unicode ranges, at URLs
 * the front door serves, and a fallback face with Pretendard's metrics comes before any platform font.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pretendardSubsetFile, pretendardSubsetUrl } from '../../config/pretendard';
import { FONT_FACE_CSS } from './font-faces';
import { PRETENDARD_FALLBACK_FAMILY, PRETENDARD_FAMILY } from './font-families';
import { PRETENDARD_SUBSET_RANGES } from './pretendard-subsets';
import { FONT_STACK } from './theme';

const PACKAGE_WEB = path.join(path.dirname(require.resolve('pretendard/package.json')), 'dist/web/variable');

describe('Pretendard @font-face rules', () => {
  it("match the installed package's subsets (else run scripts/pretendard-subsets.ts)", () => {
    const css = readFileSync(path.join(PACKAGE_WEB, 'pretendardvariable-dynamic-subset.css'), 'utf8');
    const ranges = [...css.matchAll(/subset\.(\d+)\.woff2\)[^;]*;\s*unicode-range:\s*([^;]+);/g)].map(
      ([, index, range]) => [Number(index), range!.replace(/\s+/g, '')] as const,
    );
    expect(ranges.length).toBe(PRETENDARD_SUBSET_RANGES.length);
    for (const [index, range] of ranges) expect(PRETENDARD_SUBSET_RANGES[index]).toBe(range);
    const files = readdirSync(path.join(PACKAGE_WEB, 'woff2-dynamic-subset'));
    expect(files.sort()).toEqual(PRETENDARD_SUBSET_RANGES.map((_, index) => pretendardSubsetFile(index)).sort());
  });

  it('declare each subset once, used only if it is there for the first layout (optional), from our own origin', () => {
    const faces = FONT_FACE_CSS.split('\n').filter((rule) => rule.includes(`'${PRETENDARD_FAMILY}'`));
    expect(faces).toHaveLength(PRETENDARD_SUBSET_RANGES.length);
    PRETENDARD_SUBSET_RANGES.forEach((range, index) => {
      expect(faces[index]).toContain(`src:url(${pretendardSubsetUrl(index)}) format('woff2')`);
      expect(faces[index]).toContain(`unicode-range:${range}}`);
      expect(faces[index]).toContain('font-display:optional');
    });
    expect(FONT_FACE_CSS).not.toMatch(/url\((?!\/fonts\/)/);
  });

  it('give the fallback face Pretendard-matched metrics, and the theme reaches it before any platform font', () => {
    const fallback = FONT_FACE_CSS.split('\n').filter((rule) => rule.includes(`'${PRETENDARD_FALLBACK_FAMILY}'`));
    expect(fallback.length).toBeGreaterThan(0);
    for (const rule of fallback) expect(rule).toMatch(/src:local\(.*size-adjust:[\d.]+%;ascent-override:[\d.]+%;descent-override:[\d.]+%/);
    const families = FONT_STACK.split(',').map((family) => family.trim().replace(/'/g, ''));
    expect(families.indexOf(PRETENDARD_FAMILY)).toBeLessThan(families.indexOf(PRETENDARD_FALLBACK_FAMILY));
    expect(families.indexOf(PRETENDARD_FALLBACK_FAMILY)).toBeLessThan(families.indexOf('-apple-system'));
  });
});
