/**
 * The per-request script nonce of the Content-Security-Policy: the front door makes it and names it in
 * the header; `pages/_document.tsx` reads it from the request to stamp Next's script tags. Shared by server and web,
 * so both sides agree where it lives.
 */
import type { IncomingMessage } from 'node:http';

const NONCE = Symbol.for('careerroad.cspNonce');

type WithNonce = IncomingMessage & { [NONCE]?: string };

export function setCspNonce(request: IncomingMessage, nonce: string): void {
  (request as WithNonce)[NONCE] = nonce;
}

/** The nonce of this request, or undefined (pages prerendered at build time have none). */
export function getCspNonce(request: IncomingMessage | undefined): string | undefined {
  return request ? (request as WithNonce)[NONCE] : undefined;
}
