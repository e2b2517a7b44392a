/**
 * The test side of the server's clock. `serverRemainingSeconds` reads how much time the server gives an open mock
 * exam (to wait until real time has passed on the server, rather than sleeping). `moveServerClockFor` sends the
 * matching requests with the server's clock moved ahead (e2e/support/server-clock.ts, loaded into the test server
 * only): a deadline then passes on the server, for those requests, without waiting for it.
 */
import type { Page } from '@playwright/test';
import { CLOCK_OFFSET_HEADER } from './clock-header';
import { apiJson } from './solve';

/** The server's remaining seconds of an open mock exam record (its sheet's remainingSeconds). */
export async function serverRemainingSeconds(page: Page, recordIdx: number): Promise<number> {
  const { status, body } = await apiJson<{ remainingSeconds: number | null }>(page, `/apiV2/records/${recordIdx}`);
  if (status !== 200 || body.remainingSeconds === null) throw new Error(`record ${recordIdx}: ${status} ${JSON.stringify(body)}`);
  return body.remainingSeconds;
}

/** From now on, the page's requests to `url` reach the server with its clock `ms` ahead. */
export async function moveServerClockFor(page: Page, url: string, ms: number): Promise<void> {
  await page.route(url, (route) => route.continue({ headers: { ...route.request().headers(), [CLOCK_OFFSET_HEADER]: String(ms) } }));
}
