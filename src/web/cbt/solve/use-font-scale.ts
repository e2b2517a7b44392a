/**
 * Larger/smaller text on the exam screens (Q-Net convention). The choice is the member's for every exam,
 * so it is kept in localStorage and read after mount (the server renders the default size).
 */
import { useCallback, useEffect, useState } from 'react';

export const FONT_SCALES = [0.875, 1, 1.125, 1.25, 1.5] as const;
const DEFAULT_INDEX = 1;
const STORAGE_KEY = 'cbt:font-scale';

export function useFontScale() {
  const [index, setIndex] = useState(DEFAULT_INDEX);

  useEffect(() => {
    try {
      const stored = Number(window.localStorage.getItem(STORAGE_KEY));
      const found = FONT_SCALES.findIndex((s) => s === stored);
      if (found >= 0) setIndex(found);
    } catch {
      // No storage: keep the default size.
    }
  }, []);

  const update = useCallback((next: number) => {
    const clamped = Math.min(FONT_SCALES.length - 1, Math.max(0, next));
    setIndex(clamped);
    try {
      window.localStorage.setItem(STORAGE_KEY, String(FONT_SCALES[clamped]));
    } catch {
      // Not remembered, still applied.
    }
  }, []);

  return {
    scale: FONT_SCALES[index] ?? 1,
    canGrow: index < FONT_SCALES.length - 1,
    canShrink: index > 0,
    grow: () => update(index + 1),
    shrink: () => update(index - 1),
  };
}
