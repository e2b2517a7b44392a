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

/** 87.5 → "87.5", 90 → "90". */
export function formatPercent(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
