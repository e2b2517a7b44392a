/** Analysis of a record: per-subject scores, time used, correct rate, rank (spec §2.1 /cbt/practice/result/[recordIdx]). */
import { ResultScreen } from '@/web/cbt/solve/record-screens';
import { loadClosedRecord, type RecordPageProps } from '@/web/cbt/solve/solve-loaders-ssr';
import { parseId } from '@/web/cbt/solve/solve-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = shellPage<RecordPageProps>({
  auth: 'required',
  seo: { title: '성적 분석', noIndex: true },
  load: (context) => {
    const recordIdx = parseId(context.ctx.params?.recordIdx);
    return recordIdx === null ? { notFound: true } : loadClosedRecord(context, recordIdx, 'result');
  },
});

export default function ResultPage(props: ShellPageProps & RecordPageProps) {
  return <ResultScreen {...props} />;
}
