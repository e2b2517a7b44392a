/**
 * 쿠폰 (ADR 33): the brand's coupons newest first with what each takes off and how many members hold and
 * used it, the form that makes one, 조기 종료 (its end becomes now: issued, unused copies stop applying) and 회원에게
 * 발급 by email list with the server's report. Brand A has no shop: the page says so, as 무통장입금 does.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useState } from 'react';
import styled from 'styled-components';
import { getBrand } from '../../config/brands';
import { COUPON_ISSUE_MAX_EMAILS, COUPON_KIND_LABELS, checkIssueEmails, parseIssueEmails } from '../../config/coupon-rule';
import type { BrandId } from '../../config/hosts';
import { formatKstDateTime, formatKstDay } from '../../config/kst';
import {
  type ConsoleCoupon,
  type IssueCouponReport,
  consoleCouponsKey,
  endConsoleCoupon,
  issueConsoleCoupon,
  listConsoleCoupons,
} from '../api/console-coupons-api';
import { getErrorMessage } from '../api/error-catalogue';
import { formatPrice } from '../ui/format';
import { getBrowserCbtClient } from '../session/browser-client';
import { useToast } from '../toast/toast-provider';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { TextAreaField } from '../ui/choice-fields';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Card, EmptyState, PageLead } from '../ui/page-layout';
import { LinkPagination, pageFromQuery } from '../ui/pagination';
import { CouponForm } from './coupon-form';
import { ConsoleTable, Muted, RowActions, StatusText, TableScroller } from './console-table';

const PAGE_SIZE = 20;
const hrefFor = (page: number) => (page > 1 ? `/coupons?page=${page}` : '/coupons');

const STATUS_TEXT = { SCHEDULED: ['예정', 'warn'], ACTIVE: ['진행 중', 'success'], ENDED: ['종료', 'muted'] } as const;

/** `10% (최대 5,000원)` or `3,000원`. */
export function couponValueText(coupon: Pick<ConsoleCoupon, 'kind' | 'value' | 'maxDiscount'>): string {
  if (coupon.kind === 'FIXED') return formatPrice(coupon.value);
  return coupon.maxDiscount === null ? `${coupon.value}%` : `${coupon.value}% (최대 ${formatPrice(coupon.maxDiscount)})`;
}

export function CouponPage({ brand }: { brand: BrandId }) {
  if (!getBrand(brand).hasShop) {
    return <EmptyState title="이 브랜드에는 쇼핑몰이 없습니다.">쿠폰 관리는 너스패스 운영 콘솔에서 합니다.</EmptyState>;
  }
  return <Coupons />;
}

function Coupons() {
  const router = useRouter();
  const page = pageFromQuery(router.query.page);
  const query = { page, pageSize: PAGE_SIZE };
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [issuing, setIssuing] = useState<ConsoleCoupon | null>(null);
  const coupons = useQuery({
    queryKey: consoleCouponsKey(query),
    queryFn: () => listConsoleCoupons(getBrowserCbtClient(), query),
    enabled: router.isReady,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['console', 'coupons'] });

  return (
    <>
      <PageLead>쇼핑몰 쿠폰을 만들고 회원에게 발급합니다. 회원은 발급 즉시 마이페이지 쿠폰함에서 확인할 수 있습니다.</PageLead>
      <Section aria-labelledby="coupon-create-title">
        <h2 id="coupon-create-title">쿠폰 만들기</h2>
        <CouponForm
          onCreated={async (name) => {
            toast(`${name} 쿠폰을 만들었습니다.`, 'success');
            await refresh();
          }}
        />
      </Section>
      {issuing ? <IssuePanel coupon={issuing} onClose={() => setIssuing(null)} onIssued={refresh} /> : null}
      <h2>쿠폰 목록</h2>
      {coupons.isError ? (
        <EmptyState title="쿠폰 목록을 불러오지 못했습니다.">{getErrorMessage(coupons.error)}</EmptyState>
      ) : !coupons.data ? (
        <Muted role="status">불러오는 중…</Muted>
      ) : coupons.data.items.length === 0 ? (
        <EmptyState title="아직 만든 쿠폰이 없습니다." />
      ) : (
        <>
          <TableScroller>
            <ConsoleTable>
              <caption className="visually-hidden">쿠폰 (총 {coupons.data.totalCount}개)</caption>
              <thead>
                <tr>
                  <th scope="col">쿠폰</th>
                  <th scope="col">할인</th>
                  <th scope="col">기간</th>
                  <th scope="col">발급 / 사용</th>
                  <th scope="col">처리</th>
                </tr>
              </thead>
              <tbody>
                {coupons.data.items.map((coupon) => (
                  <CouponRow key={coupon.couponId} coupon={coupon} onIssue={() => setIssuing(coupon)} onEnded={refresh} />
                ))}
              </tbody>
            </ConsoleTable>
          </TableScroller>
          <LinkPagination page={page} pageSize={PAGE_SIZE} totalCount={coupons.data.totalCount} hrefFor={hrefFor} label="쿠폰 목록 페이지" />
        </>
      )}
    </>
  );
}

