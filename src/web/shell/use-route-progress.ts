/**
 * Progress bar during client route changes (spec §2.1). nprogress loads with the first route change rather than with
 * every page: most visits start with a full page load, and the bar shows only after SHOW_DELAY_MS anyway.
 */
import type { Router } from 'next/router';
import type NProgressApi from 'nprogress';
import { useEffect } from 'react';

// A short delay keeps instant (cached) transitions from flashing the bar.
const SHOW_DELAY_MS = 120;

/**
 * nprogress's own template gives the bar `role="bar"`, which is no ARIA role (axe: aria-roles, critical). The bar is
 * decorative — the new page is what announces itself — so it is hidden from assistive technology instead.
 */
export const PROGRESS_TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

let progress: Promise<typeof NProgressApi> | undefined;

function loadProgress(): Promise<typeof NProgressApi> {
  progress ??= import('nprogress').then(({ default: NProgress }) => {
    NProgress.configure({ showSpinner: false, trickleSpeed: 200, template: PROGRESS_TEMPLATE, barSelector: '.bar' });
    return NProgress;
  });
  return progress;
}

export function useRouteProgress(events: Router['events']): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Whether a route change is under way: a bar whose code arrives after the change ended is not started.
    let changing = false;
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      changing = true;
      clearTimeout(timer);
      timer = setTimeout(() => void loadProgress().then((bar) => changing && bar.start()), SHOW_DELAY_MS);
    };
    const done = () => {
      changing = false;
      clearTimeout(timer);
      void progress?.then((bar) => bar.done());
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
