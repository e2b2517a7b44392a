/** 공고 등록 (spec §2.5 corporate `/register/activity`, issue 16 slice 3). */
import { RegisterActivityPage, registerActivityServerSideProps } from '@/web/corporate/postings/register-activity-page';

export const getServerSideProps = registerActivityServerSideProps;

export default RegisterActivityPage;
