/**
 * 쿠폰 만들기 (ADR 33): the console's coupon form. The shared rule (src/config/coupon-rule.ts) words a wrong
 * field before asking, and the server runs the same rule; a taken code comes back as the server's 409 message.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { COUPON_KIND_LABELS, type CouponFormField, checkCouponForm } from '../../config/coupon-rule';
import { kstDayKey } from '../../config/kst';
import type { CouponKind } from '../../config/order-discounts';
import { createConsoleCoupon } from '../api/console-coupons-api';
import { getErrorMessage } from '../api/error-catalogue';
import { getBrowserCbtClient } from '../session/browser-client';
import { PrimaryButton } from '../ui/button';
import { RadioGroupField } from '../ui/choice-fields';
import { FormError, TextField } from '../ui/form';

const KIND_OPTIONS = (['PERCENT', 'FIXED'] as const).map((value) => ({ value, label: COUPON_KIND_LABELS[value] }));

/** Digits of a number field as typed; an empty or non-numeric box is NaN, which the rule refuses in Korean. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/,/g, '')));

export function CouponForm({ onCreated }: { onCreated: (name: string) => Promise<void> | void }) {
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<CouponKind>('FIXED');
  const [value, setValue] = useState('');
  const [minOrderAmount, setMinOrderAmount] = useState('0');
  const [maxDiscount, setMaxDiscount] = useState('');
  const [startDay, setStartDay] = useState(() => kstDayKey(new Date()));
  const [endDay, setEndDay] = useState('');
  const [errors, setErrors] = useState<Partial<Record<CouponFormField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const values = {
      name,
      code,
      kind,
      value: numberOf(value),
      minOrderAmount: minOrderAmount.trim() === '' ? 0 : numberOf(minOrderAmount),
      maxDiscount: kind === 'PERCENT' && maxDiscount.trim() !== '' ? numberOf(maxDiscount) : null,
      startDay,
      endDay,
    };
    const check = checkCouponForm(values);
    setFormError(null);
    if (!check.ok) {
      setErrors({ [check.field]: check.message });
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await createConsoleCoupon(getBrowserCbtClient(), values);
      setName('');
      setCode('');
      setValue('');
      setMaxDiscount('');
      await onCreated(check.coupon.name);
    } catch (error) {
      setFormError(getErrorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Form
      aria-label="쿠폰 만들기"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField label="이름" value={name} maxLength={60} error={errors.name} onChange={(e) => setName(e.target.value)} />
      <TextField
        label="코드"
        value={code}
        maxLength={30}
        hint="회원이 마이페이지에서 등록할 때 입력합니다. 영문 대문자, 숫자, 하이픈(-) 4~30자. 비워두면 발급으로만 줄 수 있습니다."
        error={errors.code}
        onChange={(e) => setCode(e.target.value)}
      />
      <RadioGroupField label="할인 방식" name="coupon-kind" value={kind} options={KIND_OPTIONS} onChange={setKind} error={errors.kind} />
      <TextField
        label={kind === 'PERCENT' ? '값 (%)' : '값 (원)'}
        inputMode="numeric"
        value={value}
        error={errors.value}
        onChange={(e) => setValue(e.target.value)}
      />
      <TextField label="최소 주문 금액 (원)" inputMode="numeric" value={minOrderAmount} error={errors.minOrderAmount} onChange={(e) => setMinOrderAmount(e.target.value)} />
      {kind === 'PERCENT' ? (
        <TextField
          label="최대 할인 (원)"
          inputMode="numeric"
          value={maxDiscount}
          hint="비워두면 한도 없이 할인합니다."
          error={errors.maxDiscount}
          onChange={(e) => setMaxDiscount(e.target.value)}
        />
      ) : null}
      <TextField label="시작일" type="date" value={startDay} error={errors.startDay} onChange={(e) => setStartDay(e.target.value)} />
      <TextField label="종료일" type="date" value={endDay} hint="종료일 자정(KST)까지 쓸 수 있습니다." error={errors.endDay} onChange={(e) => setEndDay(e.target.value)} />
      {formError ? <FormError role="alert">{formError}</FormError> : null}
      <div>
        <PrimaryButton type="submit" disabled={pending}>
          쿠폰 만들기
        </PrimaryButton>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 14px;
  max-width: 480px;
`;
