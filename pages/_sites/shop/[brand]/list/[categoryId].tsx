/** `/list/{categoryId}` (spec §2.3): a category's products, sorted (최신순, 인기순, 낮은 가격순) and paged by 20. */
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import type { ShopProductSort } from '@/web/api/shop-products-api';
import { getBrowserShopClient } from '@/web/session/browser-client';
import { ProductGrid, SortTabs } from '@/web/shop/product-list';
import { sortFromQuery } from '@/web/shop/shop-format';
import { ShopFrame } from '@/web/shop/shop-layout';
import { shopQueries } from '@/web/shop/shop-page-queries';
import { parseId, shopPage, ssrFetch } from '@/web/shop/shop-ssr';
import type { ShellPageProps } from '@/web/ssr/shell-page';
import { EmptyState } from '@/web/ui/page-layout';
import { LinkPagination, pageFromQuery } from '@/web/ui/pagination';

interface ListPageProps {
  categoryId: number;
  sort: ShopProductSort;
  page: number;
}

export const getServerSideProps = shopPage<ListPageProps>({
  seo: { title: '상품 목록' },
  load: async ({ ctx, session, shop }) => {
    const categoryId = parseId(ctx.params?.categoryId);
    if (categoryId === null) return { notFound: true };
    const sort = sortFromQuery(ctx.query.sort);
    const page = pageFromQuery(ctx.query.page);
    const result = await ssrFetch(session, shopQueries.categoryProducts(shop, categoryId, sort, page));
    return { props: { categoryId, sort, page }, seo: { title: result.category.label } };
  },
});

function listHref(categoryId: number, sort: ShopProductSort, page: number): string {
  const query = new URLSearchParams();
  if (sort !== 'LATEST') query.set('sort', sort);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `/list/${categoryId}${text ? `?${text}` : ''}`;
}

export default function CategoryListPage({ categoryId, sort, page }: ShellPageProps & ListPageProps) {
  const router = useRouter();
  const current = { sort: sortFromQuery(router.query.sort ?? sort), page: router.query.page ? pageFromQuery(router.query.page) : page };
  const list = useQuery(shopQueries.categoryProducts(getBrowserShopClient(), categoryId, current.sort, current.page));
  if (!list.data) return null;
  const { category, products } = list.data;
  return (
    <ShopFrame title={category.label} crumbs={[{ label: category.label }]}>
      <SortTabs current={current.sort} hrefFor={(next) => listHref(categoryId, next, 1)} />
      <p>상품 {products.totalCount}개</p>
      {products.items.length ? (
        <ProductGrid products={products.items} />
      ) : (
        <EmptyState title="이 분류에는 아직 상품이 없습니다">다른 분류를 둘러보거나 검색해보세요.</EmptyState>
      )}
      <LinkPagination
        page={products.page}
        pageSize={products.pageSize}
        totalCount={products.totalCount}
        hrefFor={(n) => listHref(categoryId, current.sort, n)}
      />
    </ShopFrame>
  );
}
