/**
 * "지원한 공고의 필기시험 준비": on the CBT home, a logged-in member's scrapped portal postings whose written
 * test is ahead, with the test date, its D-day and the mock exams that prepare for it (GET /apiV2/exams/for-my-tests).
 *
 * Member data never enters the HTML the page cache keeps for visitors (ADR 12): the card renders nothing without a
 * member and is fetched in the browser only (no SSR prefetch), so even a member's own page carries no test list.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import { useId } from 'react';
import styled from 'styled-components';
import { dDayLabel, formatKstDateTime } from '../../../config/kst';
import { EXAMS_FOR_MY_TESTS_PATH, getExamsForMyTests, type ScrappedTestExams } from '../../api/exams-api';
import { type SiteOrigins, siteUrl } from '../../brand/portal-links';
import { getBrowserCbtClient } from '../../session/browser-client';
import { useCurrentUser } from '../../session/use-current-user';
import { mobileQuery } from '../../styles/theme';
import { Card } from '../../ui/page-layout';
import { Badge, Section, SectionHeader, SectionNote, SectionTitle } from './catalogue-ui';
import { examDetailHref } from './exam-card';
import { LoadingState, QueryError } from '../../ui/query-state';

/** Tests shown at once; the soonest matter most. */
export const MY_TESTS_LIMIT = 3;
const EXAMS_PER_TEST = 3;

export const myTestsKey = [EXAMS_FOR_MY_TESTS_PATH, MY_TESTS_LIMIT, EXAMS_PER_TEST] as const;

export function MyTestsCard({ siteOrigins }: { siteOrigins: SiteOrigins }) {
  const { user } = useCurrentUser();
  const headingId = useId();
  const query = useQuery({
    queryKey: myTestsKey,
    queryFn: () => getExamsForMyTests(getBrowserCbtClient(), { pageSize: MY_TESTS_LIMIT, examLimit: EXAMS_PER_TEST }),
    enabled: user !== null,
  });
  if (!user) return null;
  // Nothing to prepare for: the home stays as it is for members without scrapped tests.
  if (query.isSuccess && query.data.items.length === 0) return null;
  return (
    <Section aria-labelledby={headingId} data-testid="my-tests">
      <SectionHeader>
        <SectionTitle id={headingId}>지원한 공고의 필기시험 준비</SectionTitle>
        <SectionNote>스크랩한 공고의 다가오는 필기시험에 맞춘 모의고사</SectionNote>
      </SectionHeader>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <TestList>
          {query.data.items.map((item) => (
            <li key={item.posting.postingId}>
              <TestItem test={item} siteOrigins={siteOrigins} />
            </li>
          ))}
        </TestList>
      )}
    </Section>
  );
}

function TestItem({ test, siteOrigins }: { test: ScrappedTestExams; siteOrigins: SiteOrigins }) {
  const { posting, exams } = test;
  const dDay = dDayLabel(posting.writtenTestAt, Date.now());
  // Only brand A has a portal; elsewhere the posting is named without a link rather than linked to a missing page.
  const postingHref = siteOrigins.portal ? siteUrl(siteOrigins, 'portal', `/activity/${posting.postingId}`) : null;
  return (
    <TestCard data-testid="my-test">
      <TestHead>
        {dDay ? <Badge $tone="accent" data-testid="my-test-d-day">{`필기 ${dDay}`}</Badge> : null}
        <Organiser>{posting.organiserName}</Organiser>
      </TestHead>
      <PostingTitle>{postingHref ? <a href={postingHref}>{posting.title}</a> : posting.title}</PostingTitle>
      <TestDate>
        필기시험 <time dateTime={posting.writtenTestAt}>{formatKstDateTime(posting.writtenTestAt)}</time>
      </TestDate>
      {exams.length === 0 ? (
        <NoExams>이 시험에 맞는 모의고사를 준비하고 있습니다.</NoExams>
      ) : (
        <ExamLinks aria-label={`${posting.title} 대비 모의고사`}>
          {exams.map((exam) => (
            <li key={exam.examIdx}>
              <ExamLink href={examDetailHref(exam.examIdx)} data-testid="my-test-exam">
                <span>{exam.title}</span>
                <ExamMeta>{`${exam.examTypes.map((type) => type.name).join(' · ')} · ${exam.problemCount}문항`}</ExamMeta>
              </ExamLink>
            </li>
          ))}
        </ExamLinks>
      )}
    </TestCard>
  );
}

const TestList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: 16px;
  ${({ theme }) => mobileQuery(theme)} {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

const TestCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 8px;
  height: 100%;
  padding: 20px;
`;

const TestHead = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const Organiser = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;

const PostingTitle = styled.h3`
  font-size: 16px;
  font-weight: 700;
  line-height: 1.4;
  a:hover {
    text-decoration: underline;
  }
`;

const TestDate = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const ExamLinks = styled.ul`
  display: grid;
  gap: 6px;
  margin-top: 4px;
`;

const ExamLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 600;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const ExamMeta = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
  font-weight: 400;
`;

const NoExams = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;
