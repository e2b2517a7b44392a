/** Every problem of a record with the member's choice, the answer and the explanation (spec §2.1). */
import { SolutionScreen } from '@/web/cbt/solve/record-screens';
import { loadClosedRecord, type RecordPageProps } from '@/web/cbt/solve/solve-loaders-ssr';
import { parseId } from '@/web/cbt/solve/solve-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = shellPage<RecordPageProps>({
  auth: 'required',
  seo: { title: '해설', noIndex: true },
  load: (context) => {
    const recordIdx = parseId(context.ctx.params?.recordIdx);
    return recordIdx === null ? { notFound: true } : loadClosedRecord(context, recordIdx, 'solution');
  },
});

export default function SolutionPage(props: ShellPageProps & RecordPageProps) {
  return <SolutionScreen {...props} />;
}
