/**
 * Page-level error fallback (spec §2.1, §8): uncaught render errors are reported to Sentry and shown as
 * the error screen; the boundary resets when the route changes.
 */
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { getErrorStatus } from '../api/error-catalogue';
import { ErrorScreen } from './error-screen';

/** The SDK is fetched only when a page fails, so it stays out of every page's first load. */
export function reportRenderError(error: unknown, info: ErrorInfo): void {
  const componentStack = info.componentStack ?? '';
  void import('@sentry/nextjs').then((Sentry) => Sentry.captureException(error, { contexts: { react: { componentStack } } }));
}

function PageErrorFallback({ error, resetErrorBoundary }: FallbackProps) {
  return <ErrorScreen status={getErrorStatus(error)} onRetry={resetErrorBoundary} />;
}

export function PageErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={PageErrorFallback} onError={reportRenderError} resetKeys={[resetKey]}>
      {children}
    </ErrorBoundary>
  );
}
