/**
 * Exam category (spec §2.1 `/exam/[type]`): the category comes from the API's exam types, so an unknown
 * slug (or another brand's) is not found. A number is an exam ("also written as /exam/{examIdx}") and
 * goes to its detail page.
 */
import { findCategory, getBrand } from '@/config/brands';
import { type CategoryInfo, CategoryContent } from '@/web/cbt/catalogue/category-content';
import { categoryListQuery, parseCategoryFilters } from '@/web/cbt/catalogue/category-filters';
import { catalogueQueries } from '@/web/cbt/catalogue/exam-queries';
import { categoriesOf } from '@/web/cbt/catalogue/home-content';
import { parseId, ssrFetch, ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface CategoryPageProps {
  category: CategoryInfo;
}

export const getServerSideProps = shellPage<CategoryPageProps>({
  load: async ({ ctx, brand, session }) => {
    const slug = ctx.params?.type;
    if (typeof slug !== 'string') return { notFound: true };
    const examIdx = parseId(slug);
    if (examIdx !== null) {
      return { redirect: { destination: `/exam/detail/${examIdx}`, permanent: true } };
    }
    const types = await ssrFetch(session, catalogueQueries.types(session.client));
    const type = categoriesOf(types).find((item) => item.slug === slug);
    if (!type?.slug) return { notFound: true };
    await ssrPrefetch(session, catalogueQueries.list(session.client, categoryListQuery(type.slug, parseCategoryFilters(ctx.query))));
    const description = findCategory(brand.id, type.slug)?.description ?? null;
    return {
      props: { category: { id: type.id, slug: type.slug, name: type.name, description } },
      seo: {
        title: `${type.name} CBT 모의고사`,
        description: description ? `${type.name}: ${description}` : `${brand.name} ${type.name} CBT 모의고사 목록`,
      },
    };
  },
});

export default function CategoryPage({ brand, category }: ShellPageProps & CategoryPageProps) {
  return <CategoryContent brand={getBrand(brand)} category={category} />;
}
