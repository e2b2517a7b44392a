/**
 * One posting under review in the console (ADR 25 and 30): the portal's own posting page in preview mode
 * (what members will see once it is approved), then 승인 (live at once) or 반려 with the reason the company reads.
 * There is no operator edit: ADR 25 leaves a posting's words to its company, so a fix is asked for by rejecting.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { useState } from 'react';
import styled from 'styled-components';
import { getBrand } from '../../config/brands';
import type { BrandId } from '../../config/hosts';
import { formatKstDateTime } from '../../config/kst';
import { POSTING_REJECTION_REASON_MAX_LENGTH, POSTING_REJECTION_REASON_MESSAGE, normalizePostingRejectionReason } from '../../config/posting-rejection';
import { approvePostingReview, getPostingReview, postingReviewKey, rejectPostingReview } from '../api/console-posting-reviews-api';
import { getErrorMessage } from '../api/error-catalogue';
import { PostingDetailView } from '../postings/detail-content';
import { getBrowserCbtClient } from '../session/browser-client';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { TextAreaField } from '../ui/choice-fields';
import { Card, EmptyState } from '../ui/page-layout';
import { Muted, RowActions, StatusText } from './console-table';
import { useConsoleDecision } from './use-console-decision';

const REVIEW_STATUS_LABELS: Record<string, string> = { DRAFT: '임시저장', IN_REVIEW: '검토 대기', PUBLISHED: '게시됨', REJECTED: '반려됨' };

export function PostingReviewDetail({ brand, postingId }: { brand: BrandId; postingId: string }) {
  const review = useQuery({ queryKey: postingReviewKey(postingId), queryFn: () => getPostingReview(getBrowserCbtClient(), postingId) });
  const [rejecting, setRejecting] = useState(false);
  const { pending, decide } = useConsoleDecision(() => setRejecting(false));
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  if (review.isError) return <EmptyState title="공고를 불러오지 못했습니다.">{getErrorMessage(review.error)}</EmptyState>;
  if (!review.data) return <Muted role="status">불러오는 중…</Muted>;
  const { reviewStatus, submittedAt, detail } = review.data;

  const submitRejection = () => {
    const checked = normalizePostingRejectionReason(reason);
    if (checked === null) {
      setReasonError(POSTING_REJECTION_REASON_MESSAGE);
      return;
    }
    setReasonError(undefined);
    void decide(() => rejectPostingReview(getBrowserCbtClient(), postingId, checked), '공고를 반려했습니다.');
  };

  return (
    <Layout>
      <p>
        <Link href="/postings">← 공고 검토 목록</Link>
      </p>
      <Decision aria-labelledby="posting-decision-title">
        <h2 id="posting-decision-title">검토</h2>
        <p>
          <StatusText $tone={reviewStatus === 'IN_REVIEW' ? 'warn' : reviewStatus === 'PUBLISHED' ? 'success' : 'muted'} data-testid="posting-review-status">
            {REVIEW_STATUS_LABELS[reviewStatus] ?? reviewStatus}
          </StatusText>
          {submittedAt ? <Muted>검토 요청 {formatKstDateTime(submittedAt)}</Muted> : null}
        </p>
        {reviewStatus === 'IN_REVIEW' ? (
          <>
            <RowActions>
              <PrimaryButton type="button" disabled={pending} onClick={() => void decide(() => approvePostingReview(getBrowserCbtClient(), postingId), '공고를 승인했습니다. 바로 게시됩니다.')}>
                승인
              </PrimaryButton>
              {!rejecting ? (
                <ButtonBase type="button" disabled={pending} onClick={() => setRejecting(true)}>
                  반려
                </ButtonBase>
              ) : null}
            </RowActions>
            {rejecting ? (
              <RejectForm
                onSubmit={(event) => {
                  event.preventDefault();
                  submitRejection();
                }}
              >
                <TextAreaField
                  label="반려 사유 (기업회원에게 보입니다)"
                  value={reason}
                  rows={3}
                  maxLength={POSTING_REJECTION_REASON_MAX_LENGTH}
                  error={reasonError}
                  onChange={(event) => setReason(event.target.value)}
                />
                <RowActions>
                  <PrimaryButton type="submit" disabled={pending}>
                    반려하기
                  </PrimaryButton>
                  <ButtonBase type="button" onClick={() => setRejecting(false)}>
                    취소
                  </ButtonBase>
                </RowActions>
              </RejectForm>
            ) : null}
          </>
        ) : (
          <Muted>검토 요청 상태가 아니어서 승인하거나 반려할 수 없습니다.</Muted>
        )}
      </Decision>
      <Preview aria-label="포털에 보이는 모습" data-testid="posting-review-preview">
        <PostingDetailView brand={getBrand(brand)} detail={detail} preview />
      </Preview>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 16px;
  margin-top: 12px;
  > p a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Decision = styled(Card)`
  display: grid;
  gap: 12px;
  padding: 20px;
  h2 {
    font-size: 18px;
  }
`;

const RejectForm = styled.form`
  display: grid;
  gap: 8px;
  max-width: 560px;
`;

const Preview = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;
