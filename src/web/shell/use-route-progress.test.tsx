// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import type { Router } from 'next/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const bar = vi.hoisted(() => ({ configure: vi.fn(), start: vi.fn(), done: vi.fn() }));
vi.mock('nprogress', () => ({ default: bar }));

type Handler = (...args: unknown[]) => void;
function fakeEvents() {
  const handlers = new Map<string, Set<Handler>>();
  return {
    on: (name: string, handler: Handler) => void (handlers.get(name) ?? handlers.set(name, new Set()).get(name)!).add(handler),
    off: (name: string, handler: Handler) => void handlers.get(name)?.delete(handler),
    emit: (name: string, ...args: unknown[]) => handlers.get(name)?.forEach((handler) => handler(...args)),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  bar.configure.mockClear();
  bar.start.mockClear();
  bar.done.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function mount() {
  const { useRouteProgress } = await import('./use-route-progress');
  const events = fakeEvents();
  renderHook(() => useRouteProgress(events as unknown as Router['events']));
  return events;
}

describe('useRouteProgress', () => {
  it('loads nothing until a route change, then shows the bar after the delay and ends it', async () => {
    const events = await mount();
    expect(bar.configure).not.toHaveBeenCalled();
    events.emit('routeChangeStart', '/next', { shallow: false });
    await vi.advanceTimersByTimeAsync(200);
    expect(bar.configure).toHaveBeenCalledTimes(1);
    expect(bar.start).toHaveBeenCalledTimes(1);
    events.emit('routeChangeComplete', '/next', { shallow: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(bar.done).toHaveBeenCalledTimes(1);
  });

  it('shows no bar for a change that ends within the delay, nor for a shallow one', async () => {
    const events = await mount();
    events.emit('routeChangeStart', '/quick', { shallow: false });
    events.emit('routeChangeComplete', '/quick', { shallow: false });
    events.emit('routeChangeStart', '/same?tab=2', { shallow: true });
    await vi.advanceTimersByTimeAsync(500);
    expect(bar.start).not.toHaveBeenCalled();
  });
});
