/**
 * /mycbt/note, the wrong-answer note: counts per top-level exam type (aggregate), the notes of the chosen
 * type, "익혔어요" per note (with undo), an include-mastered toggle, and "틀린 문제만 다시 풀기", which starts
 * a one-question REVIEW set and hands it to the solving screen.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import styled from 'styled-components';
import type { Page } from '../../api/exams-api';
import { createReviewRecord } from '../../api/records-api';
import {
  masterReviewNote,
  type MasteryState,
  type ReviewNote,
  type ReviewNoteAggregate,
  unmasterReviewNote,
} from '../../api/review-notes-api';
import { getBrowserCbtClient } from '../../session/browser-client';
import { mobileQuery } from '../../styles/theme';
import { toast } from '../../toast/toast-provider';
import { EmptyState, PrimaryLink, Stack } from '../../ui/page-layout';
import { ButtonBase, PrimaryButton } from '../../ui/button';
import { Chip, ChipCount, ChipRow, Pagination } from '../catalogue/catalogue-ui';
import { formatNumber } from '../../ui/format';
import { LoadingState, QueryError, useApiErrorHandler } from '../../ui/query-state';
import { myCbtKeys, myCbtQueries } from './mycbt-queries';
import { NoteCard } from './note-card';

export const reviewSetHref = (recordIdx: number) => `/cbt/onequestions/review?record=${recordIdx}`;

export interface NoteFilter {
  examTypeId: number | null;
  includeMastered: boolean;
  page: number;
}

export const INITIAL_NOTE_FILTER: NoteFilter = { examTypeId: null, includeMastered: false, page: 1 };

/** Counts of the chosen type (or of every type). */
function countsFor(aggregate: ReviewNoteAggregate, examTypeId: number | null) {
  if (examTypeId === null) return aggregate;
  return aggregate.examTypes.find((type) => type.examTypeId === examTypeId) ?? { totalCount: 0, notMasteredCount: 0 };
}

export function NoteSection() {
  const client = getBrowserCbtClient();
  const aggregate = useQuery(myCbtQueries.aggregate(client));
  if (aggregate.isPending) return <LoadingState />;
  if (aggregate.isError) return <QueryError error={aggregate.error} onRetry={() => void aggregate.refetch()} />;
  if (aggregate.data.totalCount === 0) {
    return (
      <EmptyState title="저장된 오답이 없습니다" action={<PrimaryLink as={Link} href="/">시험 보러 가기</PrimaryLink>}>
        시험을 풀고 나면 틀린 문제를 오답노트에서 다시 확인할 수 있습니다.
      </EmptyState>
    );
  }
  return <NoteBoard aggregate={aggregate.data} />;
}

