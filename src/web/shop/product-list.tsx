/** Product cards of the shop's lists (category, search, cart) with the price as a member pays it now. */
import { Link } from '../ui/link';
import styled from 'styled-components';
import { formatKstDay } from '../../config/kst';
import type { ShopProductSort, ShopProductSummary } from '../api/shop-products-api';
import { formatPrice } from '../ui/format';
import { UnderlineTabs } from '../ui/underline-tabs';
import { SORT_OPTIONS } from './shop-format';

export const productHref = (productNo: number) => `/products/${productNo}`;

export function PriceTag({ product }: { product: Pick<ShopProductSummary, 'price' | 'listPrice' | 'onSale' | 'saleEndsAt'> }) {
  return (
    <Price>
      {product.onSale ? (
        <>
          <del aria-label={`정가 ${formatPrice(product.listPrice)}`}>{formatPrice(product.listPrice)}</del>{' '}
          <strong aria-label={`할인가 ${formatPrice(product.price)}`}>{formatPrice(product.price)}</strong>
          {product.saleEndsAt ? <small> {formatKstDay(product.saleEndsAt)}까지</small> : null}
        </>
      ) : (
        <strong>{formatPrice(product.price)}</strong>
      )}
    </Price>
  );
}

export function ProductGrid({ products }: { products: ShopProductSummary[] }) {
  return (
    <CardGrid data-testid="product-list">
      {products.map((product) => (
        <li key={product.productNo}>
          <ProductCard data-testid="product-card">
            {product.categoryLabel ? <Category>{product.categoryLabel}</Category> : null}
            <h3>
              <Link href={productHref(product.productNo)}>{product.title}</Link>
            </h3>
            <PriceTag product={product} />
          </ProductCard>
        </li>
      ))}
    </CardGrid>
  );
}

/** 최신순 · 인기순 · 낮은 가격순 as links, so a sorted list has its own address. */
export function SortTabs({ current, hrefFor }: { current: ShopProductSort; hrefFor: (sort: ShopProductSort) => string }) {
  return (
    <UnderlineTabs aria-label="정렬">
      {SORT_OPTIONS.map((option) => (
        <Link key={option.value} href={hrefFor(option.value)} aria-current={option.value === current ? 'page' : undefined}>
          {option.label}
        </Link>
      ))}
    </UnderlineTabs>
  );
}

/** The shop's grid of cards (products, the home's categories): as many columns of at least `$min` px as fit. */
export const CardGrid = styled.ul<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = 240 }) => $min}px, 1fr));
  gap: 16px;
  list-style: none;
  padding: 0;
  margin: 16px 0 0;
`;

const ProductCard = styled.article`
  display: grid;
  gap: 8px;
  height: 100%;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    font-size: 17px;
    font-weight: 700;
    line-height: 1.4;
  }
  h3 a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Category = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;

const Price = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 6px;
  del {
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    font-size: 18px;
    font-weight: 800;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 13px;
  }
`;
