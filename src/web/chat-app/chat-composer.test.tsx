// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBrand } from '../../config/brands';
import { themeFor } from '../styles/theme';
import { ChatComposer, COMPOSER_PLACEHOLDER } from './chat-composer';

afterEach(cleanup);

const theme = themeFor(getBrand('a'));
const wrap = (ui: ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

function setup(onSend: (body: string) => Promise<void> = vi.fn(async () => undefined)) {
  wrap(<ChatComposer onSend={onSend} />);
  const textarea = screen.getByPlaceholderText(COMPOSER_PLACEHOLDER) as HTMLTextAreaElement;
  const button = screen.getByRole('button', { name: '보내기' }) as HTMLButtonElement;
  return { onSend, textarea, button };
}

describe('ChatComposer', () => {
  it('disables 보내기 while empty or whitespace and counts characters', () => {
    const { textarea, button } = setup();
    expect(button.disabled).toBe(true);
    expect(screen.getByTestId('chat-composer-count').textContent).toBe('0/1000');
    fireEvent.change(textarea, { target: { value: '   ' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(textarea, { target: { value: '안녕하세요' } });
    expect(button.disabled).toBe(false);
    expect(screen.getByTestId('chat-composer-count').textContent).toBe('5/1000');
  });

  it('sends the trimmed text on Enter and clears the field', async () => {
    const onSend = vi.fn(async () => undefined);
    const { textarea } = setup(onSend);
    fireEvent.change(textarea, { target: { value: ' 안녕 ' } });
    await act(async () => {
      fireEvent.keyDown(textarea, { key: 'Enter', code: 'Enter' });
    });
    expect(onSend).toHaveBeenCalledWith('안녕');
    expect(textarea.value).toBe('');
  });

  it('does not send on Shift+Enter (a new line)', () => {
    const onSend = vi.fn(async () => undefined);
    const { textarea } = setup(onSend);
    fireEvent.change(textarea, { target: { value: '첫 줄' } });
    const notPrevented = fireEvent.keyDown(textarea, { key: 'Enter', code: 'Enter', shiftKey: true });
    expect(notPrevented).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('does not send on Enter during IME composition', () => {
    const onSend = vi.fn(async () => undefined);
    const { textarea } = setup(onSend);
    fireEvent.change(textarea, { target: { value: '한' } });
    fireEvent.keyDown(textarea, { key: 'Enter', code: 'Enter', isComposing: true });
    fireEvent.keyDown(textarea, { key: 'Enter', code: 'Enter', keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends once while a send is in flight, and shows the server error inline keeping the text', async () => {
    let reject: (error: unknown) => void = () => undefined;
    const onSend = vi.fn(
      () =>
        new Promise<void>((_resolve, rej) => {
          reject = rej;
        }),
    );
    const { textarea, button } = setup(onSend);
    fireEvent.change(textarea, { target: { value: '메시지' } });
    fireEvent.keyDown(textarea, { key: 'Enter' });
    fireEvent.keyDown(textarea, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(true);
    await act(async () => {
      reject({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' });
    });
    expect(screen.getByRole('alert').textContent).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
    expect(textarea.value).toBe('메시지');
    expect(button.disabled).toBe(false);
  });
});
