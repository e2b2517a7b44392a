/**
 * One 자기소개서 in its editor (`/self-introduction/<id>`): members only (a visitor goes to the login
 * with `next`); a malformed id, a deleted letter and another member's letter are all the not-found page.
 */
import { ssrFetch } from '@/web/ssr/ssr-fetch';
import { CoverLetterEditor } from '@/web/portal/cover-letters/cover-letter-editor';
import { coverLetterQueries, isCoverLetterId } from '@/web/portal/cover-letters/cover-letter-queries';
import { createSsrPortalClient } from '@/web/ssr/portal-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';
import { graphqlErrorStatus } from '@/web/api/graphql-errors';

interface EditorPageProps {
  letterId: string;
}

export const getServerSideProps = shellPage<EditorPageProps>({
  site: 'portal',
  brands: ['a'],
  auth: 'required',
  seo: { title: '자기소개서 쓰기', noIndex: true },
  load: async ({ ctx, session }) => {
    const letterId = ctx.params?.id;
    if (!isCoverLetterId(letterId)) return { notFound: true };
    try {
      await ssrFetch(session, coverLetterQueries.detail(createSsrPortalClient(ctx.req), letterId));
    } catch (error) {
      const status = graphqlErrorStatus(error);
      if (status === 400 || status === 404) return { notFound: true };
      throw error;
    }
    return { props: { letterId } };
  },
});

export default function CoverLetterEditorPage({ letterId }: ShellPageProps & EditorPageProps) {
  return <CoverLetterEditor letterId={letterId} />;
}
