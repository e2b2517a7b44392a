/**
 * The `@font-face` rules pages/_document.tsx puts in every page's head (ADR 50): Pretendard from our own origin, and a
 * fallback face whose metrics are matched to it, so the text drawn before Pretendard arrives takes the room it will
 * take after.
 */
import { pretendardSubsetUrl } from '../../config/pretendard';
import { PRETENDARD_FALLBACK_FAMILY, PRETENDARD_FAMILY } from './font-families';
import { PRETENDARD_SUBSET_RANGES } from './pretendard-subsets';

/**
 * The subset preloaded by every page: Pretendard's last subset holds Basic Latin, digits and the most frequent
 * Hangul syllables (가 고 기 다 로 리 사 스 시 이 인 지 하 …), the characters the first screen of both brands
 * draws most often (ADR 50 has the count).
 */
export const PRELOADED_SUBSET = 91;

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
      `@font-face{font-family:'${PRETENDARD_FAMILY}';font-style:normal;font-weight:45 920;font-display:swap;` +
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

/** Every rule, made once per server process. */
export const FONT_FACE_CSS = [...pretendardFaces(), ...fallbackFaces()].join('\n');
