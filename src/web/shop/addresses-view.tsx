/**
 * `/mypage/manage-addresses` (배송지 관리, ADR 29): the member's Korean addresses, the default first; add and edit in
 * a dialog on the modal layer, checked by the same rule as the server (src/config/shop-address.ts) before asking;
 * 기본 배송지로 설정 and 삭제 (confirmed). There is no postcode search service: the member types the 5-digit
 * 우편번호 and the address, and the dialog says so.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { type AddressField, checkAddress } from '../../config/shop-address';
import { getServerMessage } from '../api/error-catalogue';
import {
  type ShopAddress,
  type ShopAddressBody,
  createAddress,
  deleteAddress,
  setDefaultAddress,
  updateAddress,
} from '../api/shop-addresses-api';
import { LoadingState, QueryError, useApiErrorHandler } from '../ui/query-state';
import { useModal } from '../modal/modal-provider';
import { getBrowserShopClient } from '../session/browser-client';
import { toast } from '../toast/toast-provider';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { ConfirmDialog, FormDialogFooter, FormDialogPanel, FormDialogTitle } from '../ui/confirm-dialog';
import { TextField } from '../ui/form';
import { CardList, CardRow, EmptyState } from '../ui/page-layout';
import { myPageQueries } from './my-page-queries';
import { formatPhone } from '../ui/format';

const ADDRESSES_KEY = ['shop', 'addresses'] as const;

export function AddressesView() {
  const queryClient = useQueryClient();
  const onError = useApiErrorHandler();
  const modal = useModal();
  const addresses = useQuery(myPageQueries.addresses(getBrowserShopClient()));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY });

  const makeDefault = useMutation({
    mutationFn: (address: ShopAddress) => setDefaultAddress(getBrowserShopClient(), address.addressNo),
    onSuccess: () => {
      refresh();
      toast('기본 배송지를 바꿨습니다.', 'success');
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (address: ShopAddress) => deleteAddress(getBrowserShopClient(), address.addressNo),
    onSuccess: () => {
      refresh();
      toast('배송지를 삭제했습니다.', 'success');
    },
    onError,
  });

  const openEditor = (address: ShopAddress | null) =>
    modal.openModal((close) => (
      <AddressDialog
        address={address}
        onClose={close}
        onSaved={() => {
          close();
          refresh();
          toast(address ? '배송지를 수정했습니다.' : '배송지를 추가했습니다.', 'success');
        }}
      />
    ));
  const confirmRemove = (address: ShopAddress) =>
    modal.openModal((close) => (
      <ConfirmDialog
        testId="address-remove-dialog"
        title="배송지 삭제"
        message={`${address.recipientName}님의 배송지(${address.baseAddress})를 삭제할까요?${address.isDefault ? ' 기본 배송지는 가장 먼저 등록한 다른 배송지로 바뀝니다.' : ''}`}
        confirmLabel="삭제"
        onCancel={close}
        onConfirm={() => {
          close();
          remove.mutate(address);
        }}
      />
    ));

  if (addresses.isPending) return <LoadingState />;
  if (addresses.isError) return <QueryError error={addresses.error} onRetry={() => void addresses.refetch()} />;
  const { items, maxCount } = addresses.data;
  const full = items.length >= maxCount;
  return (
    <section aria-label="배송지 목록">
      <Toolbar>
        <p>
          등록한 배송지 {items.length}개 (최대 {maxCount}개)
        </p>
        <PrimaryButton type="button" disabled={full} onClick={() => openEditor(null)} data-testid="address-add">
          배송지 추가
        </PrimaryButton>
      </Toolbar>
      {full ? <p role="status">배송지는 최대 {maxCount}개까지 등록할 수 있습니다. 사용하지 않는 배송지를 삭제한 후 추가해주세요.</p> : null}
      {items.length ? (
        <CardList data-testid="address-rows">
          {items.map((address) => (
            <li key={address.addressNo}>
              <Row data-testid="address-row" data-default={address.isDefault}>
                <div>
                  <Name>
                    {address.recipientName}
                    {address.isDefault ? <Badge data-testid="address-default-badge">기본 배송지</Badge> : null}
                  </Name>
                  <p>{formatPhone(address.recipientPhone)}</p>
                  <p>
                    [{address.postalCode}] {address.baseAddress} {address.detailAddress}
                  </p>
                </div>
                <Actions>
                  {address.isDefault ? null : (
                    <ButtonBase
                      type="button"
                      disabled={makeDefault.isPending}
                      onClick={() => makeDefault.mutate(address)}
                      aria-label={`${address.recipientName} ${address.baseAddress} 기본 배송지로 설정`}
                      data-testid="address-make-default"
                    >
                      기본 배송지로
                    </ButtonBase>
                  )}
                  <ButtonBase
                    type="button"
                    onClick={() => openEditor(address)}
                    aria-label={`${address.recipientName} ${address.baseAddress} 수정`}
                    data-testid="address-edit"
                  >
                    수정
                  </ButtonBase>
                  <ButtonBase
                    type="button"
                    disabled={remove.isPending}
                    onClick={() => confirmRemove(address)}
                    aria-label={`${address.recipientName} ${address.baseAddress} 삭제`}
                    data-testid="address-remove"
                  >
                    삭제
                  </ButtonBase>
                </Actions>
              </Row>
            </li>
          ))}
        </CardList>
      ) : (
        <EmptyState title="등록한 배송지가 없습니다">배송지를 추가하면 첫 배송지가 기본 배송지가 됩니다.</EmptyState>
      )}
    </section>
  );
}

const EMPTY: ShopAddressBody = { recipientName: '', recipientPhone: '', postalCode: '', baseAddress: '', detailAddress: '' };

function AddressDialog({ address, onClose, onSaved }: { address: ShopAddress | null; onClose: () => void; onSaved: () => void }) {
  const titleId = useId();
  const first = useRef<HTMLInputElement>(null);
  const [fields, setFields] = useState<ShopAddressBody>(() =>
    address
      ? {
          recipientName: address.recipientName,
          recipientPhone: address.recipientPhone,
          postalCode: address.postalCode,
          baseAddress: address.baseAddress,
          detailAddress: address.detailAddress,
        }
      : EMPTY,
  );
  const [isDefault, setIsDefault] = useState(address?.isDefault ?? false);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => first.current?.focus(), []);

  const save = useMutation({
    mutationFn: (body: ShopAddressBody) =>
      address ? updateAddress(getBrowserShopClient(), address.addressNo, body) : createAddress(getBrowserShopClient(), body),
    onSuccess: onSaved,
    onError: (failure) => setFormError(getServerMessage(failure) ?? '배송지를 저장하지 못했습니다. 잠시 후 다시 시도해주세요.'),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const check = checkAddress({ ...fields, detailAddress: fields.detailAddress ?? '' });
    if (!check.ok) {
      setErrors({ [check.field]: check.message });
      return;
    }
    setErrors({});
    save.mutate({ ...check.value, isDefault });
  };
  const field = (name: AddressField) => ({
    name,
    value: fields[name] ?? '',
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Panel role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="address-dialog">
      <form onSubmit={submit} noValidate>
        <FormDialogTitle id={titleId}>{address ? '배송지 수정' : '배송지 추가'}</FormDialogTitle>
        <TextField ref={first} label="받는 분" autoComplete="name" maxLength={20} {...field('recipientName')} />
        <TextField label="연락처" type="tel" inputMode="tel" autoComplete="tel" placeholder="010-1234-5678" maxLength={13} {...field('recipientPhone')} />
        <TextField
          label="우편번호"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="숫자 5자리"
          maxLength={5}
          hint="도로명주소 안내 시스템 등에서 확인한 우편번호 5자리를 입력해주세요."
          {...field('postalCode')}
        />
        <TextField label="기본주소" autoComplete="address-line1" placeholder="예: 서울특별시 종로구 대학로 101" maxLength={100} {...field('baseAddress')} />
        <TextField label="상세주소 (선택)" autoComplete="address-line2" placeholder="동·호수, 층" maxLength={100} {...field('detailAddress')} />
        {address?.isDefault ? (
          <p>기본 배송지입니다. 다른 배송지를 기본으로 설정하면 바뀝니다.</p>
        ) : (
          <Check>
            <input id={`${titleId}-default`} type="checkbox" checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />
            <label htmlFor={`${titleId}-default`}>기본 배송지로 설정</label>
          </Check>
        )}
        <FormDialogFooter
          error={formError}
          errorTestId="address-error"
          pending={save.isPending}
          submitLabel="저장"
          pendingLabel="저장하는 중…"
          submitTestId="address-save"
          onCancel={onClose}
        />
      </form>
    </Panel>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const Row = styled(CardRow)`
  p {
    margin-top: 4px;
    overflow-wrap: anywhere;
  }
`;

const Name = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  font-weight: 700;
`;

const Badge = styled.span`
  padding: 2px 8px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.primaryDark};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 12px;
  font-weight: 700;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Panel = styled(FormDialogPanel)`
  max-width: 460px;
  max-height: calc(100vh - 32px);
  overflow-y: auto;
`;

const Check = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  input {
    width: 18px;
    height: 18px;
  }
`;

