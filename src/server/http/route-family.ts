/**
 * The family of a route, for metrics: a handful of fixed words read from the route's URL pattern (`/apiV2/records/
 * :recordIdx`), never from the request's URL, so that a scanner trying a million paths adds no series.
 */
export const ROUTE_FAMILIES = [
  'cbt',
  'auth',
  'console',
  'shop',
  'portal-graphql',
  'community-graphql',
  'uploads',
  'chat',
  'pages',
  'ops',
  'unmatched',
] as const;
export type RouteFamily = (typeof ROUTE_FAMILIES)[number];

/** Prefixes of the patterns, first match wins (longer prefixes before the shorter ones they start with). */
const PREFIXES: ReadonlyArray<readonly [string, RouteFamily]> = [
  ['/apiV2/admin/', 'console'],
  ['/apiV2/auth/', 'auth'],
  ['/apiV2/', 'cbt'],
  // The brand B shop: its REST under /shop and /v2 (spec §7.2), the member and exam-product reads it calls.
  ['/shop/', 'shop'],
  ['/v2/', 'shop'],
  ['/users/', 'shop'],
  ['/cbt-product/', 'shop'],
  ['/uploads/', 'uploads'],
  ['/chat/', 'chat'],
  ['/healthz', 'ops'],
];

const EXACT: Readonly<Record<string, RouteFamily>> = {
  '/graphql': 'portal-graphql',
  '/community/graphql': 'community-graphql',
  '/readyz': 'ops',
  '/metrics': 'ops',
  '/logout': 'auth',
  '/sso/sign-out': 'auth',
  // Next's catch-all (plugins/next-handler.ts): every page, static file and Next's own data routes.
  '/*': 'pages',
};

/** `pattern` is Fastify's request.routeOptions.url: undefined when no route matched (Fastify's 404). */
export function routeFamilyOf(pattern: string | undefined): RouteFamily {
  if (pattern === undefined) return 'unmatched';
  const exact = EXACT[pattern];
  if (exact) return exact;
  for (const [prefix, family] of PREFIXES) if (pattern.startsWith(prefix)) return family;
  return 'unmatched';
}
