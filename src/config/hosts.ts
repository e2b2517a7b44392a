/**
 * Host dispatch: the single place that knows which host serves which site and brand.
 * Pure and dependency-free so the proxy (edge), the Fastify server and tests share it.
 */

export const SITES = ['cbt', 'portal', 'corporate', 'community', 'shop', 'chat', 'api', 'console'] as const;
export type Site = (typeof SITES)[number];

export const BRANDS = ['a', 'b'] as const;
export type BrandId = (typeof BRANDS)[number];

export const APP_ENVS = ['development', 'production', 'test'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

export interface HostEntry {
  site: Site;
  brand: BrandId;
  /** Domain attribute for session cookies; undefined means a host-only cookie (spec §9: "or localhost"). */
  cookieDomain?: string;
  /** An alias: a page asked for here moves to this host (same path and query); APIs answer here as there. */
  canonicalHost?: string;
}

export interface ResolvedHost extends HostEntry {
  /** Host name without port, lower-cased. */
  hostname: string;
  /** False when the host is not in the table and the brand A CBT fallback was used. */
  known: boolean;
}

type HostTable = Readonly<Record<string, HostEntry>>;

/** An environment (process.env or a test's object); APP_ENV (NODE_ENV) and SITE_HOSTS build the host table. */
export type HostEnv = Readonly<Record<string, string | undefined>>;

// Development mirrors production's structure (ADR 44): each brand's sites are subdomains of one name per brand,
// `careerroad.localhost` and `nursepass.localhost`, and share its session cookie — log in on one site of a brand and
// every site of it knows you; log out of one and all are logged out. Browsers resolve `*.localhost` to loopback
// themselves, so no set-up is needed; Chromium takes `Domain=careerroad.localhost` as it takes `Domain=careerroad.kr`.
// (Node's resolver on Debian does not resolve them: server-side code calls 127.0.0.1 with a Host header instead.)
const DEV_A = 'careerroad.localhost';
const DEV_B = 'nursepass.localhost';
const developmentSites: HostTable = {
  [`cbt.${DEV_A}`]: { site: 'cbt', brand: 'a', cookieDomain: DEV_A },
  [DEV_A]: { site: 'portal', brand: 'a', cookieDomain: DEV_A },
  [`biz.${DEV_A}`]: { site: 'corporate', brand: 'a', cookieDomain: DEV_A },
  [`community.${DEV_A}`]: { site: 'community', brand: 'a', cookieDomain: DEV_A },
  [`chat.${DEV_A}`]: { site: 'chat', brand: 'a', cookieDomain: DEV_A },
  [`api.${DEV_A}`]: { site: 'api', brand: 'a', cookieDomain: DEV_A },
  // The operator console, one host per brand like the community (ADR 24): sessions are per brand, so the host says
  // whose queues an operator is looking at.
  [`admin.${DEV_A}`]: { site: 'console', brand: 'a', cookieDomain: DEV_A },
  [`cbt.${DEV_B}`]: { site: 'cbt', brand: 'b', cookieDomain: DEV_B },
  [DEV_B]: { site: 'shop', brand: 'b', cookieDomain: DEV_B },
  [`community.${DEV_B}`]: { site: 'community', brand: 'b', cookieDomain: DEV_B },
  [`admin.${DEV_B}`]: { site: 'console', brand: 'b', cookieDomain: DEV_B },
};

// The single-label names of earlier starts (`localhost:3000` is what people type first): they still answer, but a page
// asked for on one moves to the brand's host (same path), where the brand's session is shared. Their API answers
// stay, for clients that cannot resolve `*.localhost` and call `localhost` itself.
const alias = (canonicalHost: string): HostEntry => {
  const { site, brand } = developmentSites[canonicalHost]!;
  return { site, brand, canonicalHost };
};
const developmentAliases: HostTable = {
  localhost: alias(`cbt.${DEV_A}`),
  'cbt.localhost': alias(`cbt.${DEV_A}`),
  'nurse.localhost': alias(`cbt.${DEV_B}`),
  'portal.localhost': alias(DEV_A),
  'biz.localhost': alias(`biz.${DEV_A}`),
  'community.localhost': alias(`community.${DEV_A}`),
  'nurse-community.localhost': alias(`community.${DEV_B}`),
  'shop.localhost': alias(DEV_B),
  'chat.localhost': alias(`chat.${DEV_A}`),
  'api.localhost': alias(`api.${DEV_A}`),
  'admin.localhost': alias(`admin.${DEV_A}`),
  'nurse-admin.localhost': alias(`admin.${DEV_B}`),
};

const developmentHosts: HostTable = { ...developmentSites, ...developmentAliases };

const productionHosts: HostTable = {
  'cbt.careerroad.kr': { site: 'cbt', brand: 'a', cookieDomain: 'careerroad.kr' },
  'careerroad.kr': { site: 'portal', brand: 'a', cookieDomain: 'careerroad.kr' },
  'www.careerroad.kr': { site: 'portal', brand: 'a', cookieDomain: 'careerroad.kr' },
  'biz.careerroad.kr': { site: 'corporate', brand: 'a', cookieDomain: 'careerroad.kr' },
  'community.careerroad.kr': { site: 'community', brand: 'a', cookieDomain: 'careerroad.kr' },
  'chat.careerroad.kr': { site: 'chat', brand: 'a', cookieDomain: 'careerroad.kr' },
  'api.careerroad.kr': { site: 'api', brand: 'a', cookieDomain: 'careerroad.kr' },
  'cbt.nursepass.co.kr': { site: 'cbt', brand: 'b', cookieDomain: 'nursepass.co.kr' },
  'nursepass.co.kr': { site: 'shop', brand: 'b', cookieDomain: 'nursepass.co.kr' },
  'www.nursepass.co.kr': { site: 'shop', brand: 'b', cookieDomain: 'nursepass.co.kr' },
  'community.nursepass.co.kr': { site: 'community', brand: 'b', cookieDomain: 'nursepass.co.kr' },
  'admin.careerroad.kr': { site: 'console', brand: 'a', cookieDomain: 'careerroad.kr' },
  'admin.nursepass.co.kr': { site: 'console', brand: 'b', cookieDomain: 'nursepass.co.kr' },
};

// Tests drive real browsers at `*.localhost`, plus 127.0.0.1 for API clients that cannot set a Host name.
const testHosts: HostTable = {
  ...developmentHosts,
  '127.0.0.1': { site: 'cbt', brand: 'a' },
};

export const HOST_TABLES: Readonly<Record<AppEnv, HostTable>> = {
  development: developmentHosts,
  production: productionHosts,
  test: testHosts,
};

export const FALLBACK: HostEntry = { site: 'cbt', brand: 'a' };

/** Strips the port and trailing dot and lower-cases; handles `[::1]:3000`. */
export function normalizeHostname(host: string | null | undefined): string {
  if (!host) return '';
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) {
    const end = name.indexOf(']');
    return end === -1 ? name : name.slice(0, end + 1);
  }
  const colon = name.indexOf(':');
  if (colon !== -1) name = name.slice(0, colon);
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/**
 * Parses `SITE_HOSTS`, e.g. `{"cbt.example.com":"cbt:a","example.com":"portal:a@example.com"}`:
 * `site:brand` with an optional `@cookieDomain`. Invalid entries throw so a typo fails at start-up.
 */
export function parseHostOverrides(raw: string | undefined): Record<string, HostEntry> {
  if (!raw || !raw.trim()) return {};
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('SITE_HOSTS must be a JSON object of host → "site:brand[@cookieDomain]"');
  }
  const out: Record<string, HostEntry> = {};
  for (const [host, value] of Object.entries(parsed)) {
    const match = typeof value === 'string' ? /^([a-z]+):([a-z])(?:@(.+))?$/.exec(value) : null;
    const site = match?.[1] as Site | undefined;
    const brand = match?.[2] as BrandId | undefined;
    if (!match || !site || !brand || !SITES.includes(site) || !BRANDS.includes(brand)) {
      throw new Error(`SITE_HOSTS entry for "${host}" must look like "cbt:a", got ${JSON.stringify(value)}`);
    }
    out[normalizeHostname(host)] = { site, brand, ...(match[3] ? { cookieDomain: match[3] } : {}) };
  }
  return out;
}

