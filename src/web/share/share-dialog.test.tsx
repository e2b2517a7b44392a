// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBrand } from '../../config/brands';
import { themeFor } from '../styles/theme';
import { ToastProvider } from '../toast/toast-provider';
import { TOAST_CONFIG_BY_BRAND } from '../toast/toast-store';
import { KAKAO_SDK_URL, loadKakaoSdk, ShareDialog } from './share-dialog';

const content = { url: 'https://cbt.careerroad.kr/exam/detail/3', text: 'NCS 모의고사', brandName: '커리어로드 CBT' };

function renderDialog(onClose = vi.fn()) {
  render(
    <ThemeProvider theme={themeFor(getBrand('a'))}>
      <ToastProvider config={TOAST_CONFIG_BY_BRAND.a}>
        <ShareDialog content={content} onClose={onClose} />
      </ToastProvider>
    </ThemeProvider>,
  );
  return onClose;
}

describe('<ShareDialog>', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the default title, the prefixed text and every target', () => {
    renderDialog();
    expect(screen.getByRole('heading', { name: '공유하기' })).toBeTruthy();
    expect(screen.getByText('[커리어로드 CBT] NCS 모의고사')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
  });

  it('opens a share window for social targets', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: '페이스북' }));
    expect(open).toHaveBeenCalledWith(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(content.url)}`,
      '_blank',
      expect.stringContaining('noopener'),
    );
  });

  it('copies the URL and shows 복사되었습니다.', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDialog();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'URL 복사' }));
    });
    expect(writeText).toHaveBeenCalledWith(content.url);
    expect(screen.getByText('복사되었습니다.')).toBeTruthy();
  });

  it('closes', () => {
    const onClose = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('loadKakaoSdk', () => {
  afterEach(() => document.getElementById('kakao-js-sdk')?.remove());

  it('loads nothing without NEXT_PUBLIC_KAKAO_JS_KEY', () => {
    loadKakaoSdk(undefined);
    loadKakaoSdk('');
    expect(document.querySelector('script#kakao-js-sdk')).toBeNull();
  });

  it('adds the SDK script once when a key is set', () => {
    loadKakaoSdk('kakao-key');
    loadKakaoSdk('kakao-key');
    const scripts = document.querySelectorAll('script#kakao-js-sdk');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe(KAKAO_SDK_URL);
  });
});
