/** 문제 추가: a new problem of the paper; CONTENT_EDITOR and ADMIN. A non-numeric id is not found. */
import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { ConsoleLayout } from '@/web/console/console-layout';
import { type ConsolePageProps, consolePageServerSideProps } from '@/web/console/console-page-ssr';
import { ProblemEditor } from '@/web/console/problem-editor';
import type { ShellPageProps } from '@/web/ssr/shell-page';

const consoleProps = consolePageServerSideProps({ title: '문제 추가', adminOnly: false });

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const id = ctx.params?.paperId;
  if (typeof id !== 'string' || !/^[1-9]\d{0,9}$/.test(id)) return { notFound: true };
  return consoleProps(ctx);
};

export default function ConsoleProblemNewPage({ brand, access, operatorName, admin }: ShellPageProps & ConsolePageProps) {
  const { query } = useRouter();
  return (
    <ConsoleLayout brand={brand} access={access} operatorName={operatorName} admin={admin} current="/exams" title="문제 추가">
      <ProblemEditor examDetailIdx={Number(query.paperId)} problemId={null} />
    </ConsoleLayout>
  );
}
