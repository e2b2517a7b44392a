/**
 * What a paid exam the viewer has not bought shows on its detail page (ADR 7): the price, why it cannot be
 * solved yet, a login link for a visitor who may have bought it, and on brand B the purchase button.
 */
import { Link } from '../../ui/link';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import type { ShopChrome } from '../../../config/brands';
import type { Site } from '../../../config/hosts';
import { loginRedirectUrl } from '../../api/error-catalogue';
import type { ExamSummary } from '../../api/exams-api';
import { ButtonBase, PrimaryButton } from '../../ui/button';
import { formatPrice } from '../../ui/format';
import { useExamCartAdd, useExamPurchase } from './use-exam-purchase';

export function LockedNotice({
  exam,
  loggedIn,
  shop,
  siteOrigins,
}: {
  exam: ExamSummary;
  loggedIn: boolean;
  shop: ShopChrome | undefined;
  siteOrigins: Partial<Record<Site, string>>;
}) {
  const router = useRouter();
  return (
    <Notice role="note" data-testid="purchase-required">
      <strong>구매 후 이용할 수 있는 시험입니다.</strong>
      <p>
        이용 가격 <b>{exam.price === null ? '유료' : formatPrice(exam.price)}</b> · 구매하면 모든 회차와 랜덤 모의고사를 풀 수
        있습니다.
      </p>
      {!loggedIn ? (
        <p>
          이미 구매하셨다면 <Link href={loginRedirectUrl(router.asPath)}>로그인</Link> 후 이용해 주세요.
        </p>
      ) : null}
      {shop ? <PurchaseButton examIdx={exam.examIdx} shop={shop} siteOrigins={siteOrigins} /> : null}
    </Notice>
  );
}

function PurchaseButton({ examIdx, shop, siteOrigins }: { examIdx: number; shop: ShopChrome; siteOrigins: Partial<Record<Site, string>> }) {
  const { purchase, pending } = useExamPurchase(examIdx, shop, siteOrigins);
  const cart = useExamCartAdd(examIdx);
  return (
    <PurchaseRow>
      <ButtonBase type="button" data-testid="exam-add-to-cart" disabled={cart.pending} aria-busy={cart.pending} onClick={() => void cart.addToCart()}>
        장바구니 담기
      </ButtonBase>
      <PrimaryButton type="button" data-testid="purchase-button" disabled={pending} aria-busy={pending} onClick={() => void purchase()}>
        {pending ? '주문서를 만드는 중…' : '구매하기'}
      </PrimaryButton>
    </PurchaseRow>
  );
}

const PurchaseRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

const Notice = styled.div`
  display: grid;
  gap: 4px;
  margin-top: 16px;
  padding: 18px 20px;
  border: 1px solid ${({ theme }) => `${theme.colors.accent}66`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => `${theme.colors.accent}12`};
  strong {
    font-size: 16px;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
  }
  b {
    color: ${({ theme }) => theme.colors.text};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: underline;
  }
`;
