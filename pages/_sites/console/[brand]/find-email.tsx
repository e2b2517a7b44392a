/** The operator console's 이메일 찾기 (`/find-email`): the shared page. */
import { FindEmailPage, findEmailServerSideProps } from '@/web/auth/account-recovery-pages';

export const getServerSideProps = findEmailServerSideProps('console', ['a', 'b']);

export default FindEmailPage;
