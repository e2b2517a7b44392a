/**
 * `/orders/cart`: the member's lines with today's prices, each selectable (all selected at first) and
 * removable; 선택 상품 주문하기 makes an order sheet of the selection and opens its order page.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import styled from 'styled-components';
import { CART_COUNT_QUERY_KEY } from '../api/query-client';
import { type CartLine, removeCartItem } from '../api/carts-api';
import { createOrderSheet } from '../api/orders-api';
import { formatPrice } from '../ui/format';
import { LoadingState, QueryError, useApiErrorHandler } from '../ui/query-state';
import { getBrowserShopClient } from '../session/browser-client';
import { useModal } from '../modal/modal-provider';
import { toast } from '../toast/toast-provider';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Card, EmptyState, PrimaryLink } from '../ui/page-layout';
import { orderSheetHref } from './order-crumbs';
import { PriceTag, productHref } from './product-list';
import { shopQueries } from './shop-page-queries';
import { cartRemoveQuestion } from './shop-format';

const lineKey = (line: CartLine) => `${line.product.productNo}:${line.product.optionNo}`;

export function CartView() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const onError = useApiErrorHandler();
  const cart = useQuery(shopQueries.cart(getBrowserShopClient()));
  // Lines the member unticked; everything else is selected, including lines added in another tab.
  const [unselected, setUnselected] = useState<ReadonlySet<string>>(new Set());
  const modal = useModal();

  const remove = useMutation({
    mutationFn: (line: CartLine) => removeCartItem(getBrowserShopClient(), line.product),
    onSuccess: (count) => {
      queryClient.setQueryData(CART_COUNT_QUERY_KEY, count);
      void queryClient.invalidateQueries({ queryKey: ['shop', 'cart'] });
      toast('장바구니에서 뺐습니다.', 'success');
    },
    onError,
  });
  const confirmRemove = (line: CartLine) =>
    modal.openModal((close) => (
      <ConfirmDialog
        testId="cart-remove-dialog"
        title="장바구니에서 삭제"
        message={cartRemoveQuestion(line.product.title)}
        confirmLabel="삭제"
        onCancel={close}
        onConfirm={() => {
          close();
          remove.mutate(line);
        }}
      />
    ));
  const order = useMutation({
    mutationFn: (lines: CartLine[]) =>
      createOrderSheet(
        getBrowserShopClient(),
        lines.map((line) => ({ productNo: line.product.productNo, optionNo: line.product.optionNo, quantity: line.quantity })),
      ),
    onSuccess: (orderSheetNo) => void router.push(orderSheetHref(orderSheetNo, 'cart')),
    onError,
  });

  if (cart.isPending) return <LoadingState />;
  if (cart.isError) return <QueryError error={cart.error} onRetry={() => void cart.refetch()} />;
  const lines = cart.data.lines;
  if (!lines.length) {
    return (
      <EmptyState title="장바구니가 비어 있습니다" action={<PrimaryLink as={Link} href="/">상품 보러 가기</PrimaryLink>}>
        마음에 드는 시험을 담아 한 번에 주문해보세요.
      </EmptyState>
    );
  }
  const selected = lines.filter((line) => !unselected.has(lineKey(line)));
  const total = selected.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
  const toggle = (line: CartLine) =>
    setUnselected((current) => {
      const next = new Set(current);
      if (next.has(lineKey(line))) next.delete(lineKey(line));
      else next.add(lineKey(line));
      return next;
    });
  return (
    <>
      <p>
        담은 상품 {lines.length}개 (최대 {cart.data.maxItems}개)
      </p>
      <Lines aria-label="장바구니 상품" data-testid="cart-lines">
        {lines.map((line) => (
          <li key={lineKey(line)}>
            <LineCard data-testid="cart-line">
              <input
                type="checkbox"
                id={`cart-${lineKey(line)}`}
                checked={!unselected.has(lineKey(line))}
                onChange={() => toggle(line)}
                aria-label={`${line.product.title} 선택`}
              />
              <div>
                <Link href={productHref(line.product.productNo)}>{line.product.title}</Link>
                <PriceTag product={line.product} />
              </div>
              <ButtonBase type="button" onClick={() => confirmRemove(line)} aria-label={`${line.product.title} 삭제`}>
                삭제
              </ButtonBase>
            </LineCard>
          </li>
        ))}
      </Lines>
      <Summary>
        <p>
          선택 상품 {selected.length}개 · 합계 <strong data-testid="cart-total">{formatPrice(total)}</strong>
        </p>
        <PrimaryButton
          type="button"
          $size="lg"
          data-testid="order-selected"
          disabled={!selected.length || order.isPending}
          onClick={() => order.mutate(selected)}
        >
          선택 상품 주문하기
        </PrimaryButton>
      </Summary>
    </>
  );
}

const Lines = styled.ul`
  display: grid;
  gap: 12px;
  list-style: none;
  padding: 0;
  margin: 16px 0 0;
`;

const LineCard = styled(Card)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: 16px;
  padding: 16px 20px;
  input {
    width: 20px;
    height: 20px;
  }
  a {
    font-weight: 700;
  }
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 24px;
  strong {
    font-size: 20px;
    font-weight: 800;
  }
`;
