/**
 * The brands' SVGs draw their words as outlines (scripts/outline-logos.ts), so they look the same whatever fonts the
 * device has, and each names itself for screen readers with a `<title>`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const BRANDS_DIR = path.resolve(__dirname, '../../../public/brands');
const svgs = readdirSync(BRANDS_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.svg'))
  .map((file) => ({ file, svg: readFileSync(path.join(BRANDS_DIR, file), 'utf8') }));

describe('brand SVGs', () => {
  it('exist for both brands', () => {
    expect(svgs.map(({ file }) => file).sort()).toEqual(expect.arrayContaining(['a/logo.svg', 'b/logo.svg']));
  });

  it.each(svgs)('$file draws no text with a font', ({ svg }) => {
    expect(svg).not.toMatch(/<(text|tspan|textPath)\b/);
    expect(svg).not.toMatch(/font-family/);
  });

  it.each(svgs)('$file has a title', ({ svg }) => {
    expect(svg).toMatch(/<title\b[^>]*>[^<]+<\/title>/);
  });

  it.each(svgs.filter(({ file }) => file.endsWith('logo.svg')))('$file is an image named by its title', ({ svg }) => {
    expect(svg).toMatch(/<svg [^>]*role="img"[^>]*aria-labelledby="t"/);
    expect(svg).toMatch(/<title id="t">/);
  });
});
