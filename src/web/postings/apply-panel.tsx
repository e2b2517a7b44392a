/**
 * 커리어로드 지원 on a posting page that takes applications on the portal (ADR 26): a visitor is asked to
 * log in, a company is told applying is for individual members, a member who applied sees the state (and may
 * withdraw before a decision), and a member who has not picks one of their cover letters (each answer shown against
 * its question's character limit; one over it stops the application, as the server would), chooses whether to send
 * their 스펙 summary, and applies after confirming: what was sent is frozen by the server and cannot be edited.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { useRouter } from 'next/router';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { formatKstDateTime } from '../../config/kst';
import { answersOverLimit } from '../../contracts/cover-letters';
import { applyToPosting } from '../api/applications-api';
import { getCoverLetter, getCoverLetters } from '../api/cover-letters-api';
import { graphqlErrorMessage } from '../api/graphql-errors';
import type { PostingFull } from '../api/postings-api';
import { useCurrentUser } from '../session/use-current-user';
import { useModal } from '../modal/modal-provider';
import { useToast } from '../toast/toast-provider';
import { PrimaryButton } from '../ui/button';
import { SelectField } from '../ui/choice-fields';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormError } from '../ui/form';
import { Card } from '../ui/page-layout';
import { getBrowserPortalClient } from '../api/portal-client';
import { browserPortalClient } from '../api/portal-client';
import { portalLoginHref } from './scrap-toggle';
import { AnswerLimits } from './apply-answer-limits';
import { ANSWERS_OVER_LIMIT_MESSAGE, applyConfirmMessage, appliedWithLetterText } from './application-messages';
import { ApplicationStatusBadge } from './application-status-badge';
import { myApplicationKeys, myApplicationQueries } from './my-application-queries';
import { useWithdrawApplication } from './use-withdraw-application';

type ApplyPosting = Pick<PostingFull, 'id' | 'title' | 'status'>;

export function ApplyPanel({ posting }: { posting: ApplyPosting }) {
  const router = useRouter();
  const { user, isLoading } = useCurrentUser();
  return (
    <Panel as="section" aria-labelledby="apply-panel-heading" data-testid="apply-panel">
      <h2 id="apply-panel-heading">커리어로드로 지원하기</h2>
      {isLoading ? null : !user ? (
        <p>
          자기소개서와 스펙으로 바로 지원할 수 있어요.{' '}
          <Link href={portalLoginHref(router.asPath)} data-testid="apply-login">
            로그인하고 지원하기
          </Link>
        </p>
      ) : user.type !== 'NORMAL' ? (
        <p>공고 지원은 개인회원만 할 수 있습니다.</p>
      ) : (
        <MemberApply posting={posting} />
      )}
    </Panel>
  );
}

function MemberApply({ posting }: { posting: ApplyPosting }) {
  const mine = useQuery(myApplicationQueries.forPosting(browserPortalClient, posting.id));
  const { confirmWithdraw, pending } = useWithdrawApplication();
  if (mine.isPending) return null;
  const application = mine.data?.nodes[0];
  if (application) {
    return (
      <Applied data-testid="apply-applied">
        <p>
          <ApplicationStatusBadge status={application.status} /> {appliedWithLetterText(formatKstDateTime(application.createdAt), application.coverLetterTitle)}
        </p>
        <Links>
          <Link href="/accounts/applications">지원 현황 보기</Link>
          {application.canWithdraw ? (
            <button type="button" onClick={() => confirmWithdraw(application.id, posting.title)} disabled={pending} data-testid="withdraw-application">
              지원 취소
            </button>
          ) : null}
        </Links>
      </Applied>
    );
  }
  if (posting.status === 'UPCOMING') return <p>접수가 시작되면 지원할 수 있어요.</p>;
  if (posting.status === 'CLOSED') return <p>접수가 마감되었습니다.</p>;
  return <ApplyForm postingId={posting.id} />;
}

function ApplyForm({ postingId }: { postingId: string }) {
  const queryClient = useQueryClient();
  const modal = useModal();
  const { toast } = useToast();
  const letters = useQuery({ queryKey: ['apply-cover-letters'], queryFn: () => getCoverLetters(getBrowserPortalClient(), 1) });
  const [coverLetterId, setCoverLetterId] = useState('');
  const [includeSpecSummary, setIncludeSpecSummary] = useState(true);
  const [error, setError] = useState<string | null>(null);
  // The chosen letter's answers, to show each against its limit before anything is sent.
  const letter = useQuery({
    queryKey: ['apply-cover-letter', coverLetterId],
    queryFn: () => getCoverLetter(getBrowserPortalClient(), coverLetterId),
    enabled: coverLetterId !== '',
  });
  const overLimit = letter.data ? answersOverLimit(letter.data.questions) : [];
  const apply = useMutation({
    mutationFn: () => applyToPosting(getBrowserPortalClient(), { postingId, coverLetterId, includeSpecSummary }),
    onSuccess: () => {
      toast('지원했어요. 결과는 알림과 지원 현황에서 알려드려요.', 'success');
      void queryClient.invalidateQueries({ queryKey: myApplicationKeys.all });
    },
    onError: (e) => setError(graphqlErrorMessage(e, '지원하지 못했습니다. 잠시 후 다시 시도해주세요.')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!coverLetterId) {
      setError('지원할 자기소개서를 선택해주세요.');
      return;
    }
    if (overLimit.length > 0) {
      setError(ANSWERS_OVER_LIMIT_MESSAGE);
      return;
    }
    // What is sent is frozen: the member confirms before it leaves.
    modal.openModal((close) => (
      <ConfirmDialog
        testId="apply-confirm-dialog"
        title="지원서를 제출할까요?"
        message={applyConfirmMessage(includeSpecSummary)}
        confirmLabel="제출"
        onCancel={close}
        onConfirm={() => {
          close();
          apply.mutate();
        }}
      />
    ));
  };
  if (letters.isPending) return null;
  const nodes = letters.data?.nodes ?? [];
  if (nodes.length === 0) {
    return (
      <p data-testid="apply-no-cover-letter">
        지원하려면 자기소개서가 필요해요. <Link href="/self-introduction/manage">자기소개서 작성하기</Link>
      </p>
    );
  }
  return (
    <Form onSubmit={submit} noValidate data-testid="apply-form">
      <SelectField
        label="자기소개서"
        placeholder="자기소개서를 선택하세요"
        hint="최근 수정한 자기소개서 10개 중에서 고를 수 있어요. 지원할 때의 내용이 그대로 전달됩니다."
        options={nodes.map((node) => ({ value: node.id, label: node.title || '제목 없는 자기소개서' }))}
        value={coverLetterId}
        onChange={(event) => {
          setCoverLetterId(event.target.value);
          setError(null);
        }}
        data-testid="apply-cover-letter"
      />
      {letter.data ? <AnswerLimits letter={letter.data} overLimit={overLimit} /> : null}
      <label>
        <input type="checkbox" checked={includeSpecSummary} onChange={(event) => setIncludeSpecSummary(event.target.checked)} />
        스펙 관리의 스펙 요약도 함께 보내기
      </label>
      {error ? (
        <FormError role="alert" data-testid="apply-error">
          {error}
        </FormError>
      ) : null}
      <PrimaryButton type="submit" $size="lg" disabled={apply.isPending || letter.isFetching} data-testid="apply-submit">
        {apply.isPending ? '지원하는 중…' : '지원서 제출'}
      </PrimaryButton>
    </Form>
  );
}

const Panel = styled(Card)`
  margin-top: 8px;
  padding: 16px;
  h2 {
    margin-bottom: 8px;
    font-size: 16px;
    font-weight: 700;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: underline;
  }
`;

const Applied = styled.div`
  display: grid;
  gap: 8px;
`;

const Links = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  button {
    border: 0;
    background: none;
    padding: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
    text-decoration: underline;
    cursor: pointer;
  }
`;

const Form = styled.form`
  display: grid;
  gap: 12px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;
