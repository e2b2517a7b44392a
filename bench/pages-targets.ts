/**
 * What `npm run bench:pages` loads (bench/pages.ts): the product's pages on their canonical development hosts, each
 * found through the API as a visitor would reach it (no hard-coded ids), and the two baselines.
 *
 * Node cannot resolve `*.localhost`, so the API calls made here go to 127.0.0.1 with the site's host forwarded, as
 * server-side rendering does; Chromium resolves `*.localhost` itself, so the pages' URLs name the real hosts.
 */
import { BOARD_POSTS_QUERY, COMMUNITY_HOME_QUERY } from '../src/web/api/community-posts-api';
import { POSTING_LIST_QUERY, SEARCH_POSTINGS_QUERY } from '../src/web/api/postings-api';
import { DEMO_PASSWORD } from '../src/seed/seed';
import type { BaselineKind } from './baseline-rules';

export interface PageTarget {
  label: string;
  url: string;
  /** The path the page must still be on when it has loaded (a redirect means it failed). */
  pathname: string;
  /** A session cookie Lighthouse sends with every request (`extraHeaders`). */
  cookie?: string;
  baseline?: BaselineKind;
}

/** A search term with results in the seed (the portal's postings; the API bench searches it too). */
export const SEARCH_TERM = '공모';

export function siteHosts(port: number) {
  return {
    cbtA: `cbt.careerroad.localhost:${port}`,
    cbtB: `cbt.nursepass.localhost:${port}`,
    portal: `careerroad.localhost:${port}`,
    community: `community.careerroad.localhost:${port}`,
    shop: `nursepass.localhost:${port}`,
    corporate: `biz.careerroad.localhost:${port}`,
    consoleA: `admin.careerroad.localhost:${port}`,
  };
}

type Hosts = ReturnType<typeof siteHosts>;

