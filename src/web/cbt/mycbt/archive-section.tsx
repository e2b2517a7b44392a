/** /mycbt/archive: the member's liked exams, most recent first, each removable from the list (unlike). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import { useEffect, useState } from 'react';
import type { BrandConfig } from '../../../config/brands';
import { type LikedExam, unlikeExam } from '../../api/exams-api';
import { getBrowserCbtClient } from '../../session/browser-client';
import { toast } from '../../toast/toast-provider';
import { EmptyState, PrimaryLink } from '../../ui/page-layout';
import { ButtonBase } from '../../ui/button';
import { Pagination, ResultCount } from '../catalogue/catalogue-ui';
import { ExamCard, ExamGrid } from '../catalogue/exam-card';
import { catalogueKeys } from '../catalogue/exam-queries';
import { formatKstDay } from '../../../config/kst';
import { formatNumber } from '../../ui/format';
import { LoadingState, QueryError, useApiErrorHandler } from '../../ui/query-state';
import { myCbtKeys, myCbtQueries } from './mycbt-queries';

export function ArchiveSection({ brand }: { brand: BrandConfig }) {
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const onError = useApiErrorHandler();
  const list = useQuery({ ...myCbtQueries.likes(getBrowserCbtClient(), page), placeholderData: keepPreviousData });
  const unlike = useMutation({
    mutationFn: (exam: LikedExam) => unlikeExam(getBrowserCbtClient(), exam.examIdx),
    onSuccess: async () => {
      toast('관심 시험에서 삭제했습니다.', 'success');
      // Counts on exam pages changed too; the list itself is reloaded before the button is enabled again.
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.exams });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.best });
      await queryClient.invalidateQueries({ queryKey: myCbtKeys.likesAll });
    },
    onError,
  });

  // Removing the last exam of a later page leaves it empty: step back to the page that still has some.
  const data = list.data;
  useEffect(() => {
    if (data && data.items.length === 0 && data.totalCount > 0 && page > 1) setPage(Math.ceil(data.totalCount / data.pageSize));
  }, [data, page]);

  if (list.isPending) return <LoadingState />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.totalCount === 0) {
    return (
      <EmptyState title="관심 시험이 없습니다" action={<PrimaryLink as={Link} href="/">시험 보러 가기</PrimaryLink>}>
        시험 상세 화면에서 관심 시험으로 저장하면 이곳에 모아볼 수 있습니다.
      </EmptyState>
    );
  }
  return (
    <section aria-label="관심 시험 목록" aria-busy={list.isFetching}>
      <ResultCount>관심 시험 {formatNumber(list.data.totalCount)}개</ResultCount>
      <ExamGrid data-testid="liked-exams">
        {list.data.items.map((exam) => (
          <ExamCard
            key={exam.examIdx}
            exam={exam}
            showFree={brand.hasShop}
            note={`${formatKstDay(exam.likedAt)} 관심 등록`}
            actions={
              <ButtonBase
                type="button"
                disabled={unlike.isPending && unlike.variables?.examIdx === exam.examIdx}
                aria-label={`${exam.title} 관심 해제`}
                onClick={() => unlike.mutate(exam)}
              >
                관심 해제
              </ButtonBase>
            }
          />
        ))}
      </ExamGrid>
      <Pagination page={list.data.page} pageSize={list.data.pageSize} totalCount={list.data.totalCount} onChange={setPage} />
    </section>
  );
}
