/**
 * In the native app's web view every non-shallow route change is a full page load (spec §2.1), so the
 * app always sees server-rendered pages. The client-side change is cancelled by throwing from
 * routeChangeStart, which is the only hook the pages router offers to abort a navigation.
 */
import type { Router } from 'next/router';
import { useEffect } from 'react';

/**
 * Thrown (as a string, not an Error) to abort the client-side change: Next's dev overlay ignores
 * non-Error rejections, and the unhandled-rejection listener below silences it in the console.
 */
export const WEB_VIEW_NAVIGATION_ABORT = 'web-view: client route change replaced by a full page load';

export function useWebViewNavigation(events: Router['events'], isWebView: boolean): void {
  useEffect(() => {
    if (!isWebView) return;
    const onStart = (url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      window.location.href = url;
      throw WEB_VIEW_NAVIGATION_ABORT;
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (event.reason === WEB_VIEW_NAVIGATION_ABORT) event.preventDefault();
    };
    events.on('routeChangeStart', onStart);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      events.off('routeChangeStart', onStart);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [events, isWebView]);
}
