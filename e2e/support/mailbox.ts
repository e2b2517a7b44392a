/** What the browser tests' mail server received (fake-mail-server.ts), read as a member reads their inbox. */
import { expect } from '@playwright/test';
import { E2E_MAIL_ORIGIN, type ReceivedMail } from './mail';

/** Every mail received so far for `address`, oldest first. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${E2E_MAIL_ORIGIN}/messages?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`mail server: ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}

/** Waits for the `count`-th mail to `address` (1 = the first) and returns it. */
export async function waitForMail(address: string, count = 1): Promise<ReceivedMail> {
  await expect.poll(async () => (await mailsTo(address)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return (await mailsTo(address))[count - 1]!;
}
