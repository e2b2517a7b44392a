/**
 * Toast state machine (spec §4, §9): a toast shows, auto-closes after its timeout, fades out over
 * 350 ms, then clears. Framework-free so timers can be tested with fake clocks.
 */
import type { BrandId } from '../../config/hosts';

export type ToastType = 'success' | 'error' | 'warn';

export interface ToastInput {
  message: string;
  /** Milliseconds before the toast starts to fade; the brand's default when omitted. */
  timeout?: number;
  /** Defaults to error (spec §8). */
  type?: ToastType;
}

export interface ToastItem {
  id: number;
  message: string;
  timeout: number;
  type: ToastType;
  /** True during the fade-out, after which the toast is removed. */
  leaving: boolean;
}

export const TOAST_DEFAULT_TIMEOUT_MS = 1500;
/** Timeout used by the `toast(message, type)` helper. */
export const TOAST_HELPER_TIMEOUT_MS = 2000;
export const TOAST_FADE_MS = 350;
export const TOAST_DEFAULT_TYPE: ToastType = 'error';

export interface ToastConfig {
  /** Toasts visible at once; the oldest goes first. */
  max: number;
  defaultTimeout: number;
}

// Brand A keeps a single toast state; brand B stacks up to 3 that auto-hide after 2000 ms (spec §9).
export const TOAST_CONFIG_BY_BRAND: Readonly<Record<BrandId, ToastConfig>> = {
  a: { max: 1, defaultTimeout: TOAST_DEFAULT_TIMEOUT_MS },
  b: { max: 3, defaultTimeout: 2000 },
};

export type ToastAction =
  | { type: 'show'; item: ToastItem }
  | { type: 'leave'; id: number }
  | { type: 'remove'; id: number };

export function toastReducer(state: readonly ToastItem[], action: ToastAction, max: number): ToastItem[] {
  switch (action.type) {
    case 'show': {
      const next = [...state, action.item];
      return next.length > max ? next.slice(next.length - max) : next;
    }
    case 'leave':
      return state.map((item) => (item.id === action.id && !item.leaving ? { ...item, leaving: true } : item));
    case 'remove':
      return state.filter((item) => item.id !== action.id);
  }
}

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface ToastStore {
  show(input: ToastInput): number;
  /** Starts the fade-out now (e.g. the user clicked the toast). */
  dismiss(id: number): void;
  getSnapshot(): readonly ToastItem[];
  subscribe(listener: () => void): () => void;
  /** Clears pending timers (provider unmount). */
  destroy(): void;
}

export function createToastStore(config: ToastConfig, timers: Timers = realTimers): ToastStore {
  let items: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const pending = new Map<number, unknown>();

  const dispatch = (action: ToastAction) => {
    const next = toastReducer(items, action, config.max);
    // Toasts pushed out by a newer one lose their timers.
    for (const id of pending.keys()) {
      if (!next.some((item) => item.id === id)) {
        timers.clearTimeout(pending.get(id));
        pending.delete(id);
      }
    }
    items = next;
    for (const listener of listeners) listener();
  };

  const schedule = (id: number, ms: number, fn: () => void) => {
    const previous = pending.get(id);
    if (previous !== undefined) timers.clearTimeout(previous);
    pending.set(
      id,
      timers.setTimeout(() => {
        pending.delete(id);
        fn();
      }, ms),
    );
  };

  const leave = (id: number) => {
    const item = items.find((candidate) => candidate.id === id);
    if (!item || item.leaving) return;
    dispatch({ type: 'leave', id });
    schedule(id, TOAST_FADE_MS, () => dispatch({ type: 'remove', id }));
  };

  return {
    show(input) {
      const id = nextId++;
      const timeout = input.timeout ?? config.defaultTimeout;
      dispatch({
        type: 'show',
        item: { id, message: input.message, timeout, type: input.type ?? TOAST_DEFAULT_TYPE, leaving: false },
      });
      schedule(id, timeout, () => leave(id));
      return id;
    },
    dismiss: leave,
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      for (const handle of pending.values()) timers.clearTimeout(handle);
      pending.clear();
    },
  };
}
