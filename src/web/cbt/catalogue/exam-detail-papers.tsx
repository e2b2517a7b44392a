/**
 * The exam's rounds on its detail page: each with its size, time limit and the viewer's best score and a link
 * to start it, then the random mock exam. A locked (paid, not bought) exam shows "구매 후 풀기" instead.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import styled from 'styled-components';
import type { ExamDetailItem } from '../../api/exam-details-api';
import type { ExamSummary } from '../../api/exams-api';
import { getBrowserCbtClient } from '../../session/browser-client';
import { mobileQuery } from '../../styles/theme';
import { Card } from '../../ui/page-layout';
import { Section, SectionHeader, SectionNote, SectionTitle } from './catalogue-ui';
import { EmptyHint } from './empty-hint';
import { catalogueQueries } from './exam-queries';
import { LoadingState, QueryError } from '../../ui/query-state';

export const selectPaperHref = (examDetailIdx: number) => `/cbt/select/${examDetailIdx}`;
export const selectRandomHref = (examIdx: number) => `/cbt/select/random/${examIdx}`;

function bestScoreText(paper: ExamDetailItem, loggedIn: boolean): string {
  if (!loggedIn) return '로그인 후 확인';
  return paper.viewerBestScore === null ? '응시 기록 없음' : `${paper.viewerBestScore}점`;
}

export function Papers({ exam, locked, loggedIn }: { exam: ExamSummary; locked: boolean; loggedIn: boolean }) {
  const papers = useQuery(catalogueQueries.details(getBrowserCbtClient(), exam.examIdx));
  return (
    <Section aria-labelledby="papers-heading">
      <SectionHeader>
        <SectionTitle id="papers-heading">회차별 모의고사</SectionTitle>
        <SectionNote>회차를 골라 한 문제씩 풀거나 실전처럼 풀 수 있습니다.</SectionNote>
      </SectionHeader>
      {papers.isPending ? (
        <LoadingState />
      ) : papers.isError ? (
        <QueryError error={papers.error} onRetry={() => void papers.refetch()} />
      ) : papers.data.items.length === 0 ? (
        <EmptyHint>아직 공개된 회차가 없습니다.</EmptyHint>
      ) : (
        <>
          <PaperList data-testid="paper-list">
            {papers.data.items.map((paper) => (
              <PaperRow key={paper.examDetailIdx} data-testid="paper-row">
                <PaperTitle>{paper.title}</PaperTitle>
                <PaperMeta>
                  <div>
                    <dt>문항 수</dt>
                    <dd>{paper.problemCount}문항</dd>
                  </div>
                  <div>
                    <dt>제한 시간</dt>
                    <dd>{paper.timeLimitMinutes}분</dd>
                  </div>
                  <div>
                    <dt>내 최고 점수</dt>
                    <dd data-testid="best-score">{bestScoreText(paper, loggedIn)}</dd>
                  </div>
                </PaperMeta>
                {locked ? (
                  <LockedLabel>구매 후 풀기</LockedLabel>
                ) : (
                  <SolveLink href={selectPaperHref(paper.examDetailIdx)} aria-label={`${paper.title} 풀기`}>
                    문제 풀기
                  </SolveLink>
                )}
              </PaperRow>
            ))}
          </PaperList>
          <RandomBox>
            <div>
              <strong>랜덤 모의고사</strong>
              <p>모든 회차에서 문제를 무작위로 골라 새 시험지를 만듭니다.</p>
            </div>
            {locked ? (
              <LockedLabel>구매 후 풀기</LockedLabel>
            ) : (
              <SolveLink href={selectRandomHref(exam.examIdx)} data-testid="random-link">
                랜덤으로 풀기
              </SolveLink>
            )}
          </RandomBox>
        </>
      )}
    </Section>
  );
}

const PaperList = styled.ul`
  display: grid;
  gap: 10px;
`;

const PaperRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: center;
  gap: 16px 24px;
  padding: 16px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => mobileQuery(theme)} {
    grid-template-columns: 1fr;
    gap: 10px;
    padding: 16px;
  }
`;

const PaperTitle = styled.h3`
  font-size: 16px;
  font-weight: 700;
`;

const PaperMeta = styled.dl`
  display: flex;
  gap: 20px;
  margin: 0;
  font-size: 14px;
  div {
    display: grid;
    gap: 2px;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 12px;
  }
  dd {
    margin: 0;
    font-weight: 600;
    white-space: nowrap;
  }
  ${({ theme }) => mobileQuery(theme)} {
    justify-content: space-between;
  }
`;

const SolveLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: 40px;
  padding: 0 18px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-size: 14px;
  font-weight: 700;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const LockedLabel = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: 40px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  font-weight: 600;
  white-space: nowrap;
`;

const RandomBox = styled(Card)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-top: 12px;
  padding: 18px 20px;
  border-style: dashed;
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
  }
  ${({ theme }) => mobileQuery(theme)} {
    flex-direction: column;
    align-items: stretch;
    padding: 16px;
  }
`;
