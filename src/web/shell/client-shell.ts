/**
 * Shell values for pages rendered without getServerSideProps (the error page, which answers 404s too, client-side
 * errors): the brand comes from the browser's host name, the flags from the user agent and cookies.
 */
import { useSyncExternalStore } from 'react';
import { type BrandId, HOST_TABLES, resolveHost } from '../../config/hosts';
import { DISABLED_HEADER_COOKIE } from './layout-rules';
import { detectWebView, WEB_VIEW_COOKIE } from './web-view';

// Host names of every environment; they do not overlap, and unknown hosts fall back to brand A anyway.
const KNOWN_HOSTS = { ...HOST_TABLES.production, ...HOST_TABLES.test };

export interface ClientShell {
  brand: BrandId;
  isWebView: boolean;
  headerDisabled: boolean;
}

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    const key = (eq === -1 ? part : part.slice(0, eq)).trim();
    if (key === name) return eq === -1 ? '' : decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export function clientShellFrom(hostname: string, userAgent: string, cookieHeader: string): ClientShell {
  return {
    brand: resolveHost(hostname, KNOWN_HOSTS).brand,
    isWebView: detectWebView(userAgent, readCookie(cookieHeader, WEB_VIEW_COOKIE)),
    headerDisabled: readCookie(cookieHeader, DISABLED_HEADER_COOKIE) !== undefined,
  };
}

let cached: { key: string; value: ClientShell } | undefined;

function snapshot(): ClientShell {
  const key = `${window.location.hostname}|${navigator.userAgent}|${document.cookie}`;
  if (cached?.key !== key) {
    cached = { key, value: clientShellFrom(window.location.hostname, navigator.userAgent, document.cookie) };
  }
  return cached.value;
}

const noopSubscribe = () => () => {};
const none = () => null;

/**
 * Null during server rendering and hydration, then the browser's values; always null when `needed` is false.
 * A page whose server props carry the shell passes false: a snapshot that differs from the server's makes React
 * re-render the whole app synchronously right after hydrating it, a long task on every page load.
 */
export function useClientShell(needed: boolean): ClientShell | null {
  return useSyncExternalStore(noopSubscribe, needed ? snapshot : none, none);
}
