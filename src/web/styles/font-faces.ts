/**
 * The `@font-face` rules pages/_document.tsx puts in every page's head (ADR 50): Pretendard from our own origin, and a
 * fallback face whose metrics are matched to it, so the text drawn before Pretendard arrives takes the room it will
 * take after. No subset is preloaded: measured, preloading the commonest subset made Lighthouse's LCP later, not
 * earlier (ADR 50), and the fallback face already draws the first paint's text in Pretendard's room.
 *
 * `font-display: optional` (ADR 53): a subset is used if it is there for the page's first layout (cached, or on a fast
 * line within the short block period), else the page keeps the fallback face. With `swap`, each of a page's ten-odd
 * subsets laid the page's text out again as it arrived, which cost a slow phone more main-thread time than anything
 * else on the portal home. The next page finds them in the cache.
 */
import { pretendardSubsetUrl } from '../../config/pretendard';
import { PRETENDARD_FALLBACK_FAMILY, PRETENDARD_FAMILY } from './font-families';
import { PRETENDARD_SUBSET_RANGES } from './pretendard-subsets';

/**
 * Noto Sans CJK KR (Linux, ChromeOS and Android's Korean font, and the bench machine's) scaled and given Pretendard's
 * vertical metrics. Pretendard draws Hangul narrower (0.939 of Noto's width) and Latin wider (1.02–1.06), and its
 * line box is shorter (0.952 + 0.241 em against 1.16 + 0.288). `size-adjust` is the width ratio of the text on both
 * brands' first screens (824 characters, 71% Hangul), measured in Chromium at each weight; the overrides divide
 * Pretendard's ascent and descent by it, so both faces fill the same line. Two faces, as Noto ships Regular and Bold
 * and a synthesised bold would be wider still.
 * Apple SD Gothic Neo and Malgun Gothic are not matched: no machine here has them to measure, and guessed metrics
 * could shift text on the devices that do.
 */
const FALLBACK_FACES: ReadonlyArray<{ weight: string; local: string[]; sizeAdjust: number }> = [
  { weight: '100 549', local: ['Noto Sans CJK KR Regular', 'NotoSansCJKkr-Regular', 'Noto Sans KR Regular', 'NotoSansKR-Regular'], sizeAdjust: 0.9505 },
  { weight: '550 900', local: ['Noto Sans CJK KR Bold', 'NotoSansCJKkr-Bold', 'Noto Sans KR Bold', 'NotoSansKR-Bold'], sizeAdjust: 0.9456 },
];
/** Pretendard's hhea ascent and descent, in em (1950 and 494 of 2048 units). */
const PRETENDARD_ASCENT = 1950 / 2048;
const PRETENDARD_DESCENT = 494 / 2048;

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

function pretendardFaces(): string[] {
  return PRETENDARD_SUBSET_RANGES.map(
    (range, index) =>
      `@font-face{font-family:'${PRETENDARD_FAMILY}';font-style:normal;font-weight:45 920;font-display:optional;` +
      `src:url(${pretendardSubsetUrl(index)}) format('woff2');unicode-range:${range}}`,
  );
}

function fallbackFaces(): string[] {
  return FALLBACK_FACES.map(
    ({ weight, local, sizeAdjust }) =>
      `@font-face{font-family:'${PRETENDARD_FALLBACK_FAMILY}';font-style:normal;font-weight:${weight};` +
      `src:${local.map((name) => `local('${name}')`).join(',')};size-adjust:${percent(sizeAdjust)};` +
      `ascent-override:${percent(PRETENDARD_ASCENT / sizeAdjust)};descent-override:${percent(PRETENDARD_DESCENT / sizeAdjust)};` +
      'line-gap-override:0%}',
  );
}

/** The notice the SIL Open Font License asks to travel with the font, as the package's own stylesheet carries it. */
const NOTICE = '/* Pretendard: Copyright (c) 2021 Kil Hyung-jin, with Reserved Font Name Pretendard. SIL Open Font License 1.1 */';

/** Every rule, made once per server process. */
export const FONT_FACE_CSS = [NOTICE, ...pretendardFaces(), ...fallbackFaces()].join('\n');
