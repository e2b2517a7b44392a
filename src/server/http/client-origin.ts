/**
 * The origin a request was addressed to, as its client sees it — scheme, host and port — for comparing redirect
 * targets and Origin headers with ours (config/redirects.ts). Behind the TLS proxy the forwarded scheme counts; without
 * one, production is https (the same rule as the web's requestProtocol and cbtOriginFor).
 */
import type { FastifyRequest } from 'fastify';
import type { AppEnv } from '../../config/hosts';

const firstValue = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();

export function clientOrigin(request: FastifyRequest, appEnv: AppEnv): string {
  const host = firstValue(request.headers['x-forwarded-host']) || firstValue(request.headers.host) || request.site.hostname;
  const forwardedProto = firstValue(request.headers['x-forwarded-proto'])?.toLowerCase();
  const protocol =
    forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : appEnv === 'production' ? 'https' : request.protocol;
  return `${protocol}://${host}`;
}
