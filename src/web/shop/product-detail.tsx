/** The shop's product page: what the product sells, its price now, 장바구니 담기, 바로 구매 and 찜하기. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import type { Site } from '../../config/hosts';
import { CART_COUNT_QUERY_KEY } from '../api/query-client';
import { addCartItem } from '../api/carts-api';
import { createOrderSheet } from '../api/orders-api';
import { loginRedirectUrl } from '../api/error-catalogue';
import { linkTarget } from '../routing/site-links';
import { useApiErrorHandler } from '../ui/query-state';
import { getBrowserShopClient } from '../session/browser-client';
import { useCurrentUser } from '../session/use-current-user';
import { toast } from '../toast/toast-provider';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { Card } from '../ui/page-layout';
import { orderSheetHref } from './order-crumbs';
import { PriceTag } from './product-list';
import { shopQueries } from './shop-page-queries';
import { WishButton } from './wish-button';

export function ProductDetail({ productNo, siteOrigins }: { productNo: number; siteOrigins: Partial<Record<Site, string>> }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const onError = useApiErrorHandler();
  const product = useQuery(shopQueries.product(getBrowserShopClient(), productNo));
  const line = product.data ? { productNo: product.data.productNo, optionNo: product.data.optionNo, quantity: 1 } : null;

  const add = useMutation({
    mutationFn: () => addCartItem(getBrowserShopClient(), line!),
    onSuccess: (count) => {
      queryClient.setQueryData(CART_COUNT_QUERY_KEY, count);
      void queryClient.invalidateQueries({ queryKey: ['shop', 'cart'] });
      toast('장바구니에 담았습니다.', 'success');
    },
    onError,
  });
  const buy = useMutation({
    mutationFn: () => createOrderSheet(getBrowserShopClient(), [line!]),
    onSuccess: (orderSheetNo) => void router.push(orderSheetHref(orderSheetNo, 'buy-now')),
    onError,
  });

  if (!product.data) return null;
  const data = product.data;
  const needsLogin = () => {
    if (user) return false;
    void router.push(loginRedirectUrl(router.asPath));
    return true;
  };
  return (
    <Layout>
      <Card as="section" aria-label="상품 소개">
        <Section>
          {data.description ? <p>{data.description}</p> : null}
          {data.examDescription ? (
            <>
              <h2>시험 소개</h2>
              <p>{data.examDescription}</p>
            </>
          ) : null}
          {data.examIdx !== null ? (
            <p>
              시험지 {data.paperCount}회분 ·{' '}
              <a href={linkTarget({ href: `/exam/detail/${data.examIdx}`, site: 'cbt' }, siteOrigins, 'shop').href}>CBT에서 시험 보기</a>
            </p>
          ) : null}
        </Section>
      </Card>
      <Card as="aside" aria-label="구매">
        <Section>
          <PriceTag product={data} />
          <Actions>
            <ButtonBase
              type="button"
              $size="lg"
              data-testid="add-to-cart"
              disabled={add.isPending}
              onClick={() => {
                if (!needsLogin()) add.mutate();
              }}
            >
              장바구니 담기
            </ButtonBase>
            <PrimaryButton
              type="button"
              $size="lg"
              data-testid="buy-now"
              disabled={buy.isPending}
              onClick={() => {
                if (!needsLogin()) buy.mutate();
              }}
            >
              바로 구매
            </PrimaryButton>
            <WishButton productNo={data.productNo} title={data.title} />
          </Actions>
        </Section>
      </Card>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 320px;
  gap: 24px;
  align-items: start;
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Section = styled.div`
  display: grid;
  gap: 12px;
  padding: 24px;
  h2 {
    font-size: 17px;
    font-weight: 700;
  }
  p {
    line-height: 1.7;
    white-space: pre-line;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Actions = styled.div`
  display: grid;
  gap: 8px;
`;
