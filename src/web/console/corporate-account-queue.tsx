/**
 * 기업회원 승인 (ADR 22 and 24): the brand's corporate sign-ups, waiting ones first, filtered by state
 * through the address (`?state=PENDING&page=2`). Each row shows the 사업자등록번호 with its check-digit result and
 * offers 승인, and 반려 with a reason the company reads on the corporate site.
 */
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useState } from 'react';
import styled from 'styled-components';
import { formatBusinessNumber } from '../../config/business-number';
import { REJECTION_REASON_MAX_LENGTH, checkRejectionReason } from '../../config/corporate-rejection';
import { formatKstDateTime } from '../../config/kst';
import {
  type CorporateAccountListItem,
  type CorporateApprovalStatus,
  consoleCorporateAccountsKey,
  approveCorporateAccount,
  listCorporateAccounts,
  rejectCorporateAccount,
} from '../api/console-corporate-accounts-api';
import { getBrowserCbtClient } from '../session/browser-client';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { TextAreaField } from '../ui/choice-fields';
import { LinkPagination, pageFromQuery } from '../ui/pagination';
import { APPROVAL_STATE_LABELS } from './console-format';
import { ConsoleFilterTabs, ConsoleListState } from './console-list-state';
import { useConsoleDecision } from './use-console-decision';
import { ConsoleTable, Muted, RowActions, StatusText, TableScroller } from './console-table';
import { consoleMessages } from './console-messages';
import { formatPhone } from '../ui/format';

const PAGE_SIZE = 20;
const STATES: ReadonlyArray<CorporateApprovalStatus> = ['PENDING', 'APPROVED', 'REJECTED'];

function stateFromQuery(value: unknown): CorporateApprovalStatus | undefined {
  return STATES.find((state) => state === value);
}

const hrefFor = (state: CorporateApprovalStatus | undefined, page = 1) => {
  const params = new URLSearchParams();
  if (state) params.set('state', state);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/corporate-accounts?${query}` : '/corporate-accounts';
};

export function CorporateAccountQueue() {
  const router = useRouter();
  const state = stateFromQuery(router.query.state);
  const page = pageFromQuery(router.query.page);
  const query = { state, page, pageSize: PAGE_SIZE };
  const accounts = useQuery({
    queryKey: consoleCorporateAccountsKey(query),
    queryFn: () => listCorporateAccounts(getBrowserCbtClient(), query),
    enabled: router.isReady,
  });

  return (
    <>
      <ConsoleFilterTabs label="승인 상태" values={STATES} labels={APPROVAL_STATE_LABELS} current={state} hrefFor={(value) => hrefFor(value)} />
      <ConsoleListState query={accounts} errorTitle="기업회원 목록을 불러오지 못했습니다." emptyTitle="해당하는 기업회원이 없습니다.">
        {(data) => (
          <>
            <TableScroller>
              <ConsoleTable>
                <caption className="visually-hidden">기업회원 목록 (총 {data.totalCount}건)</caption>
                <thead>
                  <tr>
                    <th scope="col">회사</th>
                    <th scope="col">사업자등록번호</th>
                    <th scope="col">담당자</th>
                    <th scope="col">가입 일시</th>
                    <th scope="col">상태</th>
                    <th scope="col">처리</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((account) => (
                    <AccountRow key={account.userId} account={account} />
                  ))}
                </tbody>
              </ConsoleTable>
            </TableScroller>
            <LinkPagination
              page={page}
              pageSize={PAGE_SIZE}
              totalCount={data.totalCount}
              hrefFor={(target) => hrefFor(state, target)}
              label="기업회원 목록 페이지"
            />
          </>
        )}
      </ConsoleListState>
    </>
  );
}

function AccountRow({ account }: { account: CorporateAccountListItem }) {
  const [rejecting, setRejecting] = useState(false);
  const { pending, decide } = useConsoleDecision(() => setRejecting(false));
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  const submitRejection = () => {
    const checked = checkRejectionReason(reason);
    if (!checked.ok) {
      setReasonError(checked.message);
      return;
    }
    setReasonError(undefined);
    void decide(() => rejectCorporateAccount(getBrowserCbtClient(), account.userId, checked.reason), consoleMessages.corporateRejected(account.companyName));
  };

  const status = account.approvalStatus;
  return (
    <tr data-testid="corporate-account-row" data-user-id={account.userId} data-status={status}>
      <td>
        <strong>{account.companyName || '(회사명 없음)'}</strong>
        <Muted>대표 {account.representativeName ?? '—'}</Muted>
        <Muted>{account.email}</Muted>
      </td>
      <td>
        <span>{formatBusinessNumber(account.businessNumber)}</span>
        <StatusText $tone={account.businessNumberValid ? 'success' : 'danger'} style={{ display: 'block' }}>
          {account.businessNumberValid ? '검증 번호 일치' : '검증 번호 불일치'}
        </StatusText>
      </td>
      <td>
        {account.contactName}
        <Muted>{account.contactPhone ? formatPhone(account.contactPhone) : '연락처 없음'}</Muted>
      </td>
      <td>{formatKstDateTime(account.signedUpAt)}</td>
      <td>
        <StatusText $tone={status === 'APPROVED' ? 'success' : status === 'REJECTED' ? 'danger' : 'warn'}>{APPROVAL_STATE_LABELS[status]}</StatusText>
        {status === 'APPROVED' && account.approvedAt ? <Muted>{formatKstDateTime(account.approvedAt)}</Muted> : null}
        {status === 'REJECTED' && account.rejectedAt ? <Muted>{formatKstDateTime(account.rejectedAt)}</Muted> : null}
        {status === 'REJECTED' && account.rejectionReason ? <Muted>사유: {account.rejectionReason}</Muted> : null}
      </td>
      <td>
        <RowActions>
          {status !== 'APPROVED' ? (
            <PrimaryButton
              type="button"
              disabled={pending}
              aria-label={`${account.companyName} 승인`}
              onClick={() => void decide(() => approveCorporateAccount(getBrowserCbtClient(), account.userId), consoleMessages.corporateApproved(account.companyName))}
            >
              승인
            </PrimaryButton>
          ) : null}
          {!rejecting ? (
            <ButtonBase type="button" disabled={pending} aria-label={`${account.companyName} ${status === 'APPROVED' ? '승인 취소' : '반려'}`} onClick={() => setRejecting(true)}>
              {status === 'APPROVED' ? '승인 취소' : '반려'}
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
              maxLength={REJECTION_REASON_MAX_LENGTH}
              rows={3}
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
      </td>
    </tr>
  );
}

const RejectForm = styled.form`
  display: grid;
  gap: 8px;
  margin-top: 8px;
  min-width: 240px;
`;
