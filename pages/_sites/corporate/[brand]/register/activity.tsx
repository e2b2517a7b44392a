/** 공고 등록 (spec §2.5 corporate `/register/activity`). */
import { RegisterActivityPage, registerActivityServerSideProps } from '@/web/corporate/postings/register-activity-page';

export const getServerSideProps = registerActivityServerSideProps;

export default RegisterActivityPage;
