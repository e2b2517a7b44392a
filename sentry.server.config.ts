/** Sentry for server rendering in Node; imported by instrumentation.ts only when a DSN is set. */
import * as Sentry from '@sentry/nextjs';

Sentry.init({
  dsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
  environment: process.env.APP_ENV ?? process.env.NODE_ENV,
  tracesSampleRate: 0,
});
