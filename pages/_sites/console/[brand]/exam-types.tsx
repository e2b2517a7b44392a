/** 시험 유형 관리: the brand's categories and their sub-types; CONTENT_EDITOR and ADMIN. */
import { ConsoleLayout } from '@/web/console/console-layout';
import { type ConsolePageProps, consolePageServerSideProps } from '@/web/console/console-page-ssr';
import { ExamTypeManager } from '@/web/console/exam-type-manager';
import type { ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = consolePageServerSideProps({ title: '시험 유형', adminOnly: false });

export default function ConsoleExamTypesPage({ brand, access, operatorName, admin }: ShellPageProps & ConsolePageProps) {
  return (
    <ConsoleLayout brand={brand} access={access} operatorName={operatorName} admin={admin} current="/exam-types" title="시험 유형">
      <ExamTypeManager />
    </ConsoleLayout>
  );
}
