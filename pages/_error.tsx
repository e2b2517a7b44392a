/**
 * Server and unexpected client errors: the generic error screen of spec §2.4; and the not-found screen for a 404.
 * There is no pages/404: Next would prerender it at build time, without the request's CSP nonce (not-found-screen.tsx).
 * With getInitialProps here, Next renders every 404 through this page, per request.
 */
import * as Sentry from '@sentry/nextjs';
import type { NextPageContext } from 'next';
import Head from 'next/head';
import { ErrorScreen } from '@/web/shell/error-screen';
import { NotFoundScreen } from '@/web/shell/not-found-screen';

interface ErrorPageProps {
  statusCode: number;
}

export default function ErrorPage({ statusCode }: ErrorPageProps) {
  if (statusCode === 404) return <NotFoundScreen />;
  return (
    <>
      <Head>
        <title>오류가 발생했습니다</title>
        <meta name="robots" content="noindex" />
      </Head>
      <ErrorScreen status={statusCode} />
    </>
  );
}

ErrorPage.getInitialProps = async (context: NextPageContext): Promise<ErrorPageProps> => {
  const statusCode = context.res?.statusCode ?? context.err?.statusCode ?? 500;
  // A no-op unless Sentry was initialised with a DSN (instrumentation.ts).
  await Sentry.captureUnderscoreErrorException(context);
  return { statusCode };
};
