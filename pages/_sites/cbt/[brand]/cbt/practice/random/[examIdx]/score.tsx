/** Score of the member's latest random set of an exam (spec §2.1 /cbt/practice/random/[examIdx]/score). */
import { RandomScoreScreen } from '@/web/cbt/solve/record-screens';
import { loadRandomRecord, type RandomRecordPageProps } from '@/web/cbt/solve/solve-loaders-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = shellPage<RandomRecordPageProps>({
  auth: 'required',
  seo: { title: '랜덤 모의고사 결과', noIndex: true },
  load: (context) => loadRandomRecord(context, 'result'),
});

export default function RandomScorePage(props: ShellPageProps & RandomRecordPageProps) {
  return <RandomScoreScreen {...props} />;
}
