/**
 * 시험지 관리 (ADR 31): the brand's exams, newest first and paged (`?page=`), with 시험 만들기; and with
 * `?examIdx=` one exam's papers: 시험 정보 수정, 회차 만들기 and 회차 수정, each paper's 편집 (its passages and
 * problems) and 미리보기, 공개/비공개 of each paper (an imported paper starts 비공개), the exam's own 공개 (a draft exam
 * shows nothing to takers whatever its papers), downloads as the XLSX template and QTI 3.0, and 문제 가져오기 into it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import type { BrandId } from '../../config/hosts';
import { formatKstDateTime } from '../../config/kst';
import {
  type ConsoleExamDetail,
  consoleExamKey,
  consoleExamsKey,
  getConsoleExam,
  listConsoleExams,
  paperExportHref,
  setConsoleExamPublished,
  setPaperPublished,
} from '../api/console-exam-imports-api';
import { getErrorMessage } from '../api/error-catalogue';
import { formatPrice } from '../ui/format';
import { useModal } from '../modal/modal-provider';
import { getBrowserCbtClient } from '../session/browser-client';
import { useToast } from '../toast/toast-provider';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { EmptyState, Stack } from '../ui/page-layout';
import { LinkPagination, pageFromQuery } from '../ui/pagination';
import { ConsoleListState } from './console-list-state';
import { ConsoleTable, Muted, RowActions, StatusText, TableScroller } from './console-table';
import { ExamFormDialog } from './exam-form-dialog';
import { authoringExamTypesKey, leafExamTypeOptions, loadExamTypeTree } from './exam-type-options';
import { PaperFormDialog } from './paper-form-dialog';
import { consoleMessages } from './console-messages';

const PAGE_SIZE = 20;

export function ExamPapers({ brand }: { brand: BrandId }) {
  const router = useRouter();
  const examIdx = typeof router.query.examIdx === 'string' && /^\d+$/.test(router.query.examIdx) ? Number(router.query.examIdx) : null;
  if (!router.isReady) return <Muted role="status">불러오는 중…</Muted>;
  return examIdx === null ? <ExamList brand={brand} page={pageFromQuery(router.query.page)} /> : <ExamPaperList brand={brand} examIdx={examIdx} />;
}

/** After a change made in a dialog: the toast, every console list read again. */
function useAuthoringDone() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return async (message: string) => {
    toast(message, 'success');
    await queryClient.invalidateQueries({ queryKey: ['console'] });
  };
}

