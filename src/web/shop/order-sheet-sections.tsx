/**
 * The order sheet's sections (order-view.tsx): its lines with the total after the previewed discounts, and the
 * order form's fields — 주문자 정보, 할인 (a coupon, 적립금 in units of 10 won) and the agreement.
 */
import styled from 'styled-components';
import { maxUsablePoints } from '../../config/order-discounts';
import type { OrdererField } from '../../config/shop-orderer';
import type { OrderSheet } from '../api/orders-api';
import { formatPrice } from '../ui/format';
import { ButtonBase } from '../ui/button';
import { SelectField } from '../ui/choice-fields';
import { FieldError, TextField } from '../ui/form';
import { Card } from '../ui/page-layout';
import { Facts, Section } from './order-view-styles';

export function SheetLines({ sheet, total }: { sheet: OrderSheet; total?: { couponDiscount: number; points: number } }) {
  const couponDiscount = total?.couponDiscount ?? 0;
  const points = total?.points ?? 0;
  return (
    <Card as="section" aria-labelledby="order-lines-title">
      <Section>
        <h2 id="order-lines-title">주문 상품</h2>
        <Lines data-testid="order-lines">
          {sheet.lines.map((line) => (
            <li key={`${line.productNo}:${line.optionNo}`}>
              <span>{line.title}</span>
              <span>
                {line.quantity}개 · {formatPrice(line.unitPrice * line.quantity)}
              </span>
            </li>
          ))}
        </Lines>
        {couponDiscount || points ? (
          <Facts>
            <dt>상품 금액</dt>
            <dd>{formatPrice(sheet.totalAmount)}</dd>
            {couponDiscount ? (
              <>
                <dt>쿠폰 할인</dt>
                <dd data-testid="order-coupon-discount">−{formatPrice(couponDiscount)}</dd>
              </>
            ) : null}
            {points ? (
              <>
                <dt>적립금 사용</dt>
                <dd data-testid="order-points">−{formatPrice(points)}</dd>
              </>
            ) : null}
          </Facts>
        ) : null}
        <Total>
          <span>결제 금액</span>
          <strong data-testid="order-amount">{formatPrice(sheet.totalAmount - couponDiscount - points)}</strong>
        </Total>
      </Section>
    </Card>
  );
}

export function OrdererFields({
  name,
  phone,
  errors,
  onName,
  onPhone,
}: {
  name: string;
  phone: string;
  errors: Partial<Record<OrdererField, string>>;
  onName: (name: string) => void;
  onPhone: (phone: string) => void;
}) {
  return (
    <>
      <TextField
        label="이름"
        name="ordererName"
        autoComplete="name"
        value={name}
        maxLength={20}
        onChange={(event) => onName(event.target.value)}
        error={errors.ordererName}
      />
      <TextField
        label="휴대폰 번호"
        name="ordererPhone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="010-1234-5678"
        value={phone}
        maxLength={13}
        onChange={(event) => onPhone(event.target.value)}
        error={errors.ordererPhone}
      />
    </>
  );
}

export function DiscountFields({
  coupons,
  couponId,
  onCoupon,
  pointsText,
  onPoints,
  onUseAllPoints,
  pointsError,
  balance,
  afterCoupon,
}: {
  /** The member's coupons that fit the sheet; undefined until they are read. */
  coupons: ReadonlyArray<{ memberCouponId: number; name: string; discount: number }> | undefined;
  couponId: string;
  onCoupon: (couponId: string) => void;
  pointsText: string;
  /** Typed in the field. */
  onPoints: (pointsText: string) => void;
  /** 모두 사용: the most the member can spend on this sheet. */
  onUseAllPoints: (pointsText: string) => void;
  pointsError: string | undefined;
  balance: number;
  afterCoupon: number;
}) {
  return (
    <>
      <h2 id="discount-title">할인</h2>
      <SelectField
        label="쿠폰"
        name="memberCouponId"
        value={couponId}
        onChange={(event) => onCoupon(event.target.value)}
        placeholder={coupons && !coupons.length ? '사용할 수 있는 쿠폰이 없습니다' : '쿠폰을 선택하지 않음'}
        options={(coupons ?? []).map((c) => ({ value: String(c.memberCouponId), label: `${c.name} (−${formatPrice(c.discount)})` }))}
        data-testid="order-coupon"
      />
      <PointsRow>
        <TextField
          label="적립금 사용"
          name="points"
          type="number"
          inputMode="numeric"
          min={0}
          step={10}
          value={pointsText}
          onChange={(event) => onPoints(event.target.value)}
          hint={`보유 ${formatPrice(balance)} · 10원 단위로 사용`}
          error={pointsError}
          data-testid="order-points-input"
        />
        <ButtonBase type="button" onClick={() => onUseAllPoints(String(maxUsablePoints(balance, afterCoupon)))} disabled={!balance}>
          모두 사용
        </ButtonBase>
      </PointsRow>
    </>
  );
}

export function AgreementField({ agreed, error, onChange }: { agreed: boolean; error: string | undefined; onChange: (agreed: boolean) => void }) {
  return (
    <>
      <Agreement>
        <input
          id="order-agreement"
          type="checkbox"
          checked={agreed}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'order-agreement-error' : undefined}
        />
        <label htmlFor="order-agreement">주문 상품과 결제 금액을 확인했으며 결제에 동의합니다. (필수)</label>
      </Agreement>
      {error ? (
        <FieldError id="order-agreement-error" role="alert">
          {error}
        </FieldError>
      ) : null}
    </>
  );
}

const Lines = styled.ul`
  display: grid;
  gap: 8px;
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  strong {
    font-size: 20px;
    font-weight: 800;
  }
`;

const Agreement = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
  }
`;

const PointsRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 8px;
  > :first-child {
    flex: 1;
  }
  > button {
    margin-bottom: 22px;
  }
`;
