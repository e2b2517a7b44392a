import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createToastStore,
  TOAST_CONFIG_BY_BRAND,
  TOAST_DEFAULT_TIMEOUT_MS,
  TOAST_FADE_MS,
  toastReducer,
  type ToastItem,
} from './toast-store';

const item = (id: number, extra: Partial<ToastItem> = {}): ToastItem => ({
  id,
  message: `m${id}`,
  timeout: 1500,
  type: 'error',
  leaving: false,
  ...extra,
});

describe('toastReducer', () => {
  it('adds toasts and keeps at most `max`, dropping the oldest', () => {
    let state: ToastItem[] = [];
    for (const id of [1, 2, 3, 4]) state = toastReducer(state, { type: 'show', item: item(id) }, 3);
    expect(state.map((t) => t.id)).toEqual([2, 3, 4]);
  });

  it('marks a toast as leaving, then removes it', () => {
    const shown = toastReducer([], { type: 'show', item: item(1) }, 1);
    const leaving = toastReducer(shown, { type: 'leave', id: 1 }, 1);
    expect(leaving[0]?.leaving).toBe(true);
    expect(toastReducer(leaving, { type: 'remove', id: 1 }, 1)).toEqual([]);
  });

  it('ignores unknown ids', () => {
    const state = [item(1)];
    expect(toastReducer(state, { type: 'leave', id: 9 }, 1)).toEqual(state);
    expect(toastReducer(state, { type: 'remove', id: 9 }, 1)).toEqual(state);
  });
});

describe('createToastStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('defaults to type error and a 1500 ms timeout', () => {
    const store = createToastStore(TOAST_CONFIG_BY_BRAND.a);
    store.show({ message: '실패했습니다.' });
    expect(store.getSnapshot()).toEqual([
      { id: 1, message: '실패했습니다.', timeout: TOAST_DEFAULT_TIMEOUT_MS, type: 'error', leaving: false },
    ]);
  });

  it('auto-closes after its timeout, fades for 350 ms, then clears', () => {
    const store = createToastStore(TOAST_CONFIG_BY_BRAND.a);
    store.show({ message: '저장했습니다.', type: 'success', timeout: 2000 });
    vi.advanceTimersByTime(1999);
    expect(store.getSnapshot()[0]?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.leaving).toBe(true);
    vi.advanceTimersByTime(TOAST_FADE_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('brand A shows one toast: a new one replaces the old and its timers', () => {
    const store = createToastStore(TOAST_CONFIG_BY_BRAND.a);
    store.show({ message: '첫 번째' });
    vi.advanceTimersByTime(1000);
    store.show({ message: '두 번째' });
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['두 번째']);
    vi.advanceTimersByTime(1000);
    // The second toast has its own full timeout.
    expect(store.getSnapshot()[0]?.leaving).toBe(false);
    vi.advanceTimersByTime(500 + TOAST_FADE_MS);
    expect(store.getSnapshot()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('brand B stacks at most three toasts that auto-hide after 2000 ms', () => {
    const store = createToastStore(TOAST_CONFIG_BY_BRAND.b);
    for (const message of ['1', '2', '3', '4']) store.show({ message });
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['2', '3', '4']);
    expect(store.getSnapshot().every((t) => t.timeout === 2000)).toBe(true);
    vi.advanceTimersByTime(2000 + TOAST_FADE_MS);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('dismiss starts the fade at once', () => {
    const store = createToastStore(TOAST_CONFIG_BY_BRAND.a);
    const id = store.show({ message: '닫기' });
    store.dismiss(id);
    expect(store.getSnapshot()[0]?.leaving).toBe(true);
    vi.advanceTimersByTime(TOAST_FADE_MS);
    expect(store.getSnapshot()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('notifies subscribers and stops after unsubscribe', () => {
    const store = createToastStore(TOAST_CONFIG_BY_BRAND.a);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show({ message: 'a' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.show({ message: 'b' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('destroy clears pending timers', () => {
    const store = createToastStore(TOAST_CONFIG_BY_BRAND.b);
    store.show({ message: 'a' });
    store.show({ message: 'b' });
    store.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });
});
