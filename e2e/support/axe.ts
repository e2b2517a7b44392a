/**
 * axe-core audits against WCAG 2.1 A and AA. The chat frame is another site with its own checks, so the page around
 * it is what is audited. Each violation reads `<label> <rule> (<impact>): <where>`, so a failure names its page.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeAuditOptions {
  /** Names the page in the report (its path, say). */
  label?: string;
  /** Audit only this part of the page (a dialog). */
  include?: string;
  /** Only serious and critical violations count (the CBT pages' bar); by default every one does. */
  seriousOnly?: boolean;
}

/**
 * Lets the page's finite animations and transitions end first (a toast fading in or out has a contrast its settled
 * colours do not, and axe reads it mid-fade); endless ones (a spinner, a skeleton's pulse) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export async function wcagViolations(page: Page, options: AxeAuditOptions = {}): Promise<string[]> {
  // A toast that starts fading out while axe runs is not caught by the settling below; under reduced motion the
  // product's toasts and transitions do not fade (the toast honours prefers-reduced-motion), so nothing starts mid-audit.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA).exclude('iframe[title="채팅"]');
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => !options.seriousOnly || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${options.label ?? page.url()} ${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function expectNoWcagViolations(page: Page, options: AxeAuditOptions = {}): Promise<void> {
  expect(await wcagViolations(page, options)).toEqual([]);
}
