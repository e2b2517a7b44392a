/** 시험지 관리 (ADR 31): exams, their papers with 공개/비공개 and exports; CONTENT_EDITOR and ADMIN. */
import { ConsoleLayout } from '@/web/console/console-layout';
import { type ConsolePageProps, consolePageServerSideProps } from '@/web/console/console-page-ssr';
import { ExamPapers } from '@/web/console/exam-papers';
import type { ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = consolePageServerSideProps({ title: '시험지 관리', adminOnly: false });

export default function ConsoleExamsPage({ brand, access, operatorName, admin }: ShellPageProps & ConsolePageProps) {
  return (
    <ConsoleLayout brand={brand} access={access} operatorName={operatorName} admin={admin} current="/exams" title="시험지 관리">
      <ExamPapers brand={brand} />
    </ConsoleLayout>
  );
}
