/** Home (spec §2.1 `/`): the brand's exam categories; each category's exam list comes in a later issue. */
import Link from 'next/link';
import styled from 'styled-components';
import { getBrand } from '@/config/brands';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';
import { mobileQuery } from '@/web/styles/theme';
import { Card, PageContainer, PageLead, PageTitle } from '@/web/ui/page-layout';

export const getServerSideProps = shellPage();

export default function HomePage({ brand }: ShellPageProps) {
  const config = getBrand(brand);
  return (
    <PageContainer>
      <Hero>
        <BrandName data-testid="brand-name">{config.name}</BrandName>
        <PageTitle>시험 CBT</PageTitle>
        <PageLead>{config.seo.description}</PageLead>
      </Hero>
      <section aria-labelledby="category-heading">
        <SectionTitle id="category-heading">시험 분야</SectionTitle>
        <Grid>
          {config.categories.map((category) => (
            <li key={category.slug}>
              <CategoryCard as={Link} href={`/exam/${category.slug}`} data-testid="category-card">
                <CategoryName>{category.name}</CategoryName>
                <CategoryText>{category.description}</CategoryText>
                <More aria-hidden="true">시험 보기 →</More>
              </CategoryCard>
            </li>
          ))}
        </Grid>
      </section>
    </PageContainer>
  );
}

const Hero = styled.div`
  margin-bottom: 36px;
`;

const BrandName = styled.p`
  margin-bottom: 6px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;

const SectionTitle = styled.h2`
  margin-bottom: 16px;
  font-size: 20px;
  font-weight: 700;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 16px;
  ${({ theme }) => mobileQuery(theme)} {
    grid-template-columns: 1fr;
  }
`;

const CategoryCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 8px;
  height: 100%;
  padding: 24px;
  transition: border-color 120ms ease, box-shadow 120ms ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 8px 24px rgba(15, 23, 42, 0.08);
  }
`;

const CategoryName = styled.h3`
  font-size: 18px;
  font-weight: 700;
`;

const CategoryText = styled.p`
  flex: 1;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const More = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-size: 14px;
  font-weight: 600;
`;
