/**
 * Posting list per kind (`/activities/ALL`, `/activities/CONTEST`, …): filters, sort and page come from the
 * URL and are prefetched here; an unknown kind is the not-found page, unknown query values are dropped.
 */
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { listArgs, PostingListContent } from '@/web/portal/postings/list-content';
import { parseListState } from '@/web/portal/postings/posting-list-query';
import { isPostingKindSegment, POSTING_KIND_SEGMENT_LABELS, type PostingKindSegment } from '@/web/postings/posting-labels';
import { postingQueries } from '@/web/postings/posting-queries';
import { createSsrPortalClient } from '@/web/ssr/portal-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface ListPageProps {
  kind: PostingKindSegment;
}

export const getServerSideProps = shellPage<ListPageProps>({
  site: 'portal',
  brands: ['a'],
  load: async ({ ctx, session }) => {
    const kind = ctx.params?.kind;
    if (!isPostingKindSegment(kind)) return { notFound: true };
    const state = parseListState(ctx.query);
    await ssrPrefetch(session, postingQueries.list(createSsrPortalClient(ctx.req), listArgs(kind, state)));
    return { props: { kind }, seo: { title: kind === 'ALL' ? POSTING_KIND_SEGMENT_LABELS.ALL : `${POSTING_KIND_SEGMENT_LABELS[kind]} 공고` } };
  },
});

export default function PostingListPage({ kind }: ShellPageProps & ListPageProps) {
  return <PostingListContent kind={kind} />;
}
