/** 문항 통계 of one paper (ADR 31); CONTENT_EDITOR and ADMIN. A non-numeric id is the not-found page. */
import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { ConsoleLayout } from '@/web/console/console-layout';
import { type ConsolePageProps, consolePageServerSideProps } from '@/web/console/console-page-ssr';
import { PaperStatistics } from '@/web/console/paper-statistics';
import type { ShellPageProps } from '@/web/ssr/shell-page';

const consoleProps = consolePageServerSideProps({ title: '문항 통계', adminOnly: false });

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const id = ctx.params?.paperId;
  if (typeof id !== 'string' || !/^[1-9]\d{0,9}$/.test(id)) return { notFound: true };
  return consoleProps(ctx);
};

export default function ConsolePaperStatisticsPage({ brand, access, operatorName, admin }: ShellPageProps & ConsolePageProps) {
  const { query } = useRouter();
  return (
    <ConsoleLayout brand={brand} access={access} operatorName={operatorName} admin={admin} current="/exams" title="문항 통계">
      <PaperStatistics examDetailIdx={Number(query.paperId)} />
    </ConsoleLayout>
  );
}
