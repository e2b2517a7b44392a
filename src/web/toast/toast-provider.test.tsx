// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { themeFor } from '../styles/theme';
import { getBrand } from '../../config/brands';
import { toast, ToastProvider, useToast } from './toast-provider';
import { TOAST_CONFIG_BY_BRAND, TOAST_FADE_MS } from './toast-store';

function Trigger() {
  const api = useToast();
  return (
    <>
      <button type="button" onClick={() => api.show({ message: '기본 토스트' })}>
        show
      </button>
      <button type="button" onClick={() => api.toast('저장되었습니다.', 'success')}>
        helper
      </button>
    </>
  );
}

function renderWith(brand: 'a' | 'b') {
  return render(
    <ThemeProvider theme={themeFor(getBrand(brand))}>
      <ToastProvider config={TOAST_CONFIG_BY_BRAND[brand]}>
        <Trigger />
      </ToastProvider>
    </ThemeProvider>,
  );
}

describe('<ToastProvider>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('keeps the toast area mounted even with no toast', () => {
    renderWith('a');
    expect(screen.getByRole('status', { name: '알림 메시지' })).toBeTruthy();
    expect(screen.getByTestId('toast-area').children).toHaveLength(0);
  });

  it('shows an error toast by default that closes after 1500 ms and a 350 ms fade', () => {
    renderWith('a');
    fireEvent.click(screen.getByText('show'));
    const item = screen.getByText('기본 토스트');
    expect(item.getAttribute('data-toast-type')).toBe('error');
    expect(item.getAttribute('data-state')).toBe('open');
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByText('기본 토스트').getAttribute('data-state')).toBe('closing');
    act(() => vi.advanceTimersByTime(TOAST_FADE_MS));
    expect(screen.queryByText('기본 토스트')).toBeNull();
  });

  it('the helper keeps a toast for 2000 ms with the given type', () => {
    renderWith('a');
    fireEvent.click(screen.getByText('helper'));
    expect(screen.getByText('저장되었습니다.').getAttribute('data-toast-type')).toBe('success');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('저장되었습니다.').getAttribute('data-state')).toBe('open');
    act(() => vi.advanceTimersByTime(1 + TOAST_FADE_MS));
    expect(screen.queryByText('저장되었습니다.')).toBeNull();
  });

  it('brand B shows at most three toasts', () => {
    renderWith('b');
    for (let i = 0; i < 4; i += 1) fireEvent.click(screen.getByText('show'));
    expect(screen.getAllByText('기본 토스트')).toHaveLength(3);
  });

  it('the module helper reaches the mounted provider, and clicking a toast dismisses it', () => {
    renderWith('a');
    act(() => {
      toast('밖에서 보낸 메시지', 'warn');
    });
    const item = screen.getByText('밖에서 보낸 메시지');
    expect(item.getAttribute('data-toast-type')).toBe('warn');
    fireEvent.click(item);
    expect(item.getAttribute('data-state')).toBe('closing');
    act(() => vi.advanceTimersByTime(TOAST_FADE_MS));
    expect(screen.queryByText('밖에서 보낸 메시지')).toBeNull();
  });
});
