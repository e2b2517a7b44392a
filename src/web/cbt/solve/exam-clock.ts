/**
 * The mock exam's clock. The deadline is the server's (docs/cbt-model.md §5): the screen never starts its
 * own timer, it counts down what the server said was left. The time left is taken from the record's
 * deadlineAt − serverNow (millisecond precision; remainingSeconds when a timestamp is missing) and anchored
 * to the browser's clock when the record arrived, so a wrong device clock or time zone does not matter and
 * a reload reads the server again instead of resetting.
 */
import type { RecordSheet } from '../../api/records-api';

/** Milliseconds left by the server's clock when it sent the sheet; null for records without a deadline. */
export function serverRemainingMs(
  sheet: Pick<RecordSheet, 'status' | 'deadlineAt' | 'serverNow' | 'remainingSeconds'>,
): number | null {
  if (sheet.status !== 'IN_PROGRESS' || sheet.remainingSeconds === null) return null;
  const deadline = sheet.deadlineAt ? Date.parse(sheet.deadlineAt) : Number.NaN;
  const now = Date.parse(sheet.serverNow);
  if (Number.isFinite(deadline) && Number.isFinite(now)) return Math.max(0, deadline - now);
  return Math.max(0, sheet.remainingSeconds * 1000);
}

/** The deadline on the browser's clock: when the sheet arrived plus what the server said was left. */
export function localDeadline(remainingMs: number, receivedAt: number): number {
  return receivedAt + remainingMs;
}

/** Whole seconds left before `deadline` at `now`, rounded up so 0 means the time is really over. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Moments the screen warns about (seconds left). */
export const TIME_WARNINGS: ReadonlyArray<{ atSeconds: number; message: string }> = [
  { atSeconds: 5 * 60, message: '시험 종료 5분 전입니다.' },
  { atSeconds: 60, message: '시험 종료 1분 전입니다. 답안이 자동으로 제출됩니다.' },
];

/** The clock turns to the warning colour below this many seconds. */
export const LOW_TIME_SECONDS = 5 * 60;
