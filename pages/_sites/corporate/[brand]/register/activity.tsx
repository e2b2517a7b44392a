/** 공고 등록 (spec §2.5 corporate `/register/activity`). */
import { RegisterActivityPage } from '@/web/corporate/postings/register-activity-page';
import { registerActivityServerSideProps } from '@/web/corporate/postings/register-activity-ssr';

export const getServerSideProps = registerActivityServerSideProps;

export default RegisterActivityPage;