/** The API of the server on `port`, as the site `host` would be asked. */
function apiOf(port: number) {
  async function call<T>(host: string, method: 'GET' | 'POST', route: string, options: { cookie?: string; body?: unknown } = {}) {
    const response = await fetch(`http://127.0.0.1:${port}${route}`, {
      method,
      headers: {
        'x-forwarded-host': host,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    if (!response.ok) throw new Error(`${method} ${route} (${host}): ${response.status} ${await response.text()}`);
    return { body: (await response.json()) as T, setCookies: response.headers.getSetCookie() };
  }
  async function graphql<T>(host: string, route: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const { body } = await call<{ data?: T; errors?: unknown }>(host, 'POST', route, { body: { query, variables } });
    if (body.errors || !body.data) throw new Error(`${route} (${host}): ${JSON.stringify(body.errors)}`);
    return body.data;
  }
  async function login(host: string, email: string): Promise<string> {
    const { setCookies } = await call<unknown>(host, 'POST', '/apiV2/auth/login', { body: { email, password: DEMO_PASSWORD } });
    const cookie = setCookies.map((c) => c.split(';')[0]!).find((c) => c.startsWith('accessToken='));
    if (!cookie) throw new Error(`${email} on ${host}: login set no session cookie`);
    return cookie;
  }
  return { call, graphql, login };
}

type Api = ReturnType<typeof apiOf>;

/** A page at `path` of `host`, loaded anonymously unless a cookie is given. */
function page(label: string, host: string, path: string, cookie?: string): PageTarget {
  const url = new URL(path, `http://${host}`);
  return { label, url: url.href, pathname: url.pathname, ...(cookie ? { cookie } : {}) };
}

/** The CBT rows: the brand's demo member starts a mock exam of its first free exam's last paper. */
async function cbtTargets(api: Api, brand: 'a' | 'b', host: string, member: string): Promise<PageTarget[]> {
  const cookie = await api.login(host, member);
  const exams = await api.call<{ items: Array<{ examIdx: number }> }>(host, 'GET', '/apiV2/exams?isFree=true');
  const exam = exams.body.items[0];
  if (!exam) throw new Error(`brand ${brand}: no free exam in the seed`);
  const papers = await api.call<{ items: Array<{ examDetailIdx: number }> }>(host, 'GET', `/apiV2/exams/${exam.examIdx}/exam-details`);
  const paper = papers.body.items.at(-1);
  if (!paper) throw new Error(`brand ${brand}: exam ${exam.examIdx} has no paper`);
  const record = await api.call<{ recordIdx: number }>(host, 'POST', '/apiV2/records', {
    cookie,
    body: { mode: 'MOCK', examDetailIdx: paper.examDetailIdx },
  });
  const brandLabel = brand.toUpperCase();
  return [
    page(`${brandLabel} home`, host, '/'),
    page(`${brandLabel} exam detail`, host, `/exam/detail/${exam.examIdx}`),
    page(`${brandLabel} mock exam`, host, `/cbt/practice/${paper.examDetailIdx}?record=${record.body.recordIdx}`, cookie),
  ];
}

/** The portal: home, the list of every kind, its newest posting, a search with results, the calendar. */
async function portalTargets(api: Api, hosts: Hosts): Promise<PageTarget[]> {
  const list = await api.graphql<{ postings: { nodes: Array<{ id: string }> } }>(hosts.portal, '/graphql', POSTING_LIST_QUERY, {
    sort: 'LATEST',
    page: 1,
    pageSize: 20,
  });
  const posting = list.postings.nodes[0];
  if (!posting) throw new Error('portal: no posting in the seed');
  const search = await api.graphql<{ searchPostings: { totalCount: number } }>(hosts.portal, '/graphql', SEARCH_POSTINGS_QUERY, {
    query: SEARCH_TERM,
    page: 1,
    pageSize: 20,
  });
  if (search.searchPostings.totalCount === 0) throw new Error(`portal: searching "${SEARCH_TERM}" finds nothing in the seed`);
  return [
    page('portal home', hosts.portal, '/'),
    page('portal postings', hosts.portal, '/activities/ALL'),
    page('portal posting', hosts.portal, `/activity/${posting.id}`),
    page('portal search', hosts.portal, `/search?q=${encodeURIComponent(SEARCH_TERM)}`),
    page('portal calendar', hosts.portal, '/calendar'),
  ];
}

/** Brand A's community: its home and the newest post of the first board (in the home's menus) that has one. */
async function communityTargets(api: Api, hosts: Hosts): Promise<PageTarget[]> {
  const home = await api.graphql<{ communityHome: { menus: Array<{ boards: Array<{ slug: string }> }> } }>(
    hosts.community,
    '/community/graphql',
    COMMUNITY_HOME_QUERY,
  );
  for (const board of home.communityHome.menus.flatMap((menu) => menu.boards)) {
    const posts = await api.graphql<{ boardPosts: { nodes: Array<{ id: string }> } }>(hosts.community, '/community/graphql', BOARD_POSTS_QUERY, {
      boardSlug: board.slug,
      page: 1,
      sort: 'LATEST',
    });
    const post = posts.boardPosts.nodes[0];
    if (post) {
      return [
        page('community home', hosts.community, '/'),
        page('community post', hosts.community, `/community/${encodeURIComponent(board.slug)}/${post.id}`),
      ];
    }
  }
  throw new Error('community: no board of the home has a post in the seed');
}

/** Brand B's shop: its home, the first product of the first course category that has one, and 채용공고 (ADR 45). */
async function shopTargets(api: Api, hosts: Hosts): Promise<PageTarget[]> {
  const categories = await api.call<Array<{ categoryId: number; kind: string }>>(hosts.shop, 'GET', '/v2/categories/gnb');
  for (const category of categories.body.filter((c) => c.kind === 'LIST')) {
    const products = await api.call<{ products: { items: Array<{ productNo: number }> } }>(
      hosts.shop,
      'GET',
      `/shop/categories/${category.categoryId}/products`,
    );
    const product = products.body.products.items[0];
    if (product) {
      return [
        page('shop home', hosts.shop, '/'),
        page('shop product', hosts.shop, `/products/${product.productNo}`),
        page('shop jobs', hosts.shop, '/list/jobs'),
      ];
    }
  }
  throw new Error('shop: no category of the header has a product in the seed');
}

/** Brand A's console: 시험지 관리, a list, as the seed's ADMIN (session sent with every request, as the mock exam's). */
async function consoleTargets(api: Api, hosts: Hosts): Promise<PageTarget[]> {
  const cookie = await api.login(hosts.consoleA, 'admin@careerroad.kr');
  return [page('console exams', hosts.consoleA, '/exams', cookie)];
}

/**
 * Every page, in the order measured: the static page and the bare Next page first, the product's pages, and the bare
 * page again last, so a machine that drifts during the run shows as a difference between the two bare rows.
 */
export async function pageTargets(port: number, baselines: { staticOrigin: string; bareOrigin: string }): Promise<PageTarget[]> {
  const api = apiOf(port);
  const hosts = siteHosts(port);
  const bare = (when: string): PageTarget => ({ label: `bare Next page, ${when}`, url: `${baselines.bareOrigin}/`, pathname: '/', baseline: 'bare' });
  return [
    { label: 'static page', url: `${baselines.staticOrigin}/`, pathname: '/', baseline: 'static' },
    bare('first'),
    ...(await cbtTargets(api, 'a', hosts.cbtA, 'student@careerroad.kr')),
    ...(await cbtTargets(api, 'b', hosts.cbtB, 'nurse@nursepass.co.kr')),
    ...(await portalTargets(api, hosts)),
    ...(await communityTargets(api, hosts)),
    ...(await shopTargets(api, hosts)),
    page('corporate home', hosts.corporate, '/'),
    ...(await consoleTargets(api, hosts)),
    bare('last'),
  ];
}
