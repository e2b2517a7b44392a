/** Browser error reporting: on only when NEXT_PUBLIC_SENTRY_DSN was set at build time. */
import * as Sentry from '@sentry/nextjs';
import { WEB_VIEW_NAVIGATION_ABORT } from './src/web/shell/use-web-view-navigation';

const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;

if (dsn) {
  Sentry.init({
    dsn,
    environment: process.env.NEXT_PUBLIC_APP_ENV ?? process.env.NODE_ENV,
    tracesSampleRate: 0,
    // The web view's cancelled client navigation is intentional, not a failure.
    ignoreErrors: [WEB_VIEW_NAVIGATION_ABORT],
  });
}
