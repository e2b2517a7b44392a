/** The shop's 이메일 찾기 (`/find-email`): the shared page. */
import { FindEmailPage, findEmailServerSideProps } from '@/web/auth/account-recovery-pages';

export const getServerSideProps = findEmailServerSideProps('shop', ['b']);

export default FindEmailPage;
