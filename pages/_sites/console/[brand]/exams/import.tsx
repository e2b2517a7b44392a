/** 문제 가져오기 (ADR 31): pasted text, CSV or XLSX with a dry run first; CONTENT_EDITOR and ADMIN. */
import { ConsoleLayout } from '@/web/console/console-layout';
import { type ConsolePageProps, consolePageServerSideProps } from '@/web/console/console-page-ssr';
import { ExamImportForm } from '@/web/console/exam-import-form';
import type { ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = consolePageServerSideProps({ title: '문제 가져오기', adminOnly: false });

export default function ConsoleExamImportPage({ brand, access, operatorName, admin }: ShellPageProps & ConsolePageProps) {
  return (
    <ConsoleLayout brand={brand} access={access} operatorName={operatorName} admin={admin} current="/exams" title="문제 가져오기">
      <ExamImportForm />
    </ConsoleLayout>
  );
}
