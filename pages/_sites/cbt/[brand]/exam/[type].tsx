/** Exam category (spec §2.1 `/exam/[type]`): name and description; unknown slugs are not found. */
import Link from 'next/link';
import styled from 'styled-components';
import { type ExamCategory, findCategory, getBrand } from '@/config/brands';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';
import { EmptyState, PageContainer, PageLead, PageTitle } from '@/web/ui/page-layout';

interface CategoryPageProps {
  category: ExamCategory;
}

export const getServerSideProps = shellPage<CategoryPageProps>({
  load: ({ ctx, brand }) => {
    const slug = ctx.params?.type;
    const category = typeof slug === 'string' ? findCategory(brand.id, slug) : undefined;
    if (!category) return { notFound: true };
    return {
      props: { category },
      seo: { title: `${category.name} CBT 모의고사`, description: `${category.name}: ${category.description}` },
    };
  },
});

export default function CategoryPage({ brand, category }: ShellPageProps & CategoryPageProps) {
  const config = getBrand(brand);
  return (
    <PageContainer>
      <nav aria-label="시험 분야">
        <Tabs>
          {config.categories.map((item) => (
            <li key={item.slug}>
              <Tab href={`/exam/${item.slug}`} aria-current={item.slug === category.slug ? 'page' : undefined}>
                {item.name}
              </Tab>
            </li>
          ))}
        </Tabs>
      </nav>
      <PageTitle data-testid="category-name">{category.name}</PageTitle>
      <PageLead>{category.description}</PageLead>
      <EmptyState title="아직 공개된 시험이 없습니다">
        {`${category.name} 시험이 등록되면 이곳에서 바로 풀어볼 수 있습니다.`}
      </EmptyState>
    </PageContainer>
  );
}

const Tabs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 28px;
`;

const Tab = styled(Link)`
  display: inline-block;
  padding: 6px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  font-size: 14px;
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 600;
  }
`;