function NoteBoard({ aggregate }: { aggregate: ReviewNoteAggregate }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const onError = useApiErrorHandler();
  const [filter, setFilter] = useState<NoteFilter>(INITIAL_NOTE_FILTER);
  const notesOptions = myCbtQueries.notes(getBrowserCbtClient(), filter);
  const notes = useQuery({ ...notesOptions, placeholderData: keepPreviousData });
  const counts = countsFor(aggregate, filter.examTypeId);
  const masteredCount = counts.totalCount - counts.notMasteredCount;

  const mastery = useMutation({
    mutationFn: (note: ReviewNote) =>
      (note.masteredAt === null ? masterReviewNote : unmasterReviewNote)(getBrowserCbtClient(), note.multipleProblemIdx),
    onSuccess: (state: MasteryState) => {
      // The note stays where it is (so "익힘 취소" can undo at once); other filters' lists are dropped so
      // they load fresh, and the counts reload.
      queryClient.setQueryData<Page<ReviewNote>>(notesOptions.queryKey, (old) =>
        old
          ? {
              ...old,
              items: old.items.map((item) =>
                item.multipleProblemIdx === state.multipleProblemIdx ? { ...item, masteredAt: state.masteredAt } : item,
              ),
            }
          : old,
      );
      queryClient.removeQueries({ queryKey: myCbtKeys.notesAll, type: 'inactive' });
      void queryClient.invalidateQueries({ queryKey: myCbtKeys.aggregate() });
      toast(state.masteredAt ? '익힌 문제로 표시했습니다.' : '다시 복습할 문제로 되돌렸습니다.', 'success');
    },
    onError,
  });

  const retry = useMutation({
    mutationFn: () => createReviewRecord(getBrowserCbtClient(), { examTypeId: filter.examTypeId ?? undefined }),
    onSuccess: (record) => void router.push(reviewSetHref(record.recordIdx)),
    onError,
  });

  const chipCount = (c: { totalCount: number; notMasteredCount: number }) =>
    formatNumber(filter.includeMastered ? c.totalCount : c.notMasteredCount);

  return (
    <>
      <Toolbar>
        <ChipRow role="group" aria-label="시험 분야">
          <Chip
            type="button"
            aria-pressed={filter.examTypeId === null}
            onClick={() => setFilter({ ...filter, examTypeId: null, page: 1 })}
          >
            전체<ChipCount>{chipCount(aggregate)}</ChipCount>
          </Chip>
          {aggregate.examTypes.map((type) => (
            <Chip
              key={type.examTypeId}
              type="button"
              aria-pressed={filter.examTypeId === type.examTypeId}
              onClick={() => setFilter({ ...filter, examTypeId: type.examTypeId, page: 1 })}
            >
              {type.name}
              <ChipCount>{chipCount(type)}</ChipCount>
            </Chip>
          ))}
        </ChipRow>
        <Toggle>
          <input
            type="checkbox"
            checked={filter.includeMastered}
            onChange={(event) => setFilter({ ...filter, includeMastered: event.target.checked, page: 1 })}
          />
          익힌 문제도 보기
        </Toggle>
      </Toolbar>

      <Summary>
        <p data-testid="note-summary">
          남은 오답 <strong>{formatNumber(counts.notMasteredCount)}</strong>문제 · 익힌 문제 {formatNumber(masteredCount)}문제
        </p>
        <RetryBox>
          <PrimaryButton
            type="button"
            disabled={counts.notMasteredCount === 0 || retry.isPending}
            aria-describedby={counts.notMasteredCount === 0 ? 'retry-hint' : undefined}
            onClick={() => retry.mutate()}
          >
            {retry.isPending ? '문제를 준비하는 중…' : '틀린 문제만 다시 풀기'}
          </PrimaryButton>
          {counts.notMasteredCount === 0 ? <small id="retry-hint">다시 풀 오답이 없습니다.</small> : null}
        </RetryBox>
      </Summary>

      {notes.isPending ? (
        <LoadingState />
      ) : notes.isError ? (
        <QueryError error={notes.error} onRetry={() => void notes.refetch()} />
      ) : notes.data.items.length === 0 ? (
        <EmptyState
          title={filter.includeMastered ? '이 분야에 저장된 오답이 없습니다' : '남은 오답이 없습니다'}
          action={
            filter.includeMastered ? undefined : (
              <ButtonBase type="button" onClick={() => setFilter({ ...filter, includeMastered: true, page: 1 })}>
                익힌 문제도 보기
              </ButtonBase>
            )
          }
        >
          {filter.includeMastered ? '다른 분야를 선택해 보세요.' : '틀린 문제를 모두 익혔습니다. 익힌 문제는 언제든 다시 볼 수 있습니다.'}
        </EmptyState>
      ) : (
        <section aria-label="오답 목록" aria-busy={notes.isFetching}>
          <NoteList data-testid="note-list">
            {notes.data.items.map((note) => (
              <li key={note.multipleProblemIdx}>
                <NoteCard
                  note={note}
                  // While the previous filter's notes stand in for the new ones, a change would be lost
                  // when the new list arrives.
                  pending={
                    notes.isPlaceholderData ||
                    (mastery.isPending && mastery.variables?.multipleProblemIdx === note.multipleProblemIdx)
                  }
                  onToggleMastered={(item) => mastery.mutate(item)}
                />
              </li>
            ))}
          </NoteList>
          <Pagination
            page={notes.data.page}
            pageSize={notes.data.pageSize}
            totalCount={notes.data.totalCount}
            onChange={(page) => {
              setFilter({ ...filter, page });
              window.scrollTo({ top: 0 });
            }}
          />
        </section>
      )}
    </>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 20px;
  ${({ theme }) => mobileQuery(theme)} {
    /* A wrapping flex line is as wide as its content; a single line takes the page width instead. */
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
  }
`;

const Toggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 14px;
  white-space: nowrap;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Summary = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin: 20px 0;
  padding: 16px 20px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => `${theme.colors.primary}0d`};
  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-size: 18px;
  }
  ${({ theme }) => mobileQuery(theme)} {
    flex-direction: column;
    align-items: stretch;
    padding: 14px 16px;
  }
`;

const RetryBox = styled.div`
  display: grid;
  justify-items: end;
  gap: 4px;
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  ${({ theme }) => mobileQuery(theme)} {
    justify-items: stretch;
  }
`;

const NoteList = styled(Stack).attrs({ as: 'ul', $gap: 16 })``;