/**
 * The environment, decided by one setting: APP_ENV (development | test | production). Unset, it follows NODE_ENV
 * only as far as production goes (ADR 41): an operator who starts the server with NODE_ENV=production gets
 * production's hosts, cookies and headers even without APP_ENV; anything else is development, the `npm start` of a
 * fresh checkout. Any other APP_ENV value is a typo that would otherwise run a deployment with development's
 * settings, so it stops the start.
 *
 * Callers pass the environment object itself (process.env), never `process.env.NODE_ENV`: Next inlines that
 * expression at build time, while a property read on the object is the running process's value.
 */
export function resolveAppEnv(env: HostEnv): { appEnv: AppEnv; reason: string } {
  const { APP_ENV: appEnv, NODE_ENV: nodeEnv } = env;
  if (appEnv) {
    if (!(APP_ENVS as readonly string[]).includes(appEnv)) {
      throw new Error(
        `APP_ENV must be one of ${APP_ENVS.join(', ')}, got ${JSON.stringify(appEnv)}. ` +
          'Unset it for development (production when NODE_ENV=production).',
      );
    }
    return { appEnv: appEnv as AppEnv, reason: `APP_ENV=${appEnv}` };
  }
  const node = nodeEnv ? `NODE_ENV=${nodeEnv}` : 'NODE_ENV unset';
  return { appEnv: nodeEnv === 'production' ? 'production' : 'development', reason: `${node}, APP_ENV unset` };
}

