/**
 * 내 문의 내역 (ADR 30): the member's own inquiries, newest first, each with its status and the operator's
 * answer once given. Shown in the inquiry panel (compact, the latest few) and on the shop's /mypage/support (paged).
 */
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { INQUIRY_STATUS_LABELS } from '../../config/inquiry-answer';
import { formatKstDateTime } from '../../config/kst';
import { getErrorMessage } from '../api/error-catalogue';
import { type MyInquiry, listMyInquiries, myInquiriesKey } from '../api/my-inquiries-api';
import { getBrowserCbtClient } from '../session/browser-client';
import { LinkPagination } from '../ui/pagination';

export function MyInquiryList({
  page = 1,
  pageSize,
  hrefFor,
  compact = false,
}: {
  page?: number;
  pageSize: number;
  /** Paging links (the my page); without it only the first page shows (the panel). */
  hrefFor?: (page: number) => string;
  compact?: boolean;
}) {
  const query = { page, pageSize };
  const inquiries = useQuery({ queryKey: myInquiriesKey(query), queryFn: () => listMyInquiries(getBrowserCbtClient(), query) });
  if (inquiries.isError) return <Note role="alert">{getErrorMessage(inquiries.error)}</Note>;
  if (!inquiries.data) return <Note role="status">불러오는 중…</Note>;
  if (inquiries.data.items.length === 0) return <Note>보낸 문의가 없습니다.</Note>;
  return (
    <>
      <List data-testid="my-inquiries" $compact={compact}>
        {inquiries.data.items.map((inquiry) => (
          <InquiryItem key={inquiry.id} inquiry={inquiry} />
        ))}
      </List>
      {hrefFor ? <LinkPagination page={page} pageSize={pageSize} totalCount={inquiries.data.totalCount} hrefFor={hrefFor} label="문의 내역 페이지" /> : null}
    </>
  );
}

function InquiryItem({ inquiry }: { inquiry: MyInquiry }) {
  return (
    <Item data-testid="my-inquiry" data-inquiry-id={inquiry.id} data-status={inquiry.status}>
      <Meta>
        <Status $answered={inquiry.answer !== null}>{INQUIRY_STATUS_LABELS[inquiry.status]}</Status>
        <time dateTime={inquiry.createdAt}>{formatKstDateTime(inquiry.createdAt)}</time>
      </Meta>
      <Body>{inquiry.content}</Body>
      {inquiry.attachments.length > 0 ? <Small>첨부 {inquiry.attachments.length}개</Small> : null}
      {inquiry.answer !== null ? (
        <Answer data-testid="my-inquiry-answer">
          <strong>답변</strong>
          {inquiry.answeredAt ? <Small as="time" dateTime={inquiry.answeredAt}> {formatKstDateTime(inquiry.answeredAt)}</Small> : null}
          <Body>{inquiry.answer}</Body>
        </Answer>
      ) : null}
    </Item>
  );
}

const Note = styled.p`
  padding: 16px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const List = styled.ul<{ $compact: boolean }>`
  display: grid;
  gap: ${({ $compact }) => ($compact ? '8px' : '12px')};
  padding: ${({ $compact }) => ($compact ? '12px 16px 16px' : '0')};
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: 6px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: baseline;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Status = styled.span<{ $answered: boolean }>`
  font-weight: 700;
  color: ${({ theme, $answered }) => ($answered ? theme.colors.success : theme.colors.text)};
`;

const Body = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: 14px;
  line-height: 1.6;
`;

const Small = styled.span`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Answer = styled.div`
  display: grid;
  gap: 4px;
  padding: 10px 12px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.background};
  strong {
    font-size: 13px;
  }
`;
