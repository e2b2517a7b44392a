/** 회차 편집: a paper's passages and problems; CONTENT_EDITOR and ADMIN. A non-numeric id is not found. */
import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { ConsoleLayout } from '@/web/console/console-layout';
import { type ConsolePageProps, consolePageServerSideProps } from '@/web/console/console-page-ssr';
import { PaperEditor } from '@/web/console/paper-editor';
import type { ShellPageProps } from '@/web/ssr/shell-page';

const consoleProps = consolePageServerSideProps({ title: '회차 편집', adminOnly: false });

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const id = ctx.params?.paperId;
  if (typeof id !== 'string' || !/^[1-9]\d{0,9}$/.test(id)) return { notFound: true };
  return consoleProps(ctx);
};

export default function ConsolePaperEditPage({ brand, access, operatorName, admin }: ShellPageProps & ConsolePageProps) {
  const { query } = useRouter();
  return (
    <ConsoleLayout brand={brand} access={access} operatorName={operatorName} admin={admin} current="/exams" title="회차 편집">
      <PaperEditor examDetailIdx={Number(query.paperId)} />
    </ConsoleLayout>
  );
}
