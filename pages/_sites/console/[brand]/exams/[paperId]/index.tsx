/** 회차 미리보기 (ADR 31); CONTENT_EDITOR and ADMIN. A non-numeric id is the not-found page. */
import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { ConsoleLayout } from '@/web/console/console-layout';
import { type ConsolePageProps, consolePageServerSideProps } from '@/web/console/console-page-ssr';
import { PaperPreview } from '@/web/console/paper-preview';
import type { ShellPageProps } from '@/web/ssr/shell-page';

const consoleProps = consolePageServerSideProps({ title: '회차 미리보기', adminOnly: false });

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const id = ctx.params?.paperId;
  if (typeof id !== 'string' || !/^[1-9]\d{0,9}$/.test(id)) return { notFound: true };
  return consoleProps(ctx);
};

export default function ConsolePaperPreviewPage({ brand, access, operatorName, admin }: ShellPageProps & ConsolePageProps) {
  const { query } = useRouter();
  return (
    <ConsoleLayout brand={brand} access={access} operatorName={operatorName} admin={admin} current="/exams" title="회차 미리보기">
      <PaperPreview examDetailIdx={Number(query.paperId)} />
    </ConsoleLayout>
  );
}
