/** 문제 편집: one problem of the paper; CONTENT_EDITOR and ADMIN. Non-numeric ids are not found. */
import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { ConsoleLayout } from '@/web/console/console-layout';
import { type ConsolePageProps, consolePageServerSideProps } from '@/web/console/console-page-ssr';
import { ProblemEditor } from '@/web/console/problem-editor';
import type { ShellPageProps } from '@/web/ssr/shell-page';

const consoleProps = consolePageServerSideProps({ title: '문제 편집', adminOnly: false });
const ID = /^[1-9]\d{0,9}$/;

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const { paperId, problemId } = ctx.params ?? {};
  if (typeof paperId !== 'string' || !ID.test(paperId) || typeof problemId !== 'string' || !ID.test(problemId)) return { notFound: true };
  return consoleProps(ctx);
};

export default function ConsoleProblemEditPage({ brand, access, operatorName, admin }: ShellPageProps & ConsolePageProps) {
  const { query } = useRouter();
  return (
    <ConsoleLayout brand={brand} access={access} operatorName={operatorName} admin={admin} current="/exams" title="문제 편집">
      <ProblemEditor examDetailIdx={Number(query.paperId)} problemId={Number(query.problemId)} />
    </ConsoleLayout>
  );
}
