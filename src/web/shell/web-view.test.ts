import { describe, expect, it } from 'vitest';
import { detectWebView, isMobileUserAgent, isWebViewUserAgent, webViewBrand } from './web-view';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_APP_A =
  'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 CareerRoadApp/3.2.1';
const IOS_APP_B =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 NursePassApp/1.0.0';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

describe('web view detection', () => {
  it.each([
    [ANDROID_APP_A, true],
    [IOS_APP_B, true],
    [IPHONE_SAFARI, false],
    [DESKTOP_CHROME, false],
    ['CareerRoadApp', false],
    ['', false],
  ])('user agent %s → web view %s', (ua, expected) => {
    expect(isWebViewUserAgent(ua)).toBe(expected);
  });

  it('names the brand of the app', () => {
    expect(webViewBrand(ANDROID_APP_A)).toBe('a');
    expect(webViewBrand(IOS_APP_B)).toBe('b');
    expect(webViewBrand(IPHONE_SAFARI)).toBeNull();
  });

  it('lets the webview cookie force either layout', () => {
    expect(detectWebView(DESKTOP_CHROME, '1')).toBe(true);
    expect(detectWebView(ANDROID_APP_A, '0')).toBe(false);
    expect(detectWebView(ANDROID_APP_A, undefined)).toBe(true);
    expect(detectWebView(DESKTOP_CHROME, 'yes')).toBe(false);
    expect(detectWebView(undefined, null)).toBe(false);
  });
});

describe('mobile detection', () => {
  it.each([
    [IPHONE_SAFARI, true],
    [ANDROID_APP_A, true],
    [IOS_APP_B, true],
    ['Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36', true],
    [DESKTOP_CHROME, false],
    [undefined, false],
  ])('user agent %s → mobile %s', (ua, expected) => {
    expect(isMobileUserAgent(ua)).toBe(expected);
  });
});
