/**
 * The home's 추천 row for a logged-in member: open postings ranked by the member's interests, targets and
 * scraps (recommendedPostings), or the most viewed ones while there is nothing to go on, with a link to choose
 * interests. Fetched in the browser only, so a visitor's home HTML (which the page cache may share) never holds
 * anyone's recommendations; nothing renders for a visitor.
 */
import { useQuery } from '@tanstack/react-query';
import { LoadingState, QueryError } from '../../ui/query-state';
import { useCurrentUser } from '../../session/use-current-user';
import { interestQueries } from '../../postings/interest-queries';
import { HomeRowHeader, HomeRowLink, HomeRowSection } from '../postings/home-row-layout';
import { FIRST_SCREEN_CARDS, PostingList } from '../../postings/posting-list';
import { browserPortalClient } from '../../api/portal-client';

/** Cards in the row (one line of five on a desktop, like the home's other rows). */
export const RECOMMENDED_ROW_SIZE = 5;

export function RecommendedRow() {
  const { user } = useCurrentUser();
  const query = useQuery({ ...interestQueries.recommended(browserPortalClient, 1, RECOMMENDED_ROW_SIZE), enabled: !!user });
  if (!user) return null;
  const personal = query.data?.basis === 'INTERESTS';
  return (
    <HomeRowSection aria-labelledby="home-row-recommended-title" data-testid="home-row-recommended" data-basis={query.data?.basis}>
      <HomeRowHeader>
        <div>
          <h2 id="home-row-recommended-title">추천 공고</h2>
          <p>
            {query.data && !personal
              ? '관심 분야를 알려주시면 딱 맞는 공고를 골라 드려요. 지금은 인기 공고를 보여드려요.'
              : '관심 분야와 스크랩한 공고를 바탕으로 골랐어요.'}
          </p>
        </div>
        <HomeRowLink href="/manage/welcome">관심 분야 {personal ? '바꾸기' : '설정하기'}</HomeRowLink>
      </HomeRowHeader>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <PostingList
          postings={query.data.nodes}
          layout="row"
          label="추천 공고"
          testId="recommended-list"
          eagerPosters={FIRST_SCREEN_CARDS}
          emptyTitle="지금 추천할 모집중 공고가 없어요."
        />
      )}
    </HomeRowSection>
  );
}

