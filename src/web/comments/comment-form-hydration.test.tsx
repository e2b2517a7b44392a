// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBrand } from '../../config/brands';
import { themeFor } from '../styles/theme';
import { CommentForm } from './comment-form';

function Form({ onSubmit }: { onSubmit: (body: string) => Promise<unknown> }) {
  return (
    <ThemeProvider theme={themeFor(getBrand('b'))}>
      <CommentForm label="댓글 쓰기" submitLabel="등록" pending={false} onSubmit={onSubmit} testId="comment-form" />
    </ThemeProvider>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the comment form before hydration', () => {
  it('keeps a comment typed into the server-rendered page and sends it, not the blank message', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form onSubmit={onSubmit} />);
    document.body.append(container);
    const button = container.querySelector('button[type="submit"]') as HTMLButtonElement;
    // 등록 waits for React: a click before hydration cannot send an empty form.
    expect(button.disabled).toBe(true);
    container.querySelector('textarea')!.value = '이 시험 범위가 작년과 같나요?';

    await act(async () => {
      hydrateRoot(container, <Form onSubmit={onSubmit} />);
    });
    expect(container.querySelector('textarea')!.value).toBe('이 시험 범위가 작년과 같나요?');
    expect(button.disabled).toBe(false);

    await act(async () => {
      button.click();
    });
    expect(onSubmit).toHaveBeenCalledWith('이 시험 범위가 작년과 같나요?');
    expect(container.textContent).not.toContain('댓글 내용을 입력해주세요.');
  });
});
