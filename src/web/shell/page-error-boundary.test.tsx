// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { getBrand } from '../../config/brands';
import { themeFor } from '../styles/theme';
import { PageErrorBoundary } from './page-error-boundary';

const captureException = vi.hoisted(() => vi.fn());
vi.mock('@sentry/nextjs', () => ({ captureException }));

let failure: unknown = null;
function Page() {
  if (failure) throw failure;
  return <p>페이지 내용</p>;
}

function setup(resetKey: string) {
  return (
    <ThemeProvider theme={themeFor(getBrand('a'))}>
      <PageErrorBoundary resetKey={resetKey}>
        <Page />
      </PageErrorBoundary>
    </ThemeProvider>
  );
}

function axiosFailure(status: number) {
  const headers = new AxiosHeaders();
  return new AxiosError('failed', 'ERR_BAD_REQUEST', { headers }, null, {
    status,
    statusText: '',
    headers: {},
    config: { headers },
    data: {},
  });
}

describe('<PageErrorBoundary>', () => {
  afterEach(() => {
    cleanup();
    failure = null;
    captureException.mockReset();
  });

  it('reports a render error to Sentry and shows the refresh variant', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failure = new Error('boom');
    render(setup('/a'));
    expect(screen.getByRole('heading', { name: '오류가 발생했습니다' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '커리어로드 CBT' })).toBeTruthy();
    // The SDK is imported when the error happens.
    await vi.waitFor(() => expect(captureException).toHaveBeenCalledWith(failure, expect.anything()));
  });

  it('새로고침 resets the failed view', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failure = new Error('boom');
    render(setup('/a'));
    failure = null;
    fireEvent.click(screen.getByRole('button', { name: '새로고침' }));
    expect(screen.getByText('페이지 내용')).toBeTruthy();
  });

  it('resets when the route (reset key) changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failure = new Error('boom');
    const { rerender } = render(setup('/a'));
    expect(screen.queryByText('페이지 내용')).toBeNull();
    failure = null;
    rerender(setup('/b'));
    expect(screen.getByText('페이지 내용')).toBeTruthy();
  });

  it.each([401, 403])('shows the access-denied variant for %s with a link to the main page', (status) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failure = axiosFailure(status);
    render(setup('/a'));
    expect(screen.getByRole('heading', { name: '접근이 허용되지 않습니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '메인으로 가기' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: '새로고침' })).toBeNull();
  });
});
