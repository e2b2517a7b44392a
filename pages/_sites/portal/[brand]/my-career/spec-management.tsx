/**
 * 스펙 관리 (spec §2.5 `/my-career/spec-management?section=info`): the member's basic info and
 * completeness, education, language scores, certificates, awards and activities. Login required (a visitor goes to
 * `/login?next=…`); the overview and the address's section are prefetched with the browser's query keys.
 */
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { SECTION_CODES, type SpecPageSection } from '@/web/career-specs/career-spec-labels';
import { parseSpecSection } from '@/web/portal/career-specs/career-spec-page-state';
import { careerSpecQueries } from '@/web/portal/career-specs/career-spec-queries';
import { SpecManagementContent } from '@/web/portal/career-specs/spec-management-content';
import { createSsrPortalClient } from '@/web/ssr/portal-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface SpecManagementPageProps {
  section: SpecPageSection;
}

export const getServerSideProps = shellPage<SpecManagementPageProps>({
  site: 'portal',
  brands: ['a'],
  auth: 'required',
  seo: { title: '스펙 관리', noIndex: true },
  load: async ({ ctx, session }) => {
    const client = createSsrPortalClient(ctx.req);
    const section = parseSpecSection(ctx.query.section);
    await Promise.all([
      ssrPrefetch(session, careerSpecQueries.overview(client)),
      section === 'info' ? null : ssrPrefetch(session, careerSpecQueries.section(client, SECTION_CODES[section])),
    ]);
    return { props: { section } };
  },
});

export default function SpecManagementPage({ section }: ShellPageProps & SpecManagementPageProps) {
  return <SpecManagementContent section={section} />;
}
