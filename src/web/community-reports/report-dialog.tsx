/**
 * 신고 of a community post or comment: the member picks a reason (기타 needs a few words), and the report is
 * kept once per member and target. Reports from 5 different members hide the target pending review; the server says
 * when this report did, and the caller decides where the member goes then. A refusal (already reported, own post,
 * too many reports) stays in the dialog as its Korean message, so nothing typed is lost.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  type CommunityReportReason,
  type CommunityReportResult,
  type CommunityReportTarget,
  reportCommunityTarget,
} from '../api/community-post-actions-api';
import { REPORT_DETAIL_MAX_LENGTH } from '../../contracts/community';
import { graphqlErrorMessage } from '../api/graphql-errors';
import { useModal } from '../modal/modal-provider';
import { RadioGroupField, TextAreaField } from '../ui/choice-fields';
import { FormDialogFooter, FormDialogLead, FormDialogPanel, FormDialogTitle } from '../ui/confirm-dialog';
import { browserCommunityClient } from '../api/community-client';
import { reportHidingLead } from './report-messages';

export const REPORT_REASON_LABELS: Record<CommunityReportReason, string> = {
  SPAM: '스팸/광고',
  ABUSE: '욕설/비하',
  OBSCENE: '음란물',
  PRIVACY: '개인정보 노출',
  OTHER: '기타',
};

const REASONS = (Object.keys(REPORT_REASON_LABELS) as CommunityReportReason[]).map((value) => ({
  value,
  label: REPORT_REASON_LABELS[value],
}));

/** What the form refuses before asking the server, or null. */
export function reportFormError(reason: CommunityReportReason | null, detail: string): string | null {
  if (!reason) return '신고 사유를 선택해주세요.';
  const trimmed = detail.trim();
  if (reason === 'OTHER' && trimmed.length === 0) return '기타 사유를 입력해주세요.';
  if (trimmed.length > REPORT_DETAIL_MAX_LENGTH) return `신고 내용은 ${REPORT_DETAIL_MAX_LENGTH}자 이내로 입력해주세요.`;
  return null;
}

interface ReportDialogProps {
  target: CommunityReportTarget;
  id: string;
  onClose: () => void;
  onReported: (result: CommunityReportResult) => void;
}

function ReportDialog({ target, id, onClose, onReported }: ReportDialogProps) {
  const titleId = useId();
  const first = useRef<HTMLDivElement>(null);
  const [reason, setReason] = useState<CommunityReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => first.current?.querySelector('input')?.focus(), []);

  const report = useMutation({
    mutationFn: (input: { reason: CommunityReportReason; detail: string }) =>
      reportCommunityTarget(browserCommunityClient, target, id, input),
    onSuccess: (result) => {
      onClose();
      onReported(result);
    },
    onError: (failure) => setError(graphqlErrorMessage(failure, '신고하지 못했어요. 잠시 후 다시 시도해주세요.')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = reportFormError(reason, detail);
    setError(refused);
    if (refused || !reason) return;
    report.mutate({ reason, detail: detail.trim() });
  };

  const noun = target === 'post' ? '게시글' : '댓글';
  return (
    <FormDialogPanel role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="report-dialog">
      <form onSubmit={submit} noValidate>
        <FormDialogTitle id={titleId}>{noun} 신고</FormDialogTitle>
        <FormDialogLead>{reportHidingLead(noun)}</FormDialogLead>
        <div ref={first}>
          <RadioGroupField
            label="신고 사유"
            name="report-reason"
            value={reason}
            options={REASONS}
            onChange={setReason}
            disabled={report.isPending}
          />
        </div>
        <TextAreaField
          label={reason === 'OTHER' ? '신고 내용 (필수)' : '신고 내용 (선택)'}
          value={detail}
          maxLength={REPORT_DETAIL_MAX_LENGTH}
          onChange={(event) => setDetail(event.target.value)}
          disabled={report.isPending}
          hint={`${detail.length}/${REPORT_DETAIL_MAX_LENGTH}`}
          data-testid="report-detail"
        />
        <FormDialogFooter
          error={error}
          errorTestId="report-error"
          pending={report.isPending}
          submitLabel="신고하기"
          pendingLabel="신고하는 중…"
          submitTestId="report-submit"
          onCancel={onClose}
        />
      </form>
    </FormDialogPanel>
  );
}

/** Opens the report dialog on the modal layer. */
export function useReportDialog() {
  const modal = useModal();
  return (target: CommunityReportTarget, id: string, onReported: (result: CommunityReportResult) => void) =>
    modal.openModal((close) => <ReportDialog target={target} id={id} onClose={close} onReported={onReported} />);
}
