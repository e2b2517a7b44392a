/** Progress bar during client route changes (spec §2.1). */
import type { Router } from 'next/router';
import NProgress from 'nprogress';
import { useEffect } from 'react';

// A short delay keeps instant (cached) transitions from flashing the bar.
const SHOW_DELAY_MS = 120;

export function useRouteProgress(events: Router['events']): void {
  useEffect(() => {
    NProgress.configure({ showSpinner: false, trickleSpeed: 200 });
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
