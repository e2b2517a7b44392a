/** 지원자 관리 (corporate `/applicants/{postingId}`, ADR 26): one posting's applicants, 20 a page. */
import { ApplicantsPage, applicantsServerSideProps } from '@/web/corporate/applications/applicants-page';

export const getServerSideProps = applicantsServerSideProps;

export default ApplicantsPage;
