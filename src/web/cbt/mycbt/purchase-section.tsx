/** /mycbt/purchase (brand B): exams the member bought or was granted, each leading to its detail page. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import { useState } from 'react';
import type { BrandConfig } from '../../../config/brands';
import type { EntitledExam } from '../../api/exams-api';
import { getBrowserCbtClient } from '../../session/browser-client';
import { EmptyState, PrimaryLink } from '../../ui/page-layout';
import { Pagination, ResultCount } from '../catalogue/catalogue-ui';
import { ExamCard, ExamGrid } from '../catalogue/exam-card';
import { formatKstDay } from '../../../config/kst';
import { formatNumber } from '../../ui/format';
import { LoadingState, QueryError } from '../../ui/query-state';
import { myCbtQueries } from './mycbt-queries';

function purchaseNote(exam: EntitledExam): string {
  const when = formatKstDay(exam.grantedAt);
  if (exam.source === 'GRANT') return `${when} 이용권 지급`;
  return exam.orderNo ? `${when} 구매 · 주문번호 ${exam.orderNo}` : `${when} 구매`;
}

export function PurchaseSection({ brand }: { brand: BrandConfig }) {
  const [page, setPage] = useState(1);
  const list = useQuery({ ...myCbtQueries.purchases(getBrowserCbtClient(), page), placeholderData: keepPreviousData });
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.totalCount === 0) {
    return (
      <EmptyState title="구매한 시험이 없습니다" action={<PrimaryLink as={Link} href="/">시험 보러 가기</PrimaryLink>}>
        시험을 구매하면 이곳에서 바로 풀어볼 수 있습니다.
      </EmptyState>
    );
  }
  return (
    <section aria-label="구매한 시험 목록" aria-busy={list.isFetching}>
      <ResultCount>구매한 시험 {formatNumber(list.data.totalCount)}개</ResultCount>
      <ExamGrid data-testid="purchased-exams">
        {list.data.items.map((exam) => (
          <ExamCard key={exam.examIdx} exam={exam} showFree={brand.hasShop} note={purchaseNote(exam)} />
        ))}
      </ExamGrid>
      <Pagination page={list.data.page} pageSize={list.data.pageSize} totalCount={list.data.totalCount} onChange={setPage} />
    </section>
  );
}
