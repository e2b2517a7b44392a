/** A product's page on the shop host: what it sells, its price now, 장바구니 담기 and 바로 구매. */
import { useQuery } from '@tanstack/react-query';
import { getBrowserShopClient } from '@/web/session/browser-client';
import { ProductDetail } from '@/web/shop/product-detail';
import { ShopFrame } from '@/web/shop/shop-layout';
import { shopQueries } from '@/web/shop/shop-page-queries';
import { parseId, shopPage, ssrFetch } from '@/web/shop/shop-ssr';
import type { ShellPageProps } from '@/web/ssr/shell-page';

interface ProductPageProps {
  productNo: number;
}

export const getServerSideProps = shopPage<ProductPageProps>({
  seo: { title: '상품' },
  load: async ({ ctx, session, shop }) => {
    const productNo = parseId(ctx.params?.productNo);
    if (productNo === null) return { notFound: true };
    const product = await ssrFetch(session, shopQueries.product(shop, productNo));
    return { props: { productNo }, seo: { title: product.title, description: product.description || product.title } };
  },
});

export default function ProductPage({ productNo, siteOrigins }: ShellPageProps & ProductPageProps) {
  const product = useQuery(shopQueries.product(getBrowserShopClient(), productNo));
  if (!product.data) return null;
  const crumbs =
    product.data.categoryId !== null && product.data.categoryLabel
      ? [{ label: product.data.categoryLabel, href: `/list/${product.data.categoryId}` }, { label: product.data.title }]
      : [{ label: product.data.title }];
  return (
    <ShopFrame title={product.data.title} crumbs={crumbs}>
      <ProductDetail productNo={productNo} siteOrigins={siteOrigins} />
    </ShopFrame>
  );
}
