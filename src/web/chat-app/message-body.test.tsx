// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageBody } from './message-body';

afterEach(cleanup);

describe('MessageBody', () => {
  it('renders URLs as links whose click is handed to the chat instead of navigating', () => {
    const onLink = vi.fn();
    render(<MessageBody body={'참고: https://example.com/a 입니다'} onLink={onLink} />);
    const link = screen.getByRole('link', { name: 'https://example.com/a' });
    expect(link.getAttribute('href')).toBe('https://example.com/a');
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(onLink).toHaveBeenCalledWith('https://example.com/a');
    expect(screen.getByText('참고:', { exact: false })).toBeTruthy();
  });

  it('keeps text that only looks like a scheme as text', () => {
    render(<MessageBody body="javascript:alert(1)" onLink={vi.fn()} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
