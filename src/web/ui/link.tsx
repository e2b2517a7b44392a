/**
 * The product's link: Next's `Link` that prefetches a page when the user shows intent (hover, touch), not when the
 * link scrolls into view (ADR 36). A pages-router build with the host proxy resolves every visible link against all
 * of its ~115 routes and asks the proxy for a rewrite before it fetches the chunk; on the CBT home that was a quarter
 * of the main thread's work during load (measured with a 4× CPU profile), on every phone that opened the page.
 * `prefetch` may still be set where a page knows the next step well enough to pay for it.
 */
import NextLink from 'next/link';
import type { ComponentProps } from 'react';

export type LinkProps = ComponentProps<typeof NextLink>;

export function Link({ prefetch = false, ...props }: LinkProps) {
  return <NextLink prefetch={prefetch} {...props} />;
}
