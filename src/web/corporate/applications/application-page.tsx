/**
 * 지원서 (`/applications/{id}` on the corporate site, ADR 26): what the member sent, as it was when they
 * applied — contact, the cover letter's questions and answers, the 스펙 summary — and 서류 합격 / 불합격, each asked
 * first; the member is notified by the server. A decision may be corrected (the member hears of the new one).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import styled from 'styled-components';
import { formatKstDateTime } from '../../../config/kst';
import { type ApplicationDecision, type ApplicationDetail, decideApplication } from '../../api/applications-api';
import { graphqlErrorMessage } from '../../api/graphql-errors';
import { LoadingState, QueryError } from '../../ui/query-state';
import { useModal } from '../../modal/modal-provider';
import { getBrowserPortalClient } from '../../api/portal-client';
import { COMPLETENESS_PART_LABELS } from '../../career-specs/career-spec-labels';
import { browserPortalClient } from '../../api/portal-client';
import type { ShellPageProps } from '../../ssr/shell-page';
import { useToast } from '../../toast/toast-provider';
import { ButtonBase, PrimaryButton } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Breadcrumbs, Card, PageContainer, PageTitle } from '../../ui/page-layout';
import { PostingAccessNotice, type PostingPageProps } from '../postings/posting-page-access';
import { applicantKeys, applicantQueries } from './application-queries';
import { ApplicationStatusBadge } from '../../postings/application-status-badge';
import { decisionDoneToast } from './application-messages';
import { formatPhone } from '../../ui/format';

export interface ApplicationProps {
  applicationId: string;
}

/** 학력, 어학, … — 스펙 관리's own section names, so the company reads the member's words for them. */
const specSectionLabel = (code: string) => COMPLETENESS_PART_LABELS[code]?.label ?? code;

const DECISION_LABELS: Record<ApplicationDecision, string> = { PASSED: '서류 합격', FAILED: '불합격' };

export function ApplicationPage({ access, applicationId }: ShellPageProps & PostingPageProps & ApplicationProps) {
  return (
    <PageContainer data-testid="application-page">
      {access === 'ready' ? <Application applicationId={applicationId} /> : <><PageTitle>지원서</PageTitle><PostingAccessNotice access={access} /></>}
    </PageContainer>
  );
}

function Application({ applicationId }: ApplicationProps) {
  const query = useQuery(applicantQueries.one(browserPortalClient, applicationId));
  if (query.isPending) return <LoadingState />;
  if (query.isError || !query.data) {
    return (
      <>
        <PageTitle>지원서</PageTitle>
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  return <ApplicationView application={query.data} />;
}

function ApplicationView({ application }: { application: ApplicationDetail }) {
  const queryClient = useQueryClient();
  const modal = useModal();
  const { toast } = useToast();
  const decide = useMutation({
    mutationFn: (decision: ApplicationDecision) => decideApplication(getBrowserPortalClient(), application.id, decision),
    onSuccess: (updated, decision) => {
      queryClient.setQueryData(applicantKeys.one(application.id), updated);
      void queryClient.invalidateQueries({ queryKey: applicantKeys.all });
      toast(decisionDoneToast(DECISION_LABELS[decision]), 'success');
    },
    onError: (error) => toast(graphqlErrorMessage(error, '처리하지 못했습니다. 잠시 후 다시 시도해주세요.'), 'error'),
  });
  const confirm = (decision: ApplicationDecision) =>
    modal.openModal((close) => (
      <ConfirmDialog
        title={`${application.applicantName}님을 ${DECISION_LABELS[decision]} 처리할까요?`}
        message="지원자에게 결과 알림이 바로 전송됩니다."
        confirmLabel={DECISION_LABELS[decision]}
        testId={`decide-${decision}-dialog`}
        onCancel={close}
        onConfirm={() => {
          close();
          decide.mutate(decision);
        }}
      />
    ));
  const { posting, coverLetter, specSummary } = application;
  return (
    <>
      <Breadcrumbs aria-label="위치">
        <Link href="/activities/ALL">공고 관리</Link>
        <span aria-hidden="true">›</span>
        <Link href={`/applicants/${posting.id}`}>지원자 관리</Link>
      </Breadcrumbs>
      <Header>
        <div>
          <PageTitle>{application.applicantName}님의 지원서</PageTitle>
          <p>
            {posting.title} · 지원일 {formatKstDateTime(application.createdAt)}
          </p>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </Header>

      <Decision aria-label="서류 결과">
        <PrimaryButton
          type="button"
          onClick={() => confirm('PASSED')}
          disabled={decide.isPending || application.status === 'PASSED'}
          data-testid="decide-passed"
        >
          서류 합격
        </PrimaryButton>
        <ButtonBase
          type="button"
          onClick={() => confirm('FAILED')}
          disabled={decide.isPending || application.status === 'FAILED'}
          data-testid="decide-failed"
        >
          불합격
        </ButtonBase>
        {application.decidedAt ? <span>결과 처리 {formatKstDateTime(application.decidedAt)}</span> : null}
      </Decision>

      <Section as="section" aria-labelledby="applicant-contact">
        <h2 id="applicant-contact">연락처</h2>
        <dl>
          <dt>이름</dt>
          <dd>{application.applicantName}</dd>
          <dt>이메일</dt>
          <dd>{application.applicantEmail}</dd>
          {application.applicantPhone ? (
            <>
              <dt>휴대폰</dt>
              <dd>{formatPhone(application.applicantPhone)}</dd>
            </>
          ) : null}
        </dl>
      </Section>

      <Section as="section" aria-labelledby="applicant-cover-letter" data-testid="application-cover-letter">
        <h2 id="applicant-cover-letter">자기소개서 · {coverLetter.title}</h2>
        <ol>
          {coverLetter.questions.map((q, index) => (
            <li key={index}>
              <h3>
                {q.question || `문항 ${index + 1}`}
                {q.charLimit ? <small> ({q.charLimit.toLocaleString('en-US')}자 이내)</small> : null}
              </h3>
              {/* Plain text as the member wrote it: rendered as text, line breaks kept. */}
              <Answer>{q.answer || '(답변 없음)'}</Answer>
            </li>
          ))}
        </ol>
      </Section>

      <Section as="section" aria-labelledby="applicant-specs" data-testid="application-spec-summary">
        <h2 id="applicant-specs">스펙 요약</h2>
        {specSummary ? (
          <>
            <p>
              {[specSummary.school, specSummary.major].filter(Boolean).join(' · ') || '학교 정보 없음'} · 스펙 완성도{' '}
              {specSummary.completenessPercent}%
            </p>
            {specSummary.sections.length === 0 ? <p>등록한 스펙이 없습니다.</p> : null}
            {specSummary.sections.map((section) => (
              <div key={section.section}>
                <h3>{specSectionLabel(section.section)}</h3>
                <ul>
                  {section.items.map((item, index) => (
                    <li key={index}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </>
        ) : (
          <p>지원자가 스펙 요약을 함께 보내지 않았습니다.</p>
        )}
      </Section>
    </>
  );
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  p {
    margin-top: 6px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Decision = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 20px 0;
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
  }
`;

const Section = styled(Card)`
  margin-top: 16px;
  padding: 20px;
  h2 {
    margin-bottom: 12px;
    font-size: 17px;
    font-weight: 700;
  }
  h3 {
    margin: 14px 0 6px;
    font-size: 15px;
    font-weight: 700;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 400;
  }
  dl {
    display: grid;
    grid-template-columns: 80px 1fr;
    gap: 6px 12px;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  ol,
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;

const Answer = styled.p`
  white-space: pre-wrap;
  line-height: 1.7;
`;
