/** The best exams block (GET /apiV2/exams/best): most members starting them in the last 30 days, then likes. */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { getBrowserCbtClient } from '../../session/browser-client';
import { Section, SectionHeader, SectionNote, SectionTitle } from './catalogue-ui';
import { ExamCard, ExamGrid } from './exam-card';
import { catalogueQueries } from './exam-queries';
import { LoadingState, QueryError } from '../../ui/query-state';
import { EmptyHint } from './empty-hint';

export function BestExams({ showFree, excludeExamIdx }: { showFree: boolean; excludeExamIdx?: number }) {
  const headingId = useId();
  const query = useQuery(catalogueQueries.best(getBrowserCbtClient()));
  const exams = (query.data ?? []).filter((exam) => exam.examIdx !== excludeExamIdx);
  return (
    <Section aria-labelledby={headingId} data-testid="best-exams">
      <SectionHeader>
        <SectionTitle id={headingId}>인기 시험</SectionTitle>
        <SectionNote>최근 30일 동안 많이 응시한 시험</SectionNote>
      </SectionHeader>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : exams.length === 0 ? (
        <EmptyHint>아직 인기 시험이 없습니다. 첫 응시자가 되어 보세요.</EmptyHint>
      ) : (
        <ExamGrid>
          {exams.map((exam) => (
            <ExamCard key={exam.examIdx} exam={exam} showFree={showFree} />
          ))}
        </ExamGrid>
      )}
    </Section>
  );
}
