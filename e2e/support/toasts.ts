import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __shownToasts?: string[];
  }
}

/**
 * Records every toast message the toast area shows from now on, for toasts raised just before a client
 * navigation: on a loaded machine the next page's render can hold the main thread for the toast's whole
 * 2 s life, so polling for it to be visible races its own timer. The record is the behaviour the user
 * gets (the toast was put on screen); the timing itself is unit-tested with fake timers (src/web/toast).
 * Call after the page has loaded, and read with `shownToasts` (the record survives client navigation).
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.getByTestId('toast-area').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    const area = document.querySelector('[data-testid="toast-area"]');
    if (!area) throw new Error('no toast area');
    window.__shownToasts = [];
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          const text = node.textContent?.trim();
          if (text) window.__shownToasts?.push(text);
        }
      }
    }).observe(area, { childList: true });
  });
}

export function shownToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__shownToasts ?? []);
}
