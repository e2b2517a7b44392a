/**
 * Imports run one way (docs/ARCHITECTURE.md): `npm run check:imports`, part of `npm test`.
 *
 *   src/contracts, src/config  ←  src/db  ←  domain (src/server/<domain>/)  ←  transports  ←  app
 *   src/web/api  ←  src/web/<floor>  ←  src/web/<site>  ←  pages/, proxy.ts   (the web never reaches src/db, src/server, src/seed)
 *
 * The web's site folders (WEB_SITES) hold one site each and never import another site's folder; everything else in
 * src/web is the shared floor (UI primitives, API clients, SSR and shell helpers, widgets two sites share), which
 * never imports a site. A page under pages/_sites/<site>/ imports its own site folder and the floor.
 *
 * Transports are src/server/{routes,plugins,http,jobs}; the app is src/server/{app,start}.ts; every other folder of
 * src/server is a domain (errors/ and storage/ included), so a new domain is covered without touching this file.
 * src/seed sits beside the app: it may use domain operations, and only the app (through seed-empty-database.ts),
 * tests and tools import it.
 * Tests (*.test.ts), src/test, bench, scripts and e2e are exempt from the layer rules, not from no-circular.
 * Cycles between domain folders and between web folders are checked by .dependency-cruiser-folders.cjs (a second
 * pass without tests).
 */

// Transports and the app; every other folder under src/server is a domain (new domains are covered by default).
const TRANSPORT = '^src/server/(routes|plugins|http|jobs)/';
const APP = '^src/server/(app|start)[.]ts$';
const DOMAIN = '^src/server/(?!(routes|plugins|http|jobs|hardening)/)[^/]+/';
const WEB = '^(src/web/|pages/|proxy[.]ts$)';
const EXEMPT = ['[.]test[.]tsx?$', '^src/test/', '^bench/', '^scripts/', '^e2e/'];
// The web's site folders; pages/_sites/chat is the chat-app folder. A new site is added here and in src/config/hosts.ts.
const WEB_SITES = 'cbt|portal|corporate|community|shop|console|chat-app';
const WEB_SITE = `^src/web/(${WEB_SITES})/`;
// Contract modules of plain values (numbers, regexes, small pure checks, GraphQL document strings) that the server and
// the browser both import as values: they never import typebox, so the web ships none of it. The typebox contracts
// (REST schemas) reach the web as types only. A new value module is added here.
const VALUE_CONTRACTS = `^src/contracts/(${[
  'constants',
  'applications',
  'audit-actions',
  'career-specs',
  'channels',
  'chat',
  'community',
  'cover-letters',
  'member-interests',
  'notifications',
  'postings',
  'profile',
].join('|')})[.]ts$`;
const UI_PACKAGES = 'node_modules/(react|react-dom|next|styled-components|@tanstack/react-query)/';
const HTTP_PACKAGES = 'node_modules/(fastify|@fastify/[^/]+|fastify-plugin|mercurius)/';

