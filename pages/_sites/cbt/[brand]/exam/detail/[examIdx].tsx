/**
 * Exam detail (spec §2.1 `/exam/detail/[examIdx]`). The API answers 404 for unknown exams and for other
 * brands' exams, and so does this page. SEO text is per exam, led by its first top-level type (spec §3).
 * The 시험 정보방 posts are server-rendered too (the front door's page cache drops the page when a post is written);
 * when their load fails here, the section loads them in the browser and shows its own error there.
 */
import { getBrand } from '@/config/brands';
import { ExamDetailContent } from '@/web/cbt/catalogue/exam-detail-content';
import { BEST_EXAMS_LIMIT, catalogueQueries } from '@/web/cbt/catalogue/exam-queries';
import { topLevelType, truncate } from '@/web/ui/format';
import { infoRoomQueries } from '@/web/cbt/catalogue/info-room-posts';
import { isMissing, parseId, ssrFetch, ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { createSsrCommunityClient } from '@/web/ssr/community-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface ExamDetailPageProps {
  examIdx: number;
}

export const getServerSideProps = shellPage<ExamDetailPageProps>({
  load: async ({ ctx, session }) => {
    const examIdx = parseId(ctx.params?.examIdx);
    if (examIdx === null) return { notFound: true };
    const { client } = session;
    const [exam] = await Promise.all([
      ssrFetch(session, catalogueQueries.exam(client, examIdx)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      }),
      ssrPrefetch(session, catalogueQueries.details(client, examIdx)),
      ssrPrefetch(session, catalogueQueries.best(client, BEST_EXAMS_LIMIT)),
    ]);
    if (!exam) return { notFound: true };
    if (exam.communityBoardId) {
      await ssrPrefetch(session, infoRoomQueries.posts(createSsrCommunityClient(ctx.req), exam.communityBoardId));
    }
    const typeName = topLevelType(exam.examTypes)?.name;
    return {
      props: { examIdx },
      seo: {
        title: typeName ? `${exam.title} - ${typeName} CBT 모의고사` : exam.title,
        description: truncate(`${typeName ? `[${typeName}] ` : ''}${exam.title}: ${exam.description}`, 160),
      },
    };
  },
});

export default function ExamDetailPage({ brand, examIdx, siteOrigins }: ShellPageProps & ExamDetailPageProps) {
  return <ExamDetailContent brand={getBrand(brand)} examIdx={examIdx} siteOrigins={siteOrigins} />;
}
