/**
 * Writes the brands' logos (public/brands/{a,b}/logo.svg) with their words as outlines in Pretendard ExtraBold, so a
 * logo looks the same on every device: as SVG `<text>` it was drawn in whatever Korean font the device had (or none).
 * Run after changing a logo's words, colours or shapes below, or after a new `pretendard` release:
 *
 *   npx tsx scripts/outline-logos.ts
 *
 * The output is committed (the font is not needed at run time). The layout follows what `<text>` did: each run's
 * glyphs advance by the font's widths plus kerning, and `letter-spacing` is added after every glyph. Coordinates are
 * rounded to one decimal place (a tenth of a CSS pixel at the logo's size), which keeps each file under 2.5 KB.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Font } from 'opentype.js';

const ROOT = path.resolve(__dirname, '..');
/** The static ExtraBold cut (weight 800), the weight the logos' text asked for. */
const FONT_FILE = path.join(ROOT, 'node_modules/pretendard/dist/public/static/Pretendard-ExtraBold.otf');

interface TextRun {
  text: string;
  fontSize: number;
  fill: string;
  /** Added before the run, as SVG's `dx`. */
  dx?: number;
}

interface Logo {
  file: string;
  title: string;
  /** The mark: SVG elements kept as written. */
  shapes: string[];
  /** Where the first run's baseline starts. */
  x: number;
  y: number;
  letterSpacing: number;
  runs: TextRun[];
}

const LOGOS: Logo[] = [
  {
    file: 'public/brands/a/logo.svg',
    title: '커리어로드 CBT',
    shapes: [
      '<rect x="2" y="4" width="40" height="40" rx="10" fill="#1f5eff"/>',
      '<path d="M13 35 L22 13 L31 35" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>',
      '<path d="M22 24 v4" stroke="#ff5a36" stroke-width="4" stroke-linecap="round"/>',
    ],
    x: 50,
    y: 31,
    letterSpacing: -0.5,
    runs: [
      { text: '커리어로드', fontSize: 19, fill: '#1b1d22' },
      { text: 'CBT', fontSize: 17, fill: '#1f5eff', dx: 6 },
    ],
  },
  {
    file: 'public/brands/b/logo.svg',
    title: '너스패스 CBT',
    shapes: [
      '<circle cx="22" cy="24" r="20" fill="#0f9b8e"/>',
      '<path d="M22 13 v22 M11 24 h22" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
      '<circle cx="35" cy="11" r="5" fill="#ff8a3d"/>',
    ],
    x: 50,
    y: 31,
    letterSpacing: -0.5,
    runs: [
      { text: '너스패스', fontSize: 19, fill: '#0b7469' },
      { text: 'CBT', fontSize: 17, fill: '#ff8a3d', dx: 6 },
    ],
  },
];

/** One `<path>` per run: its glyphs laid out from `x`, and where the next run starts. */
function outlineRun(font: Font, run: TextRun, x: number, y: number, letterSpacing: number): { d: string; next: number } {
  const scale = run.fontSize / font.unitsPerEm;
  const glyphs = font.stringToGlyphs(run.text);
  let pen = x + (run.dx ?? 0);
  const parts: string[] = [];
  glyphs.forEach((glyph, i) => {
    parts.push(glyph.getPath(pen, y, run.fontSize).toPathData({ decimalPlaces: 1, flipY: false }));
    const kerning = i + 1 < glyphs.length ? font.getKerningValue(glyph, glyphs[i + 1]!) : 0;
    pen += ((glyph.advanceWidth ?? 0) + kerning) * scale + letterSpacing;
  });
  return { d: parts.join(''), next: pen };
}

export function logoSvg(font: Font, logo: Logo): string {
  let x = logo.x;
  const paths: string[] = [];
  for (const run of logo.runs) {
    const { d, next } = outlineRun(font, run, x, logo.y, logo.letterSpacing);
    paths.push(`  <path fill="${run.fill}" d="${d}"/>`);
    x = next;
  }
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img" aria-labelledby="t">',
    `  <title id="t">${logo.title}</title>`,
    ...logo.shapes.map((shape) => `  ${shape}`),
    `  <!-- "${logo.runs.map((run) => run.text).join(' ')}" in Pretendard ExtraBold, outlined by scripts/outline-logos.ts -->`,
    ...paths,
    '</svg>',
    '',
  ].join('\n');
}

function main() {
  const bytes = readFileSync(FONT_FILE);
  const font = parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  for (const logo of LOGOS) {
    const svg = logoSvg(font, logo);
    writeFileSync(path.join(ROOT, logo.file), svg);
    console.log(`${logo.file}: ${svg.length} bytes`);
  }
}

main();