/** A layer rule that tests and tools are exempt from. */
function layer(name, comment, from, to) {
  return { name, comment, severity: 'error', from: { path: from, pathNot: EXEMPT }, to };
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle makes load order matter and hides which side owns the shared piece; break it.',
      severity: 'error',
      from: { path: '^(src|pages|bench|scripts|e2e)/|^proxy[.]ts$' },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'The import names a file or package that does not exist.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    layer(
      'contracts-import-only-typebox',
      'Contracts are shared by the server and the browser: typebox and each other, nothing else.',
      '^src/contracts/',
      { pathNot: ['^src/contracts/', 'node_modules/typebox/'] },
    ),
    {
      name: 'value-contracts-not-to-typebox',
      comment: 'The web imports these as values: a typebox import (or a typebox contract) would ship the schemas to the browser.',
      severity: 'error',
      from: { path: VALUE_CONTRACTS },
      to: { path: ['node_modules/typebox/', '^src/contracts/'], pathNot: VALUE_CONTRACTS },
    },
    layer('config-imports-only-config', 'src/config is the bottom layer, read by the server and the web alike.', '^src/config/', {
      path: '^(src|pages|bench|scripts|e2e)/|^proxy[.]ts$',
      pathNot: '^src/config/',
    }),
    layer('db-not-to-upper-layers', 'src/db knows tables and connections, not the operations built on them.', '^src/db/', {
      path: ['^src/(server|seed|web|test)/', '^pages/', '^proxy[.]ts$'],
    }),
    layer('db-not-to-ui', 'src/db never loads React or Next.', '^src/db/', { path: UI_PACKAGES }),
    layer(
      'domain-not-to-transports',
      'Domain operations know nothing of HTTP or GraphQL: errors carry a kind, src/server/http maps it to a status.',
      DOMAIN,
      { path: [TRANSPORT, APP, '^src/(seed|web)/', '^pages/', '^proxy[.]ts$'] },
    ),
    layer('domain-not-to-http-or-ui-packages', 'Domain operations are plain functions over the database.', DOMAIN, {
      path: [UI_PACKAGES, HTTP_PACKAGES],
    }),
    layer('domain-errors-import-nothing', 'Every layer from the domain up throws these errors.', '^src/server/errors/', {
      path: '^(src|pages|bench|scripts|e2e)/|^proxy[.]ts$',
      pathNot: '^src/server/errors/',
    }),
    layer('transports-not-to-app', 'Routes and plugins are registered by the app, never the reverse.', TRANSPORT, {
      path: [APP, '^src/(seed|web)/', '^pages/', '^proxy[.]ts$'],
    }),
    layer(
      'app-to-seed-only-through-its-entry',
      'The app reaches the seed only through src/seed/seed-empty-database.ts (prepareDatabase), by a dynamic import.',
      APP,
      { path: '^src/seed/', pathNot: '^src/seed/seed-empty-database[.]ts$' },
    ),
    layer('seed-not-to-transports', 'The seed fills tables through domain operations, not through HTTP.', '^src/seed/', {
      path: [TRANSPORT, APP, '^src/web/', '^pages/'],
    }),
    layer('web-not-to-server', 'The web reaches the server over HTTP only.', WEB, { path: '^src/(db|server|seed|test)/' }),
    layer(
      'web-imports-contract-types-only',
      'Contracts reach the browser as types; only the value modules (VALUE_CONTRACTS, no typebox) may be imported as values.',
      WEB,
      { path: '^src/contracts/', pathNot: VALUE_CONTRACTS, dependencyTypesNot: ['type-only'] },
    ),
    layer('web-api-is-the-bottom-of-the-web', 'src/web/api is used by the rest of the web, not the other way round.', '^src/web/api/', {
      path: ['^src/web/(?!api/)', '^pages/', '^proxy[.]ts$'],
    }),
    layer('web-not-to-pages', 'Pages and the proxy compose src/web; src/web does not reach back into them.', '^src/web/', {
      path: ['^pages/', '^proxy[.]ts$'],
    }),
    // The two site rules hold for tests beside the code too: a test of one site has no business in another's folder.
    {
      name: 'web-site-not-to-other-site',
      comment: 'A site folder never imports another site: what two sites share moves to the floor (docs/ARCHITECTURE.md).',
      severity: 'error',
      from: { path: WEB_SITE },
      to: { path: WEB_SITE, pathNot: '^src/web/$1/' },
    },
    {
      name: 'web-floor-not-to-site',
      comment: 'The shared floor of the web is used by the sites, never the reverse.',
      severity: 'error',
      from: { path: `^src/web/(?!(${WEB_SITES})/)` },
      to: { path: WEB_SITE },
    },
    layer(
      'web-page-not-to-other-site',
      "A site's pages compose its own folder of src/web and the floor, never another site's folder.",
      '^pages/_sites/(cbt|portal|corporate|community|shop|console)/',
      { path: WEB_SITE, pathNot: '^src/web/$1/' },
    ),
    layer('web-chat-page-not-to-other-site', 'The chat site\'s pages are src/web/chat-app and the floor.', '^pages/_sites/chat/', {
      path: WEB_SITE,
      pathNot: '^src/web/chat-app/',
    }),
    {
      name: 'web-server-render-only-from-pages',
      comment:
        'Server-render code (src/web/ssr/, *-ssr.ts: the API clients of getServerSideProps, axios and graphql-request with ' +
        'them) is imported by pages and other server-render modules only. Next drops a page\'s getServerSideProps and ' +
        'what only it imports from the browser bundle, but not a module the page also takes its component from: a ' +
        'component module that built its page\'s server props put the clients into that page\'s first load (ADR 51).',
      severity: 'error',
      from: { path: '^src/web/', pathNot: ['^src/web/ssr/', '-ssr[.]tsx?$', ...EXEMPT] },
      to: { path: ['^src/web/ssr/', '^src/web/.*-ssr[.]tsx?$'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-links-through-ui-link',
      comment: 'Links prefetch on intent, not on sight (ADR 36): import Link from src/web/ui/link.tsx, not next/link.',
      severity: 'error',
      from: { path: WEB, pathNot: ['^src/web/ui/link[.]tsx$', ...EXEMPT] },
      to: { path: '^node_modules/next/link([.]js)?$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^([.]next|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    cache: false,
  },
};
