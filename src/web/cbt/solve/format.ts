/**
 * Display formats of the solving screens. Dates are formatted by hand in KST rather than with Intl:
 * Node's ICU and Chromium print ko-KR times differently ("AM 1:30" vs "오전 1:30"), which breaks hydration.
 */

const CHOICE_SYMBOLS = ['①', '②', '③', '④', '⑤', '⑥', '⑦', '⑧', '⑨', '⑩'];

/** 1 → ①; out-of-range numbers fall back to "6번". */
export function choiceSymbol(choice: number): string {
  return CHOICE_SYMBOLS[choice - 1] ?? `${choice}번`;
}

/** Remaining time as the exam clock shows it: 24:05, or 1:02:03 from an hour up. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** A duration in words: "32분 10초", "1시간 5분", "45초". */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const parts: string[] = [];
  if (hours) parts.push(`${hours}시간`);
  if (minutes) parts.push(`${minutes}분`);
  if (seconds && !hours) parts.push(`${seconds}초`);
  return parts.length ? parts.join(' ') : '0초';
}

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** ISO timestamp → "2026.03.01 (일) 오전 9:00" in Korea Standard Time (no daylight saving). */
export function formatKst(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const kst = new Date(time + KST_OFFSET_MS);
  const y = kst.getUTCFullYear();
  const m = String(kst.getUTCMonth() + 1).padStart(2, '0');
  const d = String(kst.getUTCDate()).padStart(2, '0');
  const hours = kst.getUTCHours();
  const minutes = String(kst.getUTCMinutes()).padStart(2, '0');
  const meridiem = hours < 12 ? '오전' : '오후';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${y}.${m}.${d} (${WEEKDAYS[kst.getUTCDay()]}) ${meridiem} ${hour12}:${minutes}`;
}

/** 87.5 → "87.5", 90 → "90". */
export function formatPercent(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