/** The running environment (see resolveAppEnv); throws on an APP_ENV value that names no environment. */
export function appEnvFrom(env: HostEnv): AppEnv {
  return resolveAppEnv(env).appEnv;
}

export function hostTableFor(env: AppEnv, overrides: Record<string, HostEntry> = {}): HostTable {
  return { ...HOST_TABLES[env], ...overrides };
}

let lastTable: { appEnv: AppEnv; siteHosts: string | undefined; table: HostTable } | undefined;

/**
 * The running environment's host table (appEnvFrom's hosts plus SITE_HOSTS overrides): the one way the server config,
 * the proxy and server-side rendering build it. Remembered for the last inputs, so a caller may ask on every request and
 * SITE_HOSTS is parsed once per value; a typo in it throws at the first call. Callers pass their env (usually
 * process.env) so this module stays pure for the edge proxy, the browser bundle and tests.
 */
export function hostTableFromEnv(env: HostEnv): HostTable {
  const appEnv = appEnvFrom(env);
  const { SITE_HOSTS: siteHosts } = env;
  if (!lastTable || lastTable.appEnv !== appEnv || lastTable.siteHosts !== siteHosts) {
    // Frozen because every caller with the same inputs shares it.
    const table = Object.freeze(hostTableFor(appEnv, parseHostOverrides(siteHosts)));
    lastTable = { appEnv, siteHosts, table };
  }
  return lastTable.table;
}

/** The one host → site/brand function. Unknown hosts fall back to the brand A CBT app (spec §1). */
export function resolveHost(host: string | null | undefined, table: HostTable): ResolvedHost {
  const hostname = normalizeHostname(host);
  const entry = table[hostname];
  return entry ? { ...entry, hostname, known: true } : { ...FALLBACK, hostname, known: false };
}

/** Hosts of one environment per site and brand, for start-up output and cross-site links. */
export function hostsBySite(table: HostTable): Array<{ host: string } & HostEntry> {
  return Object.entries(table).map(([host, entry]) => ({ host, ...entry }));
}

/** The first host serving a site (and brand), used to build links between sites; never an alias. */
export function findHostFor(table: HostTable, site: Site, brand?: BrandId): string | undefined {
  return Object.entries(table).find(([, e]) => e.site === site && !e.canonicalHost && (!brand || e.brand === brand))?.[0];
}
