/**
 * One customer inquiry in the console (ADR 30): what was sent (content, email, device, member, attachments
 * opened at their served address), the answer form — the reply is stored, shown to the member and mailed to the
 * inquiry's email — and 문의 종료. An answered inquiry can be corrected (the member sees the new answer and gets it
 * by mail again); a closed one only shows what it was.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { INQUIRY_ANSWER_MAX_LENGTH, INQUIRY_STATUS_LABELS, checkInquiryAnswer } from '../../config/inquiry-answer';
import { formatKstDateTime } from '../../config/kst';
import { type ConsoleInquiryDetail, consoleInquiryKey, answerInquiry, closeInquiry, getInquiry } from '../api/console-inquiries-api';
import { getErrorMessage } from '../api/error-catalogue';
import { getBrowserCbtClient } from '../session/browser-client';
import { useToast } from '../toast/toast-provider';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { TextAreaField } from '../ui/choice-fields';
import { Card, EmptyState } from '../ui/page-layout';
import { Muted, RowActions, StatusText } from './console-table';
import { inquiryStatusTone } from './inquiry-queue';
import { consoleMessages } from './console-messages';

const DEVICE_LABELS = { PC: 'PC', MOBILE: '모바일' } as const;

export function InquiryDetail({ inquiryId }: { inquiryId: string }) {
  const inquiry = useQuery({ queryKey: consoleInquiryKey(inquiryId), queryFn: () => getInquiry(getBrowserCbtClient(), inquiryId) });
  if (inquiry.isError) return <EmptyState title="문의를 불러오지 못했습니다.">{getErrorMessage(inquiry.error)}</EmptyState>;
  if (!inquiry.data) return <Muted role="status">불러오는 중…</Muted>;
  return <InquiryView inquiry={inquiry.data} />;
}

function InquiryView({ inquiry }: { inquiry: ConsoleInquiryDetail }) {
  return (
    <Layout>
      <p>
        <Link href="/inquiries">← 문의 목록</Link>
      </p>
      <Section aria-labelledby="inquiry-content-title" data-testid="inquiry-detail" data-status={inquiry.status}>
        <h2 id="inquiry-content-title">문의 내용</h2>
        <Facts>
          <div>
            <dt>상태</dt>
            <dd>
              <StatusText $tone={inquiryStatusTone(inquiry.status)} data-testid="inquiry-status">
                {INQUIRY_STATUS_LABELS[inquiry.status]}
              </StatusText>
            </dd>
          </div>
          <div>
            <dt>이메일</dt>
            <dd>{inquiry.email}</dd>
          </div>
          <div>
            <dt>회원</dt>
            <dd>{inquiry.member ? `${inquiry.member.username} (${inquiry.member.email})` : '비회원'}</dd>
          </div>
          <div>
            <dt>기기</dt>
            <dd>{DEVICE_LABELS[inquiry.deviceInfo]}</dd>
          </div>
          <div>
            <dt>받은 일시</dt>
            <dd>{formatKstDateTime(inquiry.createdAt)}</dd>
          </div>
        </Facts>
        <Content>{inquiry.content}</Content>
        {inquiry.attachments.length > 0 ? (
          <Attachments aria-label="첨부 파일">
            {inquiry.attachments.map((file) => (
              <li key={file.id}>
                <a href={file.url} target="_blank" rel="noreferrer">
                  {file.name}
                </a>{' '}
                <Muted as="span" style={{ display: 'inline' }}>
                  ({Math.max(1, Math.round(file.size / 1024)).toLocaleString('en-US')} KB)
                </Muted>
              </li>
            ))}
          </Attachments>
        ) : (
          <Muted>첨부 파일 없음</Muted>
        )}
      </Section>
      <AnswerSection inquiry={inquiry} />
    </Layout>
  );
}

function AnswerSection({ inquiry }: { inquiry: ConsoleInquiryDetail }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [reply, setReply] = useState(inquiry.answer ?? '');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  useEffect(() => setReply(inquiry.answer ?? ''), [inquiry.answer]);

  const run = async (action: () => Promise<{ changed: boolean; mailed?: boolean }>, done: string) => {
    setPending(true);
    try {
      const result = await action();
      toast(result.mailed === false ? `${done} 메일 전달은 실패해 발송 대기열에 남았습니다.` : done, result.mailed === false ? 'error' : 'success');
      await queryClient.invalidateQueries({ queryKey: ['console'] });
    } catch (caught) {
      toast(getErrorMessage(caught), 'error');
    } finally {
      setPending(false);
    }
  };

  const submit = () => {
    const checked = checkInquiryAnswer(reply);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(undefined);
    void run(() => answerInquiry(getBrowserCbtClient(), inquiry.id, checked.answer), '답변을 등록하고 메일로 보냈습니다.');
  };

  return (
    <Section aria-labelledby="inquiry-answer-title">
      <h2 id="inquiry-answer-title">답변</h2>
      {inquiry.answeredAt ? (
        <Muted data-testid="inquiry-answered">
          {formatKstDateTime(inquiry.answeredAt)} {inquiry.answeredByName ?? '운영자'} 답변
        </Muted>
      ) : null}
      {inquiry.status === 'CLOSED' ? (
        <>
          {inquiry.answer ? <Content>{inquiry.answer}</Content> : <Muted>답변 없이 종료된 문의입니다.</Muted>}
          {inquiry.closedAt ? <Muted>{formatKstDateTime(inquiry.closedAt)} 종료</Muted> : null}
        </>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextAreaField
            label={consoleMessages.inquiryAnswerLabel(inquiry.email)}
            value={reply}
            rows={8}
            maxLength={INQUIRY_ANSWER_MAX_LENGTH}
            error={error}
            onChange={(event) => setReply(event.target.value)}
          />
          <RowActions style={{ marginTop: 8 }}>
            <PrimaryButton type="submit" disabled={pending}>
              {inquiry.answer ? '답변 수정' : '답변 보내기'}
            </PrimaryButton>
            <ButtonBase type="button" disabled={pending} onClick={() => void run(() => closeInquiry(getBrowserCbtClient(), inquiry.id), '문의를 종료했습니다.')}>
              문의 종료
            </ButtonBase>
          </RowActions>
        </form>
      )}
    </Section>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 16px;
  margin-top: 12px;
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Section = styled(Card)`
  display: grid;
  gap: 12px;
  padding: 20px;
  h2 {
    font-size: 18px;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 8px 16px;
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 13px;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Content = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.6;
`;

const Attachments = styled.ul`
  display: grid;
  gap: 4px;
  padding-left: 18px;
  list-style: disc;
`;
