/**
 * App shell (spec §2.1): React Query with the server's dehydrated state, the brand theme, progress bar,
 * toast area, modal layer, web view navigation and the page-level error fallback.
 * Everything imported here is in every page's first load: overlays and rarely used code load on demand.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { AppProps } from 'next/app';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { getBrand } from '@/config/brands';
import { createQueryClient } from '@/web/api/query-client';
import { ModalProvider } from '@/web/modal/modal-provider';
import { AppShell } from '@/web/shell/app-shell';
import { useClientShell } from '@/web/shell/client-shell';
import { toShellRoute } from '@/web/shell/layout-rules';
import { PageErrorBoundary } from '@/web/shell/page-error-boundary';
import { ServerDataBoundary } from '@/web/shell/server-data-boundary';
import { ShellHead } from '@/web/shell/shell-head';
import { useRouteProgress } from '@/web/shell/use-route-progress';
import { useWebViewNavigation } from '@/web/shell/use-web-view-navigation';
import type { ShellPageProps } from '@/web/ssr/shell-page';
import { GlobalStyle } from '@/web/styles/global-style';
import { NEUTRAL_THEME, themeFor } from '@/web/styles/theme';
import { ToastProvider } from '@/web/toast/toast-provider';
import { TOAST_CONFIG_BY_BRAND } from '@/web/toast/toast-store';

export default function App({ Component, pageProps, router }: AppProps<Partial<ShellPageProps> & { statusCode?: number }>) {
  // One cache per browser tab (and per server render), never shared between users.
  const [queryClient] = useState(createQueryClient);
  // Pages without getServerSideProps (the error page, 404 included) fall back to what the browser knows.
  const clientShell = useClientShell(!pageProps.brand);
  const brand = pageProps.brand ?? clientShell?.brand ?? null;
  const isWebView = pageProps.isWebView ?? clientShell?.isWebView ?? false;
  const headerDisabled = pageProps.headerDisabled ?? clientShell?.headerDisabled ?? false;
  const theme = brand ? themeFor(getBrand(brand)) : NEUTRAL_THEME;

  useRouteProgress(router.events);
  useWebViewNavigation(router.events, isWebView);

  return (
    <QueryClientProvider client={queryClient}>
      <ServerDataBoundary state={pageProps.dehydratedState}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <ShellHead brand={brand} seo={pageProps.seo} />
          <ToastProvider key={brand ?? 'none'} config={TOAST_CONFIG_BY_BRAND[brand ?? 'a']}>
            <ModalProvider>
              <AppShell
                brand={brand}
                site={pageProps.site ?? 'cbt'}
                route={toShellRoute(router.pathname, pageProps.statusCode)}
                asPath={router.asPath}
                isWebView={isWebView}
                headerDisabled={headerDisabled}
                siteOrigins={pageProps.siteOrigins ?? {}}
              >
                <PageErrorBoundary resetKey={router.asPath}>
                  <Component {...pageProps} />
                </PageErrorBoundary>
              </AppShell>
            </ModalProvider>
          </ToastProvider>
        </ThemeProvider>
      </ServerDataBoundary>
    </QueryClientProvider>
  );
}
