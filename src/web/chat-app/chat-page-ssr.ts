/**
 * getServerSideProps of the chat site's page: brand A only, shell props for site 'chat' (no index, title '채팅')
 * and the validated parent origin. The chat page has no data on the server side: the member's token arrives from
 * the parent page in the browser (ADR 6).
 */
import type { GetServerSideProps } from 'next';
import { appEnvFrom, findHostFor, type HostEntry } from '../../config/hosts';
import { buildShellProps, requestProtocol, type ShellProps, toPublicPath } from '../shell/get-shell-props';
import { serverHostTable } from '../ssr/shell-page';
import { PARENT_ORIGIN_PARAM, validateParentOrigin } from './parent-origin';

export interface ChatPageProps extends ShellProps {
  /** The product page framing this one, validated against the host table; null when standalone or untrusted. */
  parentOrigin: string | null;
  /** The brand A CBT origin, for share links when the page is opened on its own. */
  productOrigin: string | null;
}

/** Origin of the brand A CBT site with the current page's port (development hosts share one port). */
export function productOriginFor(
  hostTable: Readonly<Record<string, HostEntry>>,
  protocol: string,
  currentHost: string,
): string | null {
  const host = findHostFor(hostTable, 'cbt', 'a');
  if (!host) return null;
  const port = /:(\d+)$/.exec(currentHost)?.[1];
  return `${protocol}://${host}${port ? `:${port}` : ''}`;
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export const getChatPageServerSideProps: GetServerSideProps<ChatPageProps> = async (ctx) => {
  if (ctx.params?.brand !== 'a') return { notFound: true };
  const hostTable = serverHostTable();
  const shell = buildShellProps({
    request: {
      host: ctx.req.headers.host,
      forwardedProto: firstHeader(ctx.req.headers['x-forwarded-proto']),
      userAgent: ctx.req.headers['user-agent'],
      cookies: (ctx.req as { cookies?: Partial<Record<string, string>> }).cookies ?? {},
      path: toPublicPath(ctx.resolvedUrl),
    },
    brand: 'a',
    site: 'chat',
    appEnv: appEnvFrom(process.env),
    hostTable,
    page: { title: '채팅', noIndex: true },
  });
  const protocol = requestProtocol(firstHeader(ctx.req.headers['x-forwarded-proto']), appEnvFrom(process.env));
  return {
    props: {
      ...shell,
      parentOrigin: validateParentOrigin(ctx.query[PARENT_ORIGIN_PARAM], hostTable),
      productOrigin: productOriginFor(hostTable, protocol, shell.host),
    },
  };
};
