/** The shop's home: its category lists (the header's tabs, from GET /v2/categories/gnb) and the search. */
import { Link } from '../../../../src/web/ui/link';
import styled from 'styled-components';
import { useGnbCategories } from '@/web/brand/shop-queries';
import { CardGrid } from '@/web/shop/product-list';
import { ShopFrame } from '@/web/shop/shop-layout';
import { Card } from '@/web/ui/page-layout';
import { type ShellPageProps } from '@/web/ssr/shell-page';
import { shopPage } from '@/web/shop/shop-ssr';

export const getServerSideProps = shopPage({ seo: { title: '쇼핑몰', description: '간호사 시험 대비 모의고사와 문제집' } });

export default function ShopHomePage(_props: ShellPageProps) {
  const { categories } = useGnbCategories();
  return (
    <ShopFrame title="너스패스 쇼핑몰" lead="병원 필기시험, 면접, 전공 시험 대비 모의고사를 분류별로 찾아보세요.">
      <CardGrid $min={200} aria-label="상품 분류">
        {categories.map((category) => (
          <li key={category.categoryId}>
            <Card>
              <CategoryLink href={`/list/${category.categoryId}`}>{category.label}</CategoryLink>
            </Card>
          </li>
        ))}
      </CardGrid>
    </ShopFrame>
  );
}

const CategoryLink = styled(Link)`
  display: block;
  padding: 24px 20px;
  font-size: 17px;
  font-weight: 700;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
