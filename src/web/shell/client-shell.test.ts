import { describe, expect, it } from 'vitest';
import { clientShellFrom, readCookie } from './client-shell';

describe('clientShellFrom', () => {
  it('resolves the brand from development, test and production host names', () => {
    expect(clientShellFrom('nurse.localhost', '', '').brand).toBe('b');
    expect(clientShellFrom('cbt.nursepass.co.kr', '', '').brand).toBe('b');
    expect(clientShellFrom('localhost', '', '').brand).toBe('a');
    expect(clientShellFrom('unknown.example.com', '', '').brand).toBe('a');
  });

  it('reads the web view and disabledHeader cookies', () => {
    expect(clientShellFrom('localhost', '', 'a=1; webview=1; disabledHeader=')).toEqual({
      brand: 'a',
      isWebView: true,
      headerDisabled: true,
    });
    expect(clientShellFrom('localhost', 'Mozilla/5.0 NursePassApp/2.0', '').isWebView).toBe(true);
  });
});

describe('readCookie', () => {
  it('finds cookies by exact name', () => {
    expect(readCookie('webviewx=1; webview=0', 'webview')).toBe('0');
    expect(readCookie('disabledHeader', 'disabledHeader')).toBe('');
    expect(readCookie('', 'webview')).toBeUndefined();
  });
});
