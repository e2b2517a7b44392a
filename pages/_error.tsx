/** Server and unexpected client errors: the generic error screen of spec §2.4. */
import * as Sentry from '@sentry/nextjs';
import type { NextPageContext } from 'next';
import Head from 'next/head';
import { ErrorScreen } from '@/web/shell/error-screen';

interface ErrorPageProps {
  statusCode: number;
}

export default function ErrorPage({ statusCode }: ErrorPageProps) {
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
