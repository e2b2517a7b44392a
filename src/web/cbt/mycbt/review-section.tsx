/**
 * /mycbt/review: the member's records, newest first (GET /apiV2/user-exam-records, one page of up to 1000),
 * filtered by top-level exam type. Closed records lead to their score, analysis and solutions; open ones
 * to the screen that resumes them.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import { useState } from 'react';
import styled from 'styled-components';
import type { RecordListItem } from '../../api/records-api';
import { getBrowserCbtClient } from '../../session/browser-client';
import { mobileQuery } from '../../styles/theme';
import { EmptyState, PrimaryLink } from '../../ui/page-layout';
import { Badge, Chip, ChipRow, ResultCount } from '../catalogue/catalogue-ui';
import { catalogueQueries } from '../catalogue/exam-queries';
import { formatKstDayTime } from '../../../config/kst';
import { formatDuration, formatNumber } from '../../ui/format';
import { categoriesOf } from '../catalogue/home-content';
import { LoadingState, QueryError } from '../../ui/query-state';
import { myCbtQueries } from './mycbt-queries';
import { MODE_LABELS, resultLinks, resumeHref, SOURCE_LABELS, STATUS_LABELS } from './record-links';

export function ReviewSection() {
  const [examTypeId, onExamTypeChange] = useState<number | null>(null);
  const client = getBrowserCbtClient();
  const types = useQuery(catalogueQueries.types(client));
  const records = useQuery({ ...myCbtQueries.records(client, examTypeId), placeholderData: keepPreviousData });
  const categories = categoriesOf(types.data ?? []);
  const selected = categories.find((type) => type.id === examTypeId);

  return (
    <>
      {categories.length > 0 ? (
        <Filters role="group" aria-label="시험 분야">
          <Chip type="button" aria-pressed={examTypeId === null} onClick={() => onExamTypeChange(null)}>
            전체
          </Chip>
          {categories.map((type) => (
            <Chip key={type.id} type="button" aria-pressed={examTypeId === type.id} onClick={() => onExamTypeChange(type.id)}>
              {type.name}
            </Chip>
          ))}
        </Filters>
      ) : null}
      {records.isPending ? (
        <LoadingState />
      ) : records.isError ? (
        <QueryError error={records.error} onRetry={() => void records.refetch()} />
      ) : records.data.items.length === 0 ? (
        selected ? (
          <EmptyState title={`${selected.name} 응시 기록이 없습니다`}>다른 분야를 선택하거나 새 시험을 풀어보세요.</EmptyState>
        ) : (
          <EmptyState title="응시한 시험 결과가 없습니다" action={<PrimaryLink as={Link} href="/">시험 보러 가기</PrimaryLink>}>
            모의고사를 풀면 점수와 분석 결과가 이곳에 기록됩니다.
          </EmptyState>
        )
      ) : (
        <section aria-label="응시 기록" aria-busy={records.isFetching}>
          <ResultCount>응시 기록 {formatNumber(records.data.totalCount)}건</ResultCount>
          <RecordList data-testid="record-list">
            {records.data.items.map((record) => (
              <RecordRow key={record.recordIdx} record={record} />
            ))}
          </RecordList>
        </section>
      )}
    </>
  );
}

function RecordRow({ record }: { record: RecordListItem }) {
  const open = record.status === 'IN_PROGRESS';
  const resume = resumeHref(record);
  const links = resultLinks(record.recordIdx);
  const source = SOURCE_LABELS[record.source];
  const subtitle = record.examTitle && record.examTitle !== record.title ? record.examTitle : null;
  return (
    <Row data-testid="record-row" data-record-idx={record.recordIdx} data-status={record.status}>
      <Main>
        <Badges>
          <Badge $tone={open ? 'accent' : record.status === 'SUBMITTED' ? 'success' : 'muted'}>{STATUS_LABELS[record.status]}</Badge>
          <Badge $tone="primary">{MODE_LABELS[record.mode]}</Badge>
          {source ? <Badge>{source}</Badge> : null}
        </Badges>
        <RecordTitle>{record.title}</RecordTitle>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        <Meta>
          <span>{formatKstDayTime(record.startedAt)} 응시</span>
          {record.durationSeconds !== null ? <span>소요 {formatDuration(record.durationSeconds)}</span> : null}
          <span>{record.totalCount}문항</span>
        </Meta>
      </Main>
      <Score>
        {open ? (
          <ScoreNote>아직 제출하지 않았습니다</ScoreNote>
        ) : (
          <>
            <ScoreValue data-testid="record-score">{record.score ?? 0}점</ScoreValue>
            <ScoreNote>
              {record.correctCount ?? 0}/{record.totalCount} 정답
            </ScoreNote>
          </>
        )}
      </Score>
      <Actions>
        {open ? (
          resume ? (
            <ActionLink href={resume} $primary aria-label={`${record.title} 이어 풀기`}>
              이어 풀기
            </ActionLink>
          ) : null
        ) : (
          <>
            <ActionLink href={links.score} $primary>
              점수
            </ActionLink>
            <ActionLink href={links.result}>결과 분석</ActionLink>
            <ActionLink href={links.solution}>해설</ActionLink>
          </>
        )}
      </Actions>
    </Row>
  );
}

const Filters = styled(ChipRow)`
  margin-bottom: 20px;
`;

const RecordList = styled.ul`
  display: grid;
  gap: 10px;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 120px auto;
  align-items: center;
  gap: 16px 24px;
  padding: 18px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  &[data-status='IN_PROGRESS'] {
    border-color: ${({ theme }) => `${theme.colors.accent}80`};
  }
  ${({ theme }) => mobileQuery(theme)} {
    grid-template-columns: minmax(0, 1fr) auto;
    padding: 16px;
  }
`;

const Main = styled.div`
  display: grid;
  gap: 4px;
  min-width: 0;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const RecordTitle = styled.h3`
  font-size: 16px;
  font-weight: 700;
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 12px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;

const Score = styled.div`
  display: grid;
  justify-items: end;
  text-align: right;
`;

const ScoreValue = styled.strong`
  color: ${({ theme }) => theme.colors.primary};
  font-size: 22px;
  font-weight: 800;
`;

const ScoreNote = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;

const Actions = styled.div`
  display: flex;
  gap: 6px;
  ${({ theme }) => mobileQuery(theme)} {
    grid-column: 1 / -1;
    & > * {
      flex: 1 1 0;
    }
  }
`;

const ActionLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: 36px;
  padding: 0 14px;
  border: 1px solid ${({ theme, $primary }) => ($primary ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $primary }) => ($primary ? '#fff' : 'inherit')};
  font-size: 14px;
  font-weight: 600;
  white-space: nowrap;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;
