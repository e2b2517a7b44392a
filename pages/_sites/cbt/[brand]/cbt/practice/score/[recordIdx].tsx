/** Score of a record (spec §2.1 /cbt/practice/score/[recordIdx]). */
import { ScoreScreen } from '@/web/cbt/solve/record-screens';
import { loadClosedRecord, type RecordPageProps } from '@/web/cbt/solve/solve-loaders-ssr';
import { parseId } from '@/web/cbt/solve/solve-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = shellPage<RecordPageProps>({
  auth: 'required',
  seo: { title: '시험 결과', noIndex: true },
  load: (context) => {
    const recordIdx = parseId(context.ctx.params?.recordIdx);
    return recordIdx === null ? { notFound: true } : loadClosedRecord(context, recordIdx, 'result');
  },
});

export default function ScorePage(props: ShellPageProps & RecordPageProps) {
  return <ScoreScreen {...props} />;
}
