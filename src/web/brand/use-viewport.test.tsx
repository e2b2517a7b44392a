// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLabel } from './header-b-actions';
import { MEDIA_QUERY_DEBOUNCE_MS, mobileMediaQuery, useBodyScrollLock, useDebouncedMediaQuery } from './use-viewport';

/** A controllable matchMedia: `set(true)` flips every list and fires its change listeners. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    set(value: boolean) {
      matches = value;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.style.overflow = '';
});

describe('mobileMediaQuery', () => {
  it('matches viewports below the breakpoint', () => {
    expect(mobileMediaQuery(768)).toBe('(max-width: 767px)');
  });
});

describe('useDebouncedMediaQuery', () => {
  it('reads the query after mount and reacts to changes only after 100 ms', () => {
    vi.useFakeTimers();
    const media = fakeMatchMedia(true);
    const { result, unmount } = renderHook(() => useDebouncedMediaQuery('(max-width: 767px)'));
    expect(result.current).toBe(true);
    act(() => media.set(false));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(MEDIA_QUERY_DEBOUNCE_MS - 1));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
    // Flapping within the window settles on the last value.
    act(() => {
      media.set(true);
      vi.advanceTimersByTime(50);
      media.set(false);
      vi.advanceTimersByTime(50);
      media.set(true);
    });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(MEDIA_QUERY_DEBOUNCE_MS));
    expect(result.current).toBe(true);
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});

describe('useBodyScrollLock', () => {
  it('hides body overflow while locked and restores the previous value', () => {
    document.body.style.overflow = 'auto';
    const { rerender, unmount } = renderHook(({ locked }) => useBodyScrollLock(locked), { initialProps: { locked: false } });
    expect(document.body.style.overflow).toBe('auto');
    rerender({ locked: true });
    expect(document.body.style.overflow).toBe('hidden');
    rerender({ locked: false });
    expect(document.body.style.overflow).toBe('auto');
    rerender({ locked: true });
    unmount();
    expect(document.body.style.overflow).toBe('auto');
  });
});

describe('cartLabel', () => {
  it('names the count like the badge: hidden at 0, 99+ above 99', () => {
    expect(cartLabel(0)).toBe('장바구니');
    expect(cartLabel(2)).toBe('장바구니 2개');
    expect(cartLabel(100)).toBe('장바구니 99+개');
  });
});
