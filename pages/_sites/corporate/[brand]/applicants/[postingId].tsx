/** 지원자 관리 (corporate `/applicants/{postingId}`, ADR 26): one posting's applicants, 20 a page. */
import { ApplicantsPage } from '@/web/corporate/applications/applicants-page';
import { applicantsServerSideProps } from '@/web/corporate/applications/applicants-ssr';

export const getServerSideProps = applicantsServerSideProps;

export default ApplicantsPage;
