/**
 * The mock-exam pages (spec §2.5: "/mycbt/archive, /mycbt/review, /mycbt/note, and exam detail pages") are the CBT
 * site's: on the portal host their paths send the visitor to the same path on the brand's CBT host (302, query
 * kept), so the portal's links to them — any address typed, shared or written as a bare path — never end on a
 * missing page. ADR 14.
 */
import { appEnvFrom, findHostFor } from '../../config/hosts';
import { requestProtocol } from '../shell/get-shell-props';
import { shellPage } from './shell-page';

export function redirectToCbtSite() {
  return shellPage({
    site: 'portal',
    brands: ['a'],
    load: ({ ctx, hostTable, brand, publicPath }) => {
      const cbtHost = findHostFor(hostTable, 'cbt', brand.id);
      if (!cbtHost) return { notFound: true };
      const forwarded = ctx.req.headers['x-forwarded-proto'];
      const protocol = requestProtocol(Array.isArray(forwarded) ? forwarded[0] : forwarded, appEnvFrom(process.env));
      // Development hosts share one port (portal.localhost:3000 → localhost:3000).
      const port = /:(\d+)$/.exec(ctx.req.headers.host ?? '')?.[1];
      return { redirect: { destination: `${protocol}://${cbtHost}${port ? `:${port}` : ''}${publicPath}`, statusCode: 302 } };
    },
  });
}
