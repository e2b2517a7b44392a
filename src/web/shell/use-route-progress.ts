/** Progress bar during client route changes (spec §2.1). */
import type { Router } from 'next/router';
import NProgress from 'nprogress';
import { useEffect } from 'react';

// A short delay keeps instant (cached) transitions from flashing the bar.
const SHOW_DELAY_MS = 120;

/**
 * nprogress's own template gives the bar `role="bar"`, which is no ARIA role (axe: aria-roles, critical). The bar is
 * decorative — the new page is what announces itself — so it is hidden from assistive technology instead.
 */
export const PROGRESS_TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

export function useRouteProgress(events: Router['events']): void {
  useEffect(() => {
    NProgress.configure({ showSpinner: false, trickleSpeed: 200, template: PROGRESS_TEMPLATE, barSelector: '.bar' });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      clearTimeout(timer);
      timer = setTimeout(() => NProgress.start(), SHOW_DELAY_MS);
    };
    const done = () => {
      clearTimeout(timer);
      NProgress.done();
    };
    events.on('routeChangeStart', start);
    events.on('routeChangeComplete', done);
    events.on('routeChangeError', done);
    return () => {
      clearTimeout(timer);
      events.off('routeChangeStart', start);
      events.off('routeChangeComplete', done);
      events.off('routeChangeError', done);
    };
  }, [events]);
}
