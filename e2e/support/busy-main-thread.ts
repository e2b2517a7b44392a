/**
 * A phone whose main thread is busy with other work: every task React's scheduler posts to itself (a slice of a
 * render, about 5 ms of work) runs `delayMs` later, as if other tasks had run in between. Timers keep their own
 * schedule, so a render that is one transition (hydration, a client-side navigation) spans seconds of timers, as it
 * does on a slow phone.
 */
import type { Page } from '@playwright/test';

/** The CPU of a mid-range phone, as Lighthouse's mobile preset slows a desktop one (Chromium only). */
export async function phoneCpu(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

export async function slowRenderSlices(page: Page, delayMs = 300): Promise<void> {
  await page.addInitScript((delay) => {
    const post = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (this: MessagePort, ...args: Parameters<MessagePort['postMessage']>) {
      setTimeout(() => (post as (...a: unknown[]) => void).apply(this, args), delay);
    } as MessagePort['postMessage'];
  }, delayMs);
}

/** Console errors and uncaught page errors, collected from now on. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
