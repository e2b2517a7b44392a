/**
 * `/mypage/wishlist` (찜한 상품, ADR 29): the member's wished products, newest first and 20 per page, each with its
 * price now, 장바구니 담기 (the cart's own operation and its §8 refusals, O8004 and CART0001, as alerts) and 삭제.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../ui/link';
import styled from 'styled-components';
import { addCartItem } from '../api/carts-api';
import { CART_COUNT_QUERY_KEY } from '../api/query-client';
import { type WishlistLine, setWished } from '../api/wishlist-api';
import { formatKstDay } from '../../config/kst';
import { formatNumber } from '../ui/format';
import { LoadingState, QueryError, useApiErrorHandler } from '../ui/query-state';
import { getBrowserShopClient } from '../session/browser-client';
import { toast } from '../toast/toast-provider';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { CardList, CardMeta, CardRow, EmptyState, PrimaryLink } from '../ui/page-layout';
import { LinkPagination } from '../ui/pagination';
import { myPageQueries } from './my-page-queries';
import { PriceTag, productHref } from './product-list';

export function WishlistView({ page }: { page: number }) {
  const queryClient = useQueryClient();
  const onError = useApiErrorHandler();
  const wishlist = useQuery(myPageQueries.wishlist(getBrowserShopClient(), page));

  const remove = useMutation({
    mutationFn: (line: WishlistLine) => setWished(getBrowserShopClient(), line.product.productNo, false),
    onSuccess: (result) => {
      queryClient.setQueryData(myPageQueries.wished(getBrowserShopClient(), result.productNo).queryKey, result);
      void queryClient.invalidateQueries({ queryKey: ['shop', 'wishlist'] });
      toast('찜을 해제했습니다.', 'success');
    },
    onError,
  });
  const toCart = useMutation({
    mutationFn: (line: WishlistLine) =>
      addCartItem(getBrowserShopClient(), { productNo: line.product.productNo, optionNo: line.product.optionNo, quantity: 1 }),
    onSuccess: (count) => {
      queryClient.setQueryData(CART_COUNT_QUERY_KEY, count);
      void queryClient.invalidateQueries({ queryKey: ['shop', 'cart'] });
      toast('장바구니에 담았습니다.', 'success');
    },
    onError,
  });

  if (wishlist.isPending) return <LoadingState />;
  if (wishlist.isError) return <QueryError error={wishlist.error} onRetry={() => void wishlist.refetch()} />;
  const { items, totalCount } = wishlist.data;
  if (!totalCount) {
    return (
      <EmptyState title="찜한 상품이 없습니다" action={<PrimaryLink as={Link} href="/">상품 보러 가기</PrimaryLink>}>
        상품 화면에서 찜하기를 누르면 이곳에 모입니다.
      </EmptyState>
    );
  }
  return (
    <section aria-label="찜한 상품">
      <p>찜한 상품 {formatNumber(totalCount)}개</p>
      <CardList data-testid="wishlist-lines">
        {items.map((line) => (
          <li key={line.product.productNo}>
            <LineCard data-testid="wishlist-line">
              <div>
                <Link href={productHref(line.product.productNo)}>{line.product.title}</Link>
                <PriceTag product={line.product} />
                <CardMeta>{formatKstDay(line.addedAt)} 찜함</CardMeta>
              </div>
              <Actions>
                <PrimaryButton
                  type="button"
                  disabled={toCart.isPending}
                  onClick={() => toCart.mutate(line)}
                  aria-label={`${line.product.title} 장바구니 담기`}
                  data-testid="wishlist-add-to-cart"
                >
                  장바구니 담기
                </PrimaryButton>
                <ButtonBase
                  type="button"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(line)}
                  aria-label={`${line.product.title} 찜 해제`}
                  data-testid="wishlist-remove"
                >
                  삭제
                </ButtonBase>
              </Actions>
            </LineCard>
          </li>
        ))}
      </CardList>
      <LinkPagination
        page={wishlist.data.page}
        pageSize={wishlist.data.pageSize}
        totalCount={totalCount}
        hrefFor={(n) => (n === 1 ? '/mypage/wishlist' : `/mypage/wishlist?page=${n}`)}
      />
    </section>
  );
}

const LineCard = styled(CardRow)`
  a {
    font-weight: 700;
  }
`;


const Actions = styled.div`
  display: flex;
  gap: 8px;
`;
