/**
 * The scrap page's address (`/accounts/scrap?kind=CONTEST&sort=DEADLINE&page=2`): which kind tab, which order and
 * which page. Unknown values fall back to the defaults instead of failing, so an old or hand-edited link still opens
 * the page. Pure, shared by getServerSideProps and the page.
 */
import type { PostingKind } from '../../api/postings-api';
import type { ScrappedPostingsArgs } from '../../api/posting-calendar-api';
import { SCRAPPED_POSTING_SORTS, type ScrappedPostingSort } from '../../../contracts/postings';
import { POSTING_KIND_CODES } from '../../postings/posting-labels';
import { pageFromQuery } from '../../ui/pagination';

export const SCRAP_PAGE_PATH = '/accounts/scrap';
export const SCRAP_PAGE_SIZE = 20;

export interface ScrapPageState {
  kind: PostingKind | null;
  sort: ScrappedPostingSort;
  page: number;
}

export const SCRAP_SORT_LABELS: Record<ScrappedPostingSort, string> = {
  SCRAPPED: '최근 스크랩순',
  DEADLINE: '마감임박순',
};

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

export function parseScrapPageState(query: Record<string, unknown>): ScrapPageState {
  const kind = first(query.kind);
  const sort = first(query.sort);
  return {
    kind: (POSTING_KIND_CODES as readonly unknown[]).includes(kind) ? (kind as PostingKind) : null,
    sort: (SCRAPPED_POSTING_SORTS as readonly unknown[]).includes(sort) ? (sort as ScrappedPostingSort) : 'SCRAPPED',
    page: pageFromQuery(query.page),
  };
}

/** The page's address for a state; defaults are left out so the plain page keeps its plain address. */
export function scrapPageHref(state: ScrapPageState): string {
  const params = new URLSearchParams();
  if (state.kind) params.set('kind', state.kind);
  if (state.sort !== 'SCRAPPED') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `${SCRAP_PAGE_PATH}?${search}` : SCRAP_PAGE_PATH;
}

export function scrappedPostingsArgs(state: ScrapPageState): ScrappedPostingsArgs {
  // No `kind: undefined`: the arguments are part of a query key that getServerSideProps serialises as JSON.
  const args: ScrappedPostingsArgs = { sort: state.sort, page: state.page, pageSize: SCRAP_PAGE_SIZE };
  if (state.kind) args.kind = state.kind;
  return args;
}
