/** The community's 이메일 찾기 (`/find-email`): the shared page. */
import { FindEmailPage, findEmailServerSideProps } from '@/web/auth/account-recovery-pages';

export const getServerSideProps = findEmailServerSideProps('community', ['a', 'b']);

export default FindEmailPage;
