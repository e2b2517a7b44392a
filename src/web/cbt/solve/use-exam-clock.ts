/**
 * Counts down the server's deadline (exam-clock.ts). The first render shows the server's remainingSeconds
 * so the server render and hydration agree; after mount the deadline is anchored to the browser clock each
 * time a fresh sheet arrives, and checked twice a second (a tab in the background may tick late, so the time
 * left is always recomputed from the clock, never decremented).
 */
import { useEffect, useRef, useState } from 'react';
import type { RecordSheet } from '../../api/records-api';
import { localDeadline, secondsLeft, serverRemainingMs, TIME_WARNINGS } from './exam-clock';

export interface ExamClock {
  /** Seconds left; null for records without a deadline. */
  secondsLeft: number | null;
  expired: boolean;
}

export function useExamClock(
  sheet: RecordSheet,
  /** Changes whenever a fresh sheet arrived (React Query's dataUpdatedAt). */
  receivedKey: number,
  handlers: { onExpire(): void; onWarn?(message: string): void },
): ExamClock {
  const [left, setLeft] = useState<number | null>(sheet.status === 'IN_PROGRESS' ? sheet.remainingSeconds : null);
  const deadline = useRef<number | null>(null);
  const lastLeft = useRef<number | null>(null);
  const fired = useRef(false);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    const remainingMs = serverRemainingMs(sheet);
    deadline.current = remainingMs === null ? null : localDeadline(remainingMs, Date.now());
    const tick = () => {
      if (deadline.current === null) {
        setLeft(null);
        return;
      }
      const now = secondsLeft(deadline.current, Date.now());
      const before = lastLeft.current;
      lastLeft.current = now;
      setLeft(now);
      if (before !== null) {
        for (const warning of TIME_WARNINGS) {
          if (before > warning.atSeconds && now <= warning.atSeconds && now > 0) handlersRef.current.onWarn?.(warning.message);
        }
      }
      if (now === 0 && !fired.current) {
        fired.current = true;
        handlersRef.current.onExpire();
      }
    };
    tick();
    const timer = setInterval(tick, 500);
    return () => clearInterval(timer);
    // A new sheet (receivedKey) re-anchors the deadline; the sheet object itself is read at that moment.
  }, [sheet.recordIdx, receivedKey]);

  return { secondsLeft: left, expired: left === 0 };
}