function CouponRow({ coupon, onIssue, onEnded }: { coupon: ConsoleCoupon; onIssue: () => void; onEnded: () => Promise<void> }) {
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [label, tone] = STATUS_TEXT[coupon.status];
  // validUntil is exclusive (the next midnight): the last usable day is the instant before it.
  const lastDay = new Date(new Date(coupon.validUntil).getTime() - 1);

  const end = async () => {
    setConfirming(false);
    setPending(true);
    try {
      const result = await endConsoleCoupon(getBrowserCbtClient(), coupon.couponId);
      toast(result.changed ? `${coupon.name} 쿠폰을 종료했습니다.` : '이미 종료된 쿠폰입니다.', 'success');
      await onEnded();
    } catch (error) {
      toast(getErrorMessage(error), 'error');
    } finally {
      setPending(false);
    }
  };

  return (
    <tr data-testid="console-coupon-row" data-coupon-id={coupon.couponId} data-code={coupon.code ?? undefined}>
      <td>
        {coupon.name}
        <Muted>{coupon.code ?? '코드 없음 (발급 전용)'}</Muted>
      </td>
      <td>
        {COUPON_KIND_LABELS[coupon.kind]} {couponValueText(coupon)}
        <Muted>{coupon.minOrderAmount > 0 ? `${formatPrice(coupon.minOrderAmount)} 이상 주문` : '최소 주문 금액 없음'}</Muted>
      </td>
      <td>
        {formatKstDay(coupon.validFrom)} ~ {formatKstDay(lastDay)}
        <Muted>
          <StatusText $tone={tone}>{label}</StatusText>
          {coupon.status === 'ENDED' ? ` ${formatKstDateTime(coupon.validUntil)}` : null}
        </Muted>
      </td>
      <td>
        {coupon.issuedCount}명 / {coupon.usedCount}명
      </td>
      <td>
        {coupon.status === 'ENDED' ? (
          <Muted>—</Muted>
        ) : (
          <RowActions>
            <PrimaryButton type="button" disabled={pending} onClick={onIssue}>
              회원에게 발급
            </PrimaryButton>
            <ButtonBase type="button" disabled={pending} onClick={() => setConfirming(true)}>
              조기 종료
            </ButtonBase>
          </RowActions>
        )}
        {confirming ? (
          <ConfirmDialog
            title={`${coupon.name} 쿠폰을 지금 종료할까요?`}
            message="발급된 쿠폰 중 아직 쓰지 않은 쿠폰도 더 이상 사용할 수 없고, 코드 등록도 막힙니다."
            confirmLabel="종료"
            onCancel={() => setConfirming(false)}
            onConfirm={() => void end()}
            testId="coupon-end-dialog"
          />
        ) : null}
      </td>
    </tr>
  );
}

function IssuePanel({ coupon, onClose, onIssued }: { coupon: ConsoleCoupon; onClose: () => void; onIssued: () => Promise<void> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [report, setReport] = useState<IssueCouponReport | null>(null);

  const submit = async () => {
    const emails = parseIssueEmails(text);
    const check = checkIssueEmails(emails);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      setReport(await issueConsoleCoupon(getBrowserCbtClient(), coupon.couponId, emails));
      setText('');
      await onIssued();
    } catch (caught) {
      setError(getErrorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <Section aria-labelledby="coupon-issue-title" data-testid="coupon-issue-panel">
      <h2 id="coupon-issue-title">{coupon.name} 쿠폰 발급</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextAreaField
          label={`받을 회원의 이메일 (한 줄에 하나, 최대 ${COUPON_ISSUE_MAX_EMAILS}명)`}
          value={text}
          rows={6}
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
        <RowActions style={{ marginTop: 8 }}>
          <PrimaryButton type="submit" disabled={pending}>
            발급하기
          </PrimaryButton>
          <ButtonBase type="button" onClick={onClose}>
            닫기
          </ButtonBase>
        </RowActions>
      </form>
      {report ? (
        <div role="status" data-testid="coupon-issue-report">
          <p>
            발급 {report.issued.length}명, 이미 보유 {report.alreadyHeld.length}명, 없는 이메일 {report.unknown.length}개
          </p>
          <ReportList title="발급한 회원" emails={report.issued} />
          <ReportList title="이미 가지고 있던 회원" emails={report.alreadyHeld} />
          <ReportList title="이 브랜드에 없는 이메일" emails={report.unknown} />
        </div>
      ) : null}
    </Section>
  );
}

function ReportList({ title, emails }: { title: string; emails: string[] }) {
  if (emails.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <Emails>
        {emails.map((email) => (
          <li key={email}>{email}</li>
        ))}
      </Emails>
    </>
  );
}

const Section = styled(Card)`
  display: grid;
  gap: 12px;
  margin: 16px 0;
  padding: 20px;
  h2 {
    font-size: 17px;
  }
  h3 {
    font-size: 15px;
  }
`;

const Emails = styled.ul`
  margin: 0;
  padding-left: 20px;
  font-size: 14px;
`;
