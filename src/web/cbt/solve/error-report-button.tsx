/**
 * 문제 오류 신고 (ADR 32) on the solution and one-question screens: a button opening a dialog on the
 * modal layer where the member picks a reason and says what is wrong. A refusal (already reported, signed out) stays
 * in the dialog as its Korean message, so nothing typed is lost; success closes it with a toast.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { ERROR_REPORT_DETAIL_MAX, ERROR_REPORT_REASON_LABELS, checkErrorReportDetail } from '../../../config/error-report';
import { type ErrorReportReason, reportProblemError } from '../../api/error-reports-api';
import { getErrorMessage } from '../../api/error-catalogue';
import { useModal } from '../../modal/modal-provider';
import { getBrowserCbtClient } from '../../session/browser-client';
import { useToast } from '../../toast/toast-provider';
import { ButtonBase } from '../../ui/button';
import { RadioGroupField, TextAreaField } from '../../ui/choice-fields';
import { FormDialogFooter, FormDialogLead, FormDialogPanel, FormDialogTitle } from '../../ui/confirm-dialog';

const REASONS = (Object.keys(ERROR_REPORT_REASON_LABELS) as ErrorReportReason[]).map((value) => ({
  value,
  label: ERROR_REPORT_REASON_LABELS[value],
}));

export function ErrorReportButton({ problemId, problemNumber }: { problemId: number; problemNumber: number }) {
  const modal = useModal();
  const { toast } = useToast();
  return (
    <ReportButton
      type="button"
      data-testid="error-report-open"
      onClick={() =>
        modal.openModal((close) => (
          <ErrorReportDialog
            problemId={problemId}
            problemNumber={problemNumber}
            onClose={close}
            onReported={() => toast('신고가 접수되었습니다. 검토 후 알려드릴게요.', 'success')}
          />
        ))
      }
    >
      문제 오류 신고
    </ReportButton>
  );
}

function ErrorReportDialog({
  problemId,
  problemNumber,
  onClose,
  onReported,
}: {
  problemId: number;
  problemNumber: number;
  onClose: () => void;
  onReported: () => void;
}) {
  const titleId = useId();
  const first = useRef<HTMLDivElement>(null);
  const [reason, setReason] = useState<ErrorReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => first.current?.querySelector('input')?.focus(), []);

  const report = useMutation({
    mutationFn: (input: { reason: ErrorReportReason; detail: string }) => reportProblemError(getBrowserCbtClient(), problemId, input),
    onSuccess: () => {
      onClose();
      onReported();
    },
    onError: (failure) => setError(getErrorMessage(failure)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError('신고 사유를 선택해주세요.');
      return;
    }
    const checked = checkErrorReportDetail(detail);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    report.mutate({ reason, detail: checked.text });
  };

  return (
    <FormDialogPanel role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="error-report-dialog">
      <form onSubmit={submit} noValidate>
        <FormDialogTitle id={titleId}>{problemNumber}번 문제 오류 신고</FormDialogTitle>
        <FormDialogLead>운영자가 확인한 뒤 처리 결과를 알려드려요.</FormDialogLead>
        <div ref={first}>
          <RadioGroupField label="신고 사유" name="error-report-reason" value={reason} options={REASONS} onChange={setReason} disabled={report.isPending} />
        </div>
        <TextAreaField
          label="오류 내용"
          value={detail}
          maxLength={ERROR_REPORT_DETAIL_MAX}
          rows={5}
          onChange={(event) => setDetail(event.target.value)}
          disabled={report.isPending}
          hint={`${detail.length}/${ERROR_REPORT_DETAIL_MAX}`}
          data-testid="error-report-detail"
        />
        <FormDialogFooter
          error={error}
          errorTestId="error-report-error"
          pending={report.isPending}
          submitLabel="신고하기"
          pendingLabel="신고하는 중…"
          submitTestId="error-report-submit"
          onCancel={onClose}
        />
      </form>
    </FormDialogPanel>
  );
}

const ReportButton = styled(ButtonBase)`
  justify-self: start;
  font-size: 14px;
`;
