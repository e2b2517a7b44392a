// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AxiosError } from 'axios';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBrand } from '../../../config/brands';
import { themeFor } from '../../styles/theme';
import { ScoreScreen } from './record-screens';

const getRecordResult = vi.hoisted(() => vi.fn());
vi.mock('../../api/records-api', async (original) => ({ ...(await original<object>()), getRecordResult }));
vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/cbt/practice/score/7', push: vi.fn(), replace: vi.fn() }) }));

afterEach(() => {
  cleanup();
  getRecordResult.mockReset();
});

function renderScore() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={themeFor(getBrand('a'))}>
        <ScoreScreen recordIdx={7} failure={null} continueHref={null} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

describe('<ScoreScreen> without the server’s copy of the score', () => {
  it('says it is loading while the browser fetches the score', async () => {
    getRecordResult.mockReturnValue(new Promise(() => {}));
    renderScore();
    expect(await screen.findByTestId('loading-state', {}, { timeout: 5000 })).toHaveProperty('textContent', '시험 결과를 불러오는 중입니다…');
    expect(screen.getByTestId('solve-bar').textContent).toContain('시험 결과');
  });

  it('shows the failure with 다시 시도 rather than an empty page when that fetch fails', async () => {
    getRecordResult.mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK'));
    renderScore();
    expect(await screen.findByTestId('error-state', {}, { timeout: 5000 })).toBeTruthy();
    getRecordResult.mockReturnValue(new Promise(() => {}));
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(getRecordResult).toHaveBeenCalledTimes(2);
  });
});
