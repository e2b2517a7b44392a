/** Server error reporting for Next's runtimes; off without NEXT_PUBLIC_SENTRY_DSN. */
import type { Instrumentation } from 'next';

const enabled = Boolean(process.env.NEXT_PUBLIC_SENTRY_DSN);

export async function register(): Promise<void> {
  if (!enabled) return;
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./sentry.server.config');
  if (process.env.NEXT_RUNTIME === 'edge') await import('./sentry.edge.config');
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!enabled) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
};
