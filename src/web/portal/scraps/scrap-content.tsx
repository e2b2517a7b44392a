/**
 * The member's scrapped postings (`/accounts/scrap`): tabs by kind with counts, newest scrap first or by
 * deadline, D-day on every card, closed ones kept but greyed (the posting card's closed look), and the scrap toggle
 * on each card to unscrap from here: the toggle refreshes everything under postingKeys.all, so the list and the tab
 * counts drop the posting, and the header's scrap count follows. Kind, sort and page live in the URL.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { formatKstDate } from '../../../config/kst';
import type { ScrappedPosting } from '../../api/posting-calendar-api';
import { SCRAPPED_POSTING_SORTS } from '../../../contracts/postings';
import { LoadingState, QueryError } from '../../ui/query-state';
import { PageContainer } from '../../ui/page-layout';
import { LinkPagination } from '../../ui/pagination';
import { POSTING_KIND_CODES, POSTING_KIND_LABELS, POSTING_STATUS_LABELS, postingListHref } from '../../postings/posting-labels';
import { PostingList } from '../../postings/posting-list';
import { browserPortalClient } from '../../api/portal-client';
import { ScrapToggle } from '../../postings/scrap-toggle';
import { formatCount, PageHead, PillGroup, PillLink, TabCount, TabLink, TabNav } from '../search/tab-links';
import {
  parseScrapPageState,
  SCRAP_PAGE_SIZE,
  SCRAP_SORT_LABELS,
  scrapPageHref,
  type ScrapPageState,
  scrappedPostingsArgs,
} from './scrap-page-state';
import { scrapQueries } from './scrap-queries';

const KIND_COUNT_FIELDS = { CONTEST: 'contest', ACTIVITY: 'activity', INTERNSHIP: 'internship', RECRUIT: 'recruit' } as const;

function ScrapNote({ posting }: { posting: ScrappedPosting }) {
  return (
    <>
      <span>
        {posting.status === 'CLOSED' ? `${POSTING_STATUS_LABELS.CLOSED} · ` : ''}~ {formatKstDate(posting.receptionEndAt)}
      </span>
      {posting.writtenTestAt ? <span> · 필기 {formatKstDate(posting.writtenTestAt)}</span> : null}
    </>
  );
}

export function ScrapContent() {
  const router = useRouter();
  const state = parseScrapPageState(router.query);
  const list = useQuery({
    ...scrapQueries.list(browserPortalClient, scrappedPostingsArgs(state)),
    placeholderData: keepPreviousData,
  });
  const counts = useQuery(scrapQueries.counts(browserPortalClient));
  const hrefOf = (next: ScrapPageState) => scrapPageHref(next);
  const total = counts.data
    ? counts.data.contest + counts.data.activity + counts.data.internship + counts.data.recruit
    : undefined;

  return (
    <PageContainer>
      <PageHead>
        <h1>스크랩</h1>
        {total !== undefined ? (
          <p data-testid="scrap-total">
            스크랩한 공고 <strong>{formatCount(total)}</strong>건
          </p>
        ) : null}
      </PageHead>

      <TabNav aria-label="공고 종류">
        <TabLink href={hrefOf({ ...state, kind: null, page: 1 })} shallow aria-current={state.kind === null ? 'page' : undefined}>
          전체{total !== undefined ? <TabCount>{formatCount(total)}</TabCount> : null}
        </TabLink>
        {POSTING_KIND_CODES.map((kind) => (
          <TabLink
            key={kind}
            href={hrefOf({ ...state, kind, page: 1 })}
            shallow
            aria-current={state.kind === kind ? 'page' : undefined}
            data-testid={`scrap-tab-${kind}`}
          >
            {POSTING_KIND_LABELS[kind]}
            {counts.data ? <TabCount>{formatCount(counts.data[KIND_COUNT_FIELDS[kind]])}</TabCount> : null}
          </TabLink>
        ))}
      </TabNav>

      <Toolbar>
        <PillGroup role="group" aria-label="정렬">
          {SCRAPPED_POSTING_SORTS.map((sort) => (
            <PillLink
              key={sort}
              href={hrefOf({ ...state, sort, page: 1 })}
              shallow
              scroll={false}
              aria-current={sort === state.sort ? 'true' : undefined}
              data-testid={`scrap-sort-${sort}`}
            >
              {SCRAP_SORT_LABELS[sort]}
            </PillLink>
          ))}
        </PillGroup>
      </Toolbar>

      <section aria-busy={list.isFetching} data-testid="scrap-results">
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <>
            <PostingList
              postings={list.data.nodes}
              headingLevel="h2"
              label="스크랩한 공고 목록"
              testId="scrap-list"
              emptyTitle={
                state.page > 1 && list.data.totalCount > 0
                  ? '이 페이지에는 공고가 없습니다.'
                  : state.kind
                    ? `스크랩한 ${POSTING_KIND_LABELS[state.kind]} 공고가 없습니다.`
                    : '스크랩한 공고가 없습니다.'
              }
              emptyText={
                state.page > 1 && list.data.totalCount > 0 ? (
                  <Link href={hrefOf({ ...state, page: 1 })}>첫 페이지로 가기</Link>
                ) : (
                  <Link href={postingListHref('ALL')}>관심 있는 공고를 스크랩해 보세요.</Link>
                )
              }
              renderNote={(posting) => <ScrapNote posting={posting} />}
              renderActions={(posting) => <ScrapToggle posting={posting} />}
            />
            <LinkPagination
              page={state.page}
              pageSize={SCRAP_PAGE_SIZE}
              totalCount={list.data.totalCount}
              hrefFor={(page) => hrefOf({ ...state, page })}
              shallow
              label="스크랩 페이지 이동"
            />
          </>
        )}
      </section>
    </PageContainer>
  );
}

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: 16px 0;
`;
