/**
 * 문제 오류 신고 (ADR 32): takers' reports of wrong problems, open first and the oldest first, filtered
 * by status through the address (`?status=OPEN&page=2`). Choosing a report (`?report=<id>`) shows it with a link to
 * the problem in the paper preview (as takers see it, with 정답 변경 and 재채점) and the decision: 처리 완료 with a
 * note the reporter reads, or 반려 — for this report or every open one of the same problem.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import styled from 'styled-components';
import { ERROR_REPORT_NOTE_MAX, ERROR_REPORT_REASON_LABELS, checkResolutionNote } from '../../config/error-report';
import { formatKstDateTime } from '../../config/kst';
import { type ConsoleErrorReport, type ErrorReportStatus, consoleErrorReportsKey, listErrorReports, resolveErrorReport } from '../api/error-reports-api';
import { getErrorMessage } from '../api/error-catalogue';
import { getBrowserCbtClient } from '../session/browser-client';
import { useToast } from '../toast/toast-provider';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { TextAreaField } from '../ui/choice-fields';
import { Card, EmptyState } from '../ui/page-layout';
import { LinkPagination, pageFromQuery } from '../ui/pagination';
import { UnderlineTabs } from '../ui/underline-tabs';
import { ConsoleTable, Muted, RowActions, StatusText, TableScroller } from './console-table';

const PAGE_SIZE = 20;
const STATUSES: ReadonlyArray<ErrorReportStatus> = ['OPEN', 'RESOLVED', 'DISMISSED'];
export const ERROR_REPORT_STATUS_LABELS: Record<ErrorReportStatus, string> = { OPEN: '처리 대기', RESOLVED: '처리 완료', DISMISSED: '반려' };
const tone = (status: ErrorReportStatus) => (status === 'OPEN' ? 'warn' : status === 'RESOLVED' ? 'success' : 'muted');

const hrefFor = (status: ErrorReportStatus | undefined, page = 1, report?: string) => {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  if (report) params.set('report', report);
  const query = params.toString();
  return query ? `/error-reports?${query}` : '/error-reports';
};

export function ErrorReportQueue() {
  const router = useRouter();
  const status = STATUSES.find((item) => item === router.query.status);
  const page = pageFromQuery(router.query.page);
  const selectedId = typeof router.query.report === 'string' ? router.query.report : undefined;
  const query = { status, page, pageSize: PAGE_SIZE };
  const reports = useQuery({
    queryKey: consoleErrorReportsKey(query),
    queryFn: () => listErrorReports(getBrowserCbtClient(), query),
    enabled: router.isReady,
  });
  const selected = reports.data?.items.find((item) => item.id === selectedId);

  return (
    <>
      <UnderlineTabs aria-label="신고 상태">
        <Link href={hrefFor(undefined)} aria-current={status === undefined ? 'page' : undefined}>
          전체
        </Link>
        {STATUSES.map((item) => (
          <Link key={item} href={hrefFor(item)} aria-current={status === item ? 'page' : undefined}>
            {ERROR_REPORT_STATUS_LABELS[item]}
          </Link>
        ))}
      </UnderlineTabs>
      {reports.isError ? (
        <EmptyState title="신고 목록을 불러오지 못했습니다.">{getErrorMessage(reports.error)}</EmptyState>
      ) : !reports.data ? (
        <Muted role="status">불러오는 중…</Muted>
      ) : reports.data.items.length === 0 ? (
        <EmptyState title="해당하는 신고가 없습니다." />
      ) : (
        <>
          <TableScroller>
            <ConsoleTable>
              <caption className="visually-hidden">문제 오류 신고 목록 (총 {reports.data.totalCount}건)</caption>
              <thead>
                <tr>
                  <th scope="col">문제</th>
                  <th scope="col">사유</th>
                  <th scope="col">내용</th>
                  <th scope="col">신고한 회원</th>
                  <th scope="col">받은 일시</th>
                  <th scope="col">상태</th>
                </tr>
              </thead>
              <tbody>
                {reports.data.items.map((item) => (
                  <tr key={item.id} data-testid="error-report-row" data-report-id={item.id} data-status={item.status}>
                    <td>
                      <Link href={hrefFor(status, page, item.id)} aria-current={item.id === selectedId ? 'true' : undefined}>
                        {item.problemNumber}번 문제
                      </Link>
                      <Muted>
                        {item.examTitle} · {item.paperTitle}
                      </Muted>
                      {item.openReportsOnProblem > 1 ? <Muted>이 문제의 처리 대기 신고 {item.openReportsOnProblem}건</Muted> : null}
                    </td>
                    <td>{ERROR_REPORT_REASON_LABELS[item.reason]}</td>
                    <td>{item.detail}</td>
                    <td>{item.reporterName}</td>
                    <td>{formatKstDateTime(item.createdAt)}</td>
                    <td>
                      <StatusText $tone={tone(item.status)}>{ERROR_REPORT_STATUS_LABELS[item.status]}</StatusText>
                    </td>
                  </tr>
                ))}
              </tbody>
            </ConsoleTable>
          </TableScroller>
          <LinkPagination
            page={page}
            pageSize={PAGE_SIZE}
            totalCount={reports.data.totalCount}
            hrefFor={(target) => hrefFor(status, target)}
            label="신고 목록 페이지"
          />
        </>
      )}
      {selected ? <ErrorReportDecision key={selected.id} report={selected} /> : null}
    </>
  );
}

function ErrorReportDecision({ report }: { report: ConsoleErrorReport }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [note, setNote] = useState(report.resolutionNote ?? '');
  const [allOnProblem, setAllOnProblem] = useState(report.openReportsOnProblem > 1);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const decide = async (decision: 'RESOLVE' | 'DISMISS') => {
    const checked = checkResolutionNote(note, decision === 'RESOLVE');
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const result = await resolveErrorReport(getBrowserCbtClient(), report.id, { decision, note: checked.text, allOnProblem });
      toast(`${result.resolvedCount}건의 신고를 ${decision === 'RESOLVE' ? '처리 완료했습니다' : '반려했습니다'}.`, 'success');
      await queryClient.invalidateQueries({ queryKey: ['console'] });
    } catch (caught) {
      toast(getErrorMessage(caught), 'error');
    } finally {
      setPending(false);
    }
  };

  return (
    <Section aria-labelledby="error-report-detail-title" data-testid="error-report-detail" data-status={report.status}>
      <h2 id="error-report-detail-title">
        {report.examTitle} · {report.paperTitle} · {report.problemNumber}번 문제
      </h2>
      <p>
        <Link href={`/exams/${report.examDetailIdx}#problem-${report.problemNumber}`} data-testid="error-report-problem-link">
          문제 보기 (회차 미리보기에서 정답 변경·재채점)
        </Link>
      </p>
      <p>
        <strong>{ERROR_REPORT_REASON_LABELS[report.reason]}</strong> · {report.reporterName} · {formatKstDateTime(report.createdAt)}
      </p>
      <Detail>{report.detail}</Detail>
      {report.status === 'OPEN' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void decide('RESOLVE');
          }}
        >
          <TextAreaField
            label="처리 내용 (신고한 회원에게 보입니다. 반려할 때는 선택)"
            value={note}
            rows={4}
            maxLength={ERROR_REPORT_NOTE_MAX}
            error={error}
            onChange={(event) => setNote(event.target.value)}
            data-testid="error-report-note"
          />
          {report.openReportsOnProblem > 1 ? (
            <CheckLabel>
              <input type="checkbox" checked={allOnProblem} onChange={(event) => setAllOnProblem(event.target.checked)} />
              이 문제의 처리 대기 신고 {report.openReportsOnProblem}건 모두 함께 처리
            </CheckLabel>
          ) : null}
          <RowActions style={{ marginTop: 8 }}>
            <PrimaryButton type="submit" disabled={pending} data-testid="error-report-resolve">
              처리 완료
            </PrimaryButton>
            <ButtonBase type="button" disabled={pending} onClick={() => void decide('DISMISS')} data-testid="error-report-dismiss">
              반려
            </ButtonBase>
          </RowActions>
        </form>
      ) : (
        <Muted>
          {ERROR_REPORT_STATUS_LABELS[report.status]}
          {report.resolvedAt ? ` · ${formatKstDateTime(report.resolvedAt)}` : ''}
          {report.resolutionNote ? ` · ${report.resolutionNote}` : ''}
        </Muted>
      )}
    </Section>
  );
}

const Section = styled(Card)`
  display: grid;
  gap: 12px;
  margin-top: 20px;
  padding: 20px;
  h2 {
    font-size: 18px;
  }
`;

const Detail = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const CheckLabel = styled.label`
  display: flex;
  gap: 8px;
  align-items: center;
  margin-top: 8px;
`;
