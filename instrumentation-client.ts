/**
 * Browser error reporting: on only when NEXT_PUBLIC_SENTRY_DSN was set at build time. The SDK is fetched after the
 * page starts rather than bundled into every page's first load (≈ 60 KB gzipped); without a DSN the build
 * drops the import altogether. Errors thrown before it has loaded are not reported.
 */
import { WEB_VIEW_NAVIGATION_ABORT } from './src/web/shell/use-web-view-navigation';

const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;

if (dsn) {
  void import('@sentry/nextjs').then((Sentry) =>
    Sentry.init({
      dsn,
      environment: process.env.NEXT_PUBLIC_APP_ENV ?? process.env.NODE_ENV,
      tracesSampleRate: 0,
      // The web view's cancelled client navigation is intentional, not a failure.
      ignoreErrors: [WEB_VIEW_NAVIGATION_ABORT],
    }),
  );
}
