/**
 * Warns before an authoring form with unsaved changes is left: closing or reloading the tab asks
 * through the browser's own beforeunload prompt, and a client-side route change (a console link, router.push) asks
 * with a confirm and stays when the operator says no. The pages router offers no cancellable navigation event, so the
 * change is cancelled by throwing from routeChangeStart, as use-web-view-navigation.ts does; the rejection that
 * follows is silenced here.
 */
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef } from 'react';

export const UNSAVED_CHANGES_MESSAGE = '저장하지 않은 변경 내용이 있습니다. 이 페이지를 떠날까요?';

/** Thrown (as a string, not an Error) to cancel the route change; Next's overlay ignores non-Error rejections. */
const NAVIGATION_CANCELLED = 'console: route change cancelled to keep unsaved changes';

/** Returns `release()`, which lets the next navigation through without asking (after a save, say). */
export function useUnsavedChanges(dirty: boolean): { release: () => void } {
  const router = useRouter();
  const dirtyRef = useRef(dirty);
  const released = useRef(false);
  dirtyRef.current = dirty;
  // Changes made after a release (typing again after a save) are protected again.
  useEffect(() => {
    if (dirty) released.current = false;
  }, [dirty]);

  useEffect(() => {
    const warn = () => dirtyRef.current && !released.current;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (warn()) event.preventDefault();
    };
    const onRouteChangeStart = (url: string, { shallow }: { shallow: boolean }) => {
      if (shallow || !warn() || url === router.asPath) return;
      if (window.confirm(UNSAVED_CHANGES_MESSAGE)) {
        released.current = true;
        return;
      }
      router.events.emit('routeChangeError', NAVIGATION_CANCELLED, url, { shallow });
      throw NAVIGATION_CANCELLED;
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (event.reason === NAVIGATION_CANCELLED) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('unhandledrejection', onRejection);
    router.events.on('routeChangeStart', onRouteChangeStart);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('unhandledrejection', onRejection);
      router.events.off('routeChangeStart', onRouteChangeStart);
    };
  }, [router]);

  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { release };
}
