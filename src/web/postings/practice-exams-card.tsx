/**
 * "모의고사로 준비하기" on a posting's page: when the posting has a written test (필기전형), its date with a
 * D-day and the CBT mock exams that prepare for it, each linking to its detail page on the brand's CBT site (the API
 * gives each exam's absolute URL on the CBT host, so the card needs nothing from the page but the posting).
 * Nothing is drawn for a posting without a written test. The exams are the same for every reader, so a page may
 * prefetch them with `practiceExamsQuery` (the card's own query key) in getServerSideProps.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';
import { dDayLabel, formatKstDateTime } from '../../config/kst';
import type { GraphqlRequester } from '../api/graphql-clients';
import { getPostingPracticeExams, PRACTICE_EXAMS_LIMIT } from '../api/posting-practice-api';
import { browserPortalClient } from '../api/portal-client';
import { mobileQuery } from '../styles/theme';
import { graphqlErrorMessage } from '../api/graphql-errors';

export const practiceExamsKey = (postingId: string) => ['portal', 'postingPracticeExams', postingId] as const;

export const practiceExamsQuery = (client: GraphqlRequester, postingId: string) =>
  queryOptions({
    queryKey: practiceExamsKey(postingId),
    queryFn: () => getPostingPracticeExams(client, postingId, PRACTICE_EXAMS_LIMIT),
  });

export interface PracticeExamsPosting {
  id: string;
  writtenTestAt?: string | null;
}

/** `필기 D-7`, `필기 D-Day`, or null once the test day has passed. */
export function writtenTestDDay(writtenTestAt: string, now: Date | number): string | null {
  const label = dDayLabel(writtenTestAt, now);
  return label ? `필기 ${label}` : null;
}

export function PracticeExamsCard({ posting }: { posting: PracticeExamsPosting }) {
  const headingId = useId();
  const writtenTestAt = posting.writtenTestAt ?? null;
  const query = useQuery({
    // The lazy client: options are built while rendering on the server too, where window does not exist.
    ...practiceExamsQuery(browserPortalClient, posting.id),
    enabled: writtenTestAt !== null,
  });
  if (!writtenTestAt) return null;
  const dDay = writtenTestDDay(writtenTestAt, Date.now());
  return (
    <Box aria-labelledby={headingId} data-testid="practice-exams">
      <Head>
        <Title id={headingId}>모의고사로 준비하기</Title>
        {dDay ? <DDay data-testid="practice-exams-d-day">{dDay}</DDay> : <Past>필기시험 종료</Past>}
      </Head>
      <TestDate>
        필기시험 <time dateTime={writtenTestAt}>{formatKstDateTime(writtenTestAt)}</time>
      </TestDate>
      {query.isPending ? (
        <Hint role="status">모의고사를 불러오는 중입니다…</Hint>
      ) : query.isError ? (
        <Hint role="alert">
          {graphqlErrorMessage(query.error, '모의고사를 불러오지 못했습니다.')}{' '}
          <Retry type="button" onClick={() => void query.refetch()}>
            다시 시도
          </Retry>
        </Hint>
      ) : query.data.length === 0 ? (
        <Hint>이 필기시험에 맞는 모의고사를 준비하고 있습니다.</Hint>
      ) : (
        <ExamList>
          {query.data.map((exam) => (
            <li key={exam.examIdx}>
              <ExamLink href={exam.url} data-testid="practice-exam-link">
                <ExamTitle>{exam.title}</ExamTitle>
                <ExamMeta>
                  {[exam.examTypeNames.join(' · '), `${exam.examDetailCount}회`, `${exam.problemCount}문항`, exam.isFree ? '무료' : null]
                    .filter(Boolean)
                    .join(' · ')}
                </ExamMeta>
              </ExamLink>
            </li>
          ))}
        </ExamList>
      )}
    </Box>
  );
}

const Box = styled.section`
  margin-top: 32px;
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => mobileQuery(theme)} {
    padding: 16px;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Title = styled.h2`
  font-size: 18px;
  font-weight: 700;
`;

const DDay = styled.span`
  display: inline-flex;
  align-items: center;
  height: 24px;
  padding: 0 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 12px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Past = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;

const TestDate = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const Retry = styled.button`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: underline;
`;

const ExamList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 8px;
`;

const ExamLink = styled.a`
  display: flex;
  flex-direction: column;
  gap: 2px;
  height: 100%;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const ExamTitle = styled.span`
  font-weight: 600;
`;

const ExamMeta = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;
