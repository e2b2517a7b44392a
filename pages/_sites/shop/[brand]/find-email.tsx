/** The shop's 이메일 찾기 (`/find-email`): the shared page. */
import { FindEmailPage } from '@/web/auth/account-recovery-pages';
import { findEmailServerSideProps } from '@/web/auth/account-recovery-ssr';

export const getServerSideProps = findEmailServerSideProps('shop', ['b']);

export default FindEmailPage;