function ExamList({ brand, page }: { brand: BrandId; page: number }) {
  const router = useRouter();
  const modal = useModal();
  const done = useAuthoringDone();
  const exams = useQuery({ queryKey: consoleExamsKey(page), queryFn: () => listConsoleExams(getBrowserCbtClient(), page, PAGE_SIZE) });
  const createExam = () =>
    modal.openModal((close) => (
      <ExamFormDialog
        brand={brand}
        onClose={close}
        onSaved={(exam) => {
          close();
          void done(`${exam.title} 시험을 초안으로 만들었습니다.`);
          void router.push(`/exams?examIdx=${exam.examIdx}`);
        }}
      />
    ));
  return (
    <Stack $gap={16}>
      <RowActions>
        <PrimaryButton type="button" onClick={createExam} data-testid="exam-create-open">
          시험 만들기
        </PrimaryButton>
        <Link href="/exams/import">문제 가져오기</Link>
        <Link href="/exam-types">시험 유형 관리</Link>
      </RowActions>
      <ConsoleListState query={exams} errorTitle="시험 목록을 불러오지 못했습니다." emptyTitle="시험이 없습니다.">
        {(data) => (
          <>
            <TableScroller>
              <ConsoleTable>
                <caption className="visually-hidden">시험 목록 (총 {data.totalCount}개)</caption>
                <thead>
                  <tr>
                    <th scope="col">시험</th>
                    <th scope="col">상태</th>
                    <th scope="col">회차</th>
                    <th scope="col">문제</th>
                    <th scope="col">만든 일시</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((exam) => (
                    <tr key={exam.examIdx} data-testid="console-exam-row">
                      <td>
                        <Link href={`/exams?examIdx=${exam.examIdx}`}>{exam.title}</Link>
                      </td>
                      <td>
                        <StatusText $tone={exam.status === 'PUBLISHED' ? 'success' : 'muted'}>
                          {exam.status === 'PUBLISHED' ? '공개' : '초안'}
                        </StatusText>
                      </td>
                      <td>{exam.examDetailCount}</td>
                      <td>{exam.problemCount}</td>
                      <td>{formatKstDateTime(exam.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </ConsoleTable>
            </TableScroller>
            <LinkPagination
              page={page}
              pageSize={PAGE_SIZE}
              totalCount={data.totalCount}
              hrefFor={(target) => (target > 1 ? `/exams?page=${target}` : '/exams')}
              label="시험 목록 페이지"
            />
          </>
        )}
      </ConsoleListState>
    </Stack>
  );
}

function ExamPaperList({ brand, examIdx }: { brand: BrandId; examIdx: number }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const modal = useModal();
  const done = useAuthoringDone();
  const [pending, setPending] = useState<string | null>(null);
  const exam = useQuery({ queryKey: consoleExamKey(examIdx), queryFn: () => getConsoleExam(getBrowserCbtClient(), examIdx) });
  const types = useQuery({ queryKey: authoringExamTypesKey, queryFn: () => loadExamTypeTree(getBrowserCbtClient()) });

  const change = async (key: string, run: () => Promise<unknown>, done: string) => {
    setPending(key);
    try {
      await run();
      toast(done, 'success');
      await queryClient.invalidateQueries({ queryKey: ['console'] });
    } catch (error) {
      toast(getErrorMessage(error), 'error');
    } finally {
      setPending(null);
    }
  };

  if (exam.isError) return <EmptyState title="시험을 불러오지 못했습니다.">{getErrorMessage(exam.error)}</EmptyState>;
  if (!exam.data) return <Muted role="status">불러오는 중…</Muted>;
  const data = exam.data;
  const published = data.status === 'PUBLISHED';
  const typeName = leafExamTypeOptions(types.data ?? []).find((option) => option.value === String(data.examTypeId))?.label;
  const editExam = () =>
    modal.openModal((close) => (
      <ExamFormDialog
        brand={brand}
        exam={data}
        onClose={close}
        onSaved={(saved) => {
          close();
          void done(`${saved.title} 시험 정보를 저장했습니다.`);
        }}
      />
    ));
  const createPaper = () =>
    modal.openModal((close) => (
      <PaperFormDialog
        examIdx={examIdx}
        onClose={close}
        onSaved={(paper) => {
          close();
          void done(`${paper.title} 회차를 만들었습니다.`);
        }}
      />
    ));
  const editPaper = (paper: ConsoleExamDetail) =>
    modal.openModal((close) => (
      <PaperFormDialog
        examIdx={examIdx}
        paper={paper}
        onClose={close}
        onSaved={(saved) => {
          close();
          void done(`${saved.title} 회차를 저장했습니다.`);
        }}
      />
    ));
  return (
    <Stack $gap={16}>
      <p>
        <Link href="/exams">← 시험 목록</Link>
      </p>
      <h2>{data.title}</h2>
      <Muted data-testid="exam-summary">
        {typeName ?? '유형 불러오는 중…'} · {data.isFree ? '무료' : `유료 ${formatPrice(data.price ?? 0)}`}
        {data.description ? ` · ${data.description}` : ''}
      </Muted>
      <RowActions>
        <ButtonBase type="button" onClick={editExam} data-testid="exam-edit-open">
          시험 정보 수정
        </ButtonBase>
        <ButtonBase type="button" onClick={createPaper} data-testid="paper-create-open">
          회차 만들기
        </ButtonBase>
      </RowActions>
      <RowActions>
        <StatusText $tone={published ? 'success' : 'muted'} data-testid="exam-status">
          {published ? '공개된 시험' : '초안 시험 (응시자에게 보이지 않음)'}
        </StatusText>
        <ButtonBase
          type="button"
          disabled={pending !== null}
          onClick={() =>
            void change(
              'exam',
              () => setConsoleExamPublished(getBrowserCbtClient(), examIdx, !published),
              published ? '시험을 초안으로 돌렸습니다.' : '시험을 공개했습니다.',
            )
          }
        >
          {published ? '시험 공개 취소' : '시험 공개'}
        </ButtonBase>
        <Link href={`/exams/import?examIdx=${examIdx}`}>이 시험에 문제 가져오기</Link>
      </RowActions>
      {data.examDetails.length === 0 ? (
        <EmptyState title="회차가 없습니다." />
      ) : (
        <TableScroller>
          <ConsoleTable>
            <caption className="visually-hidden">회차 목록</caption>
            <thead>
              <tr>
                <th scope="col">회차 (미리보기)</th>
                <th scope="col">편집</th>
                <th scope="col">문제</th>
                <th scope="col">제한 시간</th>
                <th scope="col">상태</th>
                <th scope="col">처리</th>
                <th scope="col">내보내기</th>
              </tr>
            </thead>
            <tbody>
              {data.examDetails.map((paper) => (
                <PaperRow key={paper.examDetailIdx} paper={paper} pending={pending !== null} onChange={change} onEdit={() => editPaper(paper)} />
              ))}
            </tbody>
          </ConsoleTable>
        </TableScroller>
      )}
    </Stack>
  );
}

function PaperRow({
  paper,
  pending,
  onChange,
  onEdit,
}: {
  paper: ConsoleExamDetail;
  pending: boolean;
  onChange: (key: string, run: () => Promise<unknown>, done: string) => Promise<void>;
  onEdit: () => void;
}) {
  const toggle = () =>
    void onChange(
      `paper-${paper.examDetailIdx}`,
      () => setPaperPublished(getBrowserCbtClient(), paper.examDetailIdx, !paper.isPublished),
      consoleMessages.paperPublishedChanged(paper.title, !paper.isPublished),
    );
  const Toggle = paper.isPublished ? ButtonBase : PrimaryButton;
  return (
    <tr data-testid="console-paper-row" data-paper-id={paper.examDetailIdx} data-published={paper.isPublished ? 'true' : 'false'}>
      <td>
        <Link href={`/exams/${paper.examDetailIdx}`}>
          <strong>{paper.title}</strong>
        </Link>
      </td>
      <td>
        <RowActions>
          {/* Named 편집 alone (the row says which paper): a name holding the title would read as the title link's. */}
          <Link href={`/exams/${paper.examDetailIdx}/edit`} data-testid="paper-edit-link">
            편집
          </Link>
          <ButtonBase type="button" onClick={onEdit} aria-label={`${paper.title} 회차 수정`}>
            회차 수정
          </ButtonBase>
        </RowActions>
      </td>
      <td>{paper.problemCount}</td>
      <td>{paper.timeLimitMinutes}분</td>
      <td>
        <StatusText $tone={paper.isPublished ? 'success' : 'warn'}>{paper.isPublished ? '공개' : '비공개'}</StatusText>
      </td>
      <td>
        <Toggle type="button" disabled={pending} onClick={toggle} aria-label={`${paper.title} ${paper.isPublished ? '비공개' : '공개'}`}>
          {paper.isPublished ? '비공개' : '공개'}
        </Toggle>
      </td>
      <td>
        <RowActions>
          <a href={paperExportHref(paper.examDetailIdx, 'xlsx')} download>
            XLSX
          </a>
          <a href={paperExportHref(paper.examDetailIdx, 'qti.zip')} download>
            QTI
          </a>
          <Link href={`/exams/${paper.examDetailIdx}/statistics`}>통계</Link>
        </RowActions>
      </td>
    </tr>
  );
}
