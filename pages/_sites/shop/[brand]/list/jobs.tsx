/**
 * `/list/jobs` (spec §2.3 "job postings"): brand B's 채용공고, the portal's 보건·의료 jobs (ADR 45). The static route wins
 * over `/list/{categoryId}`, so it is no course category. Every brand B site links here (brands.ts).
 */
import { useRouter } from 'next/router';
import { postingQueries } from '@/web/postings/posting-queries';
import { NursingJobsView } from '@/web/shop/nursing-jobs-view';
import { shopPage } from '@/web/shop/shop-ssr';
import { createSsrPortalClient } from '@/web/ssr/portal-ssr';
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import type { ShellPageProps } from '@/web/ssr/shell-page';
import { pageFromQuery } from '@/web/ui/pagination';

export const getServerSideProps = shopPage({
  seo: { title: '채용공고', description: '간호사·보건의료 분야 병원 채용과 인턴 공고' },
  load: async ({ ctx, session }) => {
    await ssrPrefetch(session, postingQueries.nursingJobs(createSsrPortalClient(ctx.req), pageFromQuery(ctx.query.page)));
    return { props: {} };
  },
});

export default function NursingJobsPage({ siteOrigins }: ShellPageProps) {
  const router = useRouter();
  return <NursingJobsView page={pageFromQuery(router.query.page)} siteOrigins={siteOrigins} />;
}
