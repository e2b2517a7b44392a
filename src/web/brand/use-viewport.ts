/** Viewport helpers of the brand B chrome: a debounced media query (spec §9) and a body scroll lock (spec §4). */
import { useEffect, useState } from 'react';

/** Media-query changes settle for this long before the UI reacts (spec §9). */
export const MEDIA_QUERY_DEBOUNCE_MS = 100;

/** `(max-width: N-1px)`: viewports below the brand's mobile breakpoint. */
export function mobileMediaQuery(breakpoint: number): string {
  return `(max-width: ${breakpoint - 1}px)`;
}

/**
 * Whether `query` matches, debounced by 100 ms. False during SSR and the first render so the markup
 * hydrates the same; CSS decides what is visible, this only drives behaviour (closing the drawer).
 */
export function useDebouncedMediaQuery(query: string, delayMs = MEDIA_QUERY_DEBOUNCE_MS): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    setMatches(list.matches);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setMatches(list.matches), delayMs);
    };
    list.addEventListener('change', onChange);
    return () => {
      clearTimeout(timer);
      list.removeEventListener('change', onChange);
    };
  }, [query, delayMs]);
  return matches;
}

/** Locks the page's scrolling while `locked` (the mobile drawer), restoring the previous value afterwards. */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [locked]);
}
