/** Solutions of the member's latest random set of an exam (spec §2.1 /cbt/practice/random/[examIdx]/solution). */
import { RandomSolutionScreen } from '@/web/cbt/solve/record-screens';
import { loadRandomRecord, type RandomRecordPageProps } from '@/web/cbt/solve/solve-loaders-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = shellPage<RandomRecordPageProps>({
  auth: 'required',
  seo: { title: '랜덤 모의고사 해설', noIndex: true },
  load: (context) => loadRandomRecord(context, 'solution'),
});

export default function RandomSolutionPage(props: ShellPageProps & RandomRecordPageProps) {
  return <RandomSolutionScreen {...props} />;
}
